import {
  type ChartPlacement,
  type Dashboard,
  type DashboardGranularity,
  homeDashboardLayout,
  homeDashboardName,
} from '@lookout/domain';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DashboardTable, Database } from '../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** The API's view of a dashboard row; `homeId` is the project's home dashboard. */
export function toDashboard(row: Selectable<DashboardTable>, homeId: string | null): Dashboard {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isHome: row.id === homeId,
    charts: row.charts,
    filters: row.filters,
    granularity: row.granularity as DashboardGranularity,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The id of a project's home dashboard (null only while a project is being created). */
export async function homeDashboardId(db: Executor, projectId: string): Promise<string | null> {
  const project = await db
    .selectFrom('project')
    .select('home_dashboard_id')
    .where('id', '=', projectId)
    .executeTakeFirst();
  return project?.home_dashboard_id ?? null;
}

/** Inserts a dashboard of `projectId`. */
export function insertDashboard(
  db: Executor,
  projectId: string,
  fields: { name: string; description?: string | null; charts: readonly ChartPlacement[] } & {
    filters?: string;
    granularity?: DashboardGranularity;
  },
): Promise<Selectable<DashboardTable>> {
  return db
    .insertInto('dashboard')
    .values({
      project_id: projectId,
      name: fields.name,
      description: fields.description ?? null,
      charts: JSON.stringify(fields.charts),
      ...(fields.filters !== undefined ? { filters: fields.filters } : {}),
      ...(fields.granularity !== undefined ? { granularity: fields.granularity } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Gives a new project its home dashboard with the default charts; run in the
 * transaction that creates the project.
 */
export async function insertHomeDashboard(db: Executor, projectId: string): Promise<string> {
  const dashboard = await insertDashboard(db, projectId, {
    name: homeDashboardName,
    charts: homeDashboardLayout,
  });
  await db
    .updateTable('project')
    .set({ home_dashboard_id: dashboard.id })
    .where('id', '=', projectId)
    .execute();
  return dashboard.id;
}

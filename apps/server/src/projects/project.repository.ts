import type { Project } from '@lookout/domain';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { insertHomeDashboard } from '../dashboards/dashboard.repository.js';
import type { Database, ProjectTable } from '../db/schema.js';
import { insertDefaultEnrichers } from '../enrichments/enricher.repository.js';
import type { AccountCaller, Caller } from '../http/app-env.js';
import { newPrivateKey, newPublicKey } from './api-keys.js';

/** The API's view of a project row. */
export function toProject(row: Selectable<ProjectTable>): Project {
  return {
    id: row.id,
    name: row.name,
    homeDashboardId: row.home_dashboard_id,
    dataRetentionDays: row.data_retention_days,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * Creates a project with its public and private keys, its home dashboard and
 * its default enrichers, and gives `accountId` access to it.
 */
export async function insertProject(
  trx: Transaction<Database> | Kysely<Database>,
  input: { orgId: string; name: string; accountId?: string },
): Promise<Selectable<ProjectTable>> {
  const project = await trx
    .insertInto('project')
    .values({ org_id: input.orgId, name: input.name })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('api_key')
    .values([
      { project_id: project.id, type: 'public', key: newPublicKey() },
      { project_id: project.id, type: 'private', key: newPrivateKey() },
    ])
    .execute();
  if (input.accountId) {
    await trx
      .insertInto('account_project')
      .values({ account_id: input.accountId, project_id: project.id })
      .execute();
  }
  await insertDefaultEnrichers(trx, project.id);
  const homeId = await insertHomeDashboard(trx, project.id);
  return { ...project, home_dashboard_id: homeId };
}

/** The projects the caller may open, oldest first. */
export function listVisibleProjects(db: Kysely<Database>, caller: Caller) {
  let query = db
    .selectFrom('project')
    .selectAll('project')
    .where('project.org_id', '=', caller.orgId);
  if (caller.kind === 'project-key') query = query.where('project.id', '=', caller.projectId);
  if (caller.kind === 'account' && !seesAllProjects(caller)) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('account_project')
          .select('account_project.project_id')
          .whereRef('account_project.project_id', '=', 'project.id')
          .where('account_project.account_id', '=', caller.accountId),
      ),
    );
  }
  return query.orderBy('project.created_at').orderBy('project.id').execute();
}

/** Owners and admins open every project of their org. */
export function seesAllProjects(caller: AccountCaller): boolean {
  return caller.role === 'owner' || caller.role === 'admin';
}

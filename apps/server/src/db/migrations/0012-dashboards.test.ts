import { homeDashboardLayout } from '@lookout/domain';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProject } from '../../projects/project.repository.js';
import { testDatabaseTargets } from '../../testing/test-databases.js';
import type { DatabaseHandle } from '../database.js';
import type { Database } from '../schema.js';
import { down, up } from './0012-dashboards.js';

async function newOrg(db: Kysely<Database>): Promise<string> {
  const org = await db
    .insertInto('org')
    .values({ name: 'Dashboards', api_key: `org-key-${Math.random()}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return org.id;
}

async function homeOf(db: Kysely<Database>, projectId: string) {
  return db
    .selectFrom('project')
    .innerJoin('dashboard', (join) =>
      join
        .onRef('dashboard.project_id', '=', 'project.id')
        .onRef('dashboard.id', '=', 'project.home_dashboard_id'),
    )
    .select(['dashboard.name', 'dashboard.charts'])
    .where('project.id', '=', projectId)
    .executeTakeFirst();
}

describe.each(testDatabaseTargets())('dashboards (0012) on $kind', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('gives every project stored before it a home dashboard with the default charts', async () => {
    const db = handle.db;
    await down(db as Kysely<unknown>);
    const orgId = await newOrg(db);
    const projects = await db
      .insertInto('project')
      .values([
        { org_id: orgId, name: 'One' },
        { org_id: orgId, name: 'Two' },
      ])
      .returning('id')
      .execute();
    await up(db as Kysely<unknown>);
    for (const project of projects) {
      expect(await homeOf(db, project.id)).toEqual({
        name: 'Home',
        charts: JSON.parse(JSON.stringify(homeDashboardLayout)),
      });
    }
    const { rows } = await sql<{ count: string }>`select count(*) as count from dashboard`.execute(
      db,
    );
    expect(Number(rows[0]?.count)).toBe(2);
  });

  it('creates the home dashboard with a new project, and removes both together', async () => {
    const db = handle.db;
    const orgId = await newOrg(db);
    const project = await db
      .transaction()
      .execute((trx) => insertProject(trx, { orgId, name: 'Fresh' }));
    expect(project.home_dashboard_id).not.toBeNull();
    expect((await homeOf(db, project.id))?.name).toBe('Home');
    await db.deleteFrom('project').where('id', '=', project.id).execute();
    const left = await db
      .selectFrom('dashboard')
      .select('id')
      .where('project_id', '=', project.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('refuses a home dashboard that belongs to another project', async () => {
    const db = handle.db;
    const orgId = await newOrg(db);
    const a = await insertProject(db, { orgId, name: 'A' });
    const b = await insertProject(db, { orgId, name: 'B' });
    await expect(
      db
        .updateTable('project')
        .set({ home_dashboard_id: b.home_dashboard_id })
        .where('id', '=', a.id)
        .execute(),
    ).rejects.toThrow(/project_home_dashboard_fk/);
  });
});

import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rollupDrift } from '../../testing/rollup-drift.js';
import { testDatabaseTargets } from '../../testing/test-databases.js';
import type { DatabaseHandle } from '../database.js';
import type { Database } from '../schema.js';
import { down, up } from './0013-run-rollups.js';

/** `count` runs of a new project, spread over three days in 7-minute steps. */
async function storedRuns(db: Kysely<Database>, count: number): Promise<string> {
  const org = await db
    .insertInto('org')
    .values({ name: 'Rollups', api_key: `org-key-${Math.random()}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const project = await db
    .insertInto('project')
    .values({ org_id: org.id, name: 'Before 0013' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`insert into run (project_id, id, type, status, created_at, trace_id, model, name, user_id,
                             cost, total_tokens, duration_ms, feedback)
    select ${project.id}, gen_random_uuid(), (array['llm', 'agent', 'tool'])[1 + g % 3],
           case when g % 10 = 0 then 'error' else 'success' end,
           timestamptz '2024-03-30 00:00+00' + g * interval '7 minutes', gen_random_uuid(),
           'model-' || g % 4, 'model-' || g % 4, case when g % 5 > 0 then 'user-' || g % 7 end,
           case when g % 3 = 0 then g * 0.001 end, g, case when g % 4 > 0 then g * 10 end,
           case when g % 6 = 0 then '{"thumb": "up"}'::jsonb end
      from generate_series(1, ${count}) g`.execute(db);
  return project.id;
}

describe.each(testDatabaseTargets())('run rollups (0013) on $kind', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('builds the rollups of the runs stored before it, then keeps them', async () => {
    const db = handle.db;
    await down(db as Kysely<unknown>);
    const projectId = await storedRuns(db, 600);
    await up(db as Kysely<unknown>);
    const { rows } = await sql<{ runs: string; users: string }>`select
        (select sum(runs) from run_rollup where project_id = ${projectId}) as runs,
        (select sum(runs) from run_user_rollup where project_id = ${projectId}) as users`.execute(
      db,
    );
    expect(rows[0]).toEqual({ runs: '600', users: '480' });
    expect(await rollupDrift(db)).toEqual([]);

    await sql`update run set status = 'success', cost = 1.5 where project_id = ${projectId} and status = 'error'`.execute(
      db,
    );
    await sql`delete from run where project_id = ${projectId} and type = 'tool'`.execute(db);
    expect(await rollupDrift(db)).toEqual([]);

    // Names and models of 500 characters and a long template together exceed a B-tree row.
    await sql`insert into run (project_id, id, type, status, created_at, trace_id, model, name, extra)
      values (${projectId}, gen_random_uuid(), 'llm', 'success', now(), gen_random_uuid(),
              repeat('m', 500), repeat('n', 500), jsonb_build_object('templateId', repeat('t', 3000)))`.execute(
      db,
    );
    expect(await rollupDrift(db)).toEqual([]);
  });
});

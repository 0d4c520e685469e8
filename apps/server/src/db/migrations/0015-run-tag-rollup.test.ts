import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rollupDrift } from '../../testing/rollup-drift.js';
import { testDatabaseTargets } from '../../testing/test-databases.js';
import type { DatabaseHandle } from '../database.js';
import type { Database } from '../schema.js';
import { down, up } from './0015-run-tag-rollup.js';

/** `count` runs of a new project over two days, with no tag, one, two, or one twice. */
async function storedRuns(db: Kysely<Database>, count: number): Promise<string> {
  const org = await db
    .insertInto('org')
    .values({ name: 'Tag rollup', api_key: `org-key-${Math.random()}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const project = await db
    .insertInto('project')
    .values({ org_id: org.id, name: 'Before 0015' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`insert into run (project_id, id, type, status, created_at, trace_id, model, tags,
                             cost, total_tokens, duration_ms, feedback)
    select ${project.id}, gen_random_uuid(), (array['llm', 'agent'])[1 + g % 2],
           case when g % 10 = 0 then 'error' else 'success' end,
           timestamptz '2024-03-30 00:00+00' + g * interval '7 minutes', gen_random_uuid(),
           case when g % 5 > 0 then 'model-' || g % 3 end,
           case g % 4 when 0 then array[]::text[] when 1 then array['prod'] when 2 then array['prod', 'beta']
             else array['beta', 'beta'] end,
           case when g % 3 = 0 then g * 0.001 end, g, case when g % 4 > 0 then g * 10 end,
           case when g % 6 = 0 then '{"thumb": "down"}'::jsonb end
      from generate_series(1, ${count}) g`.execute(db);
  return project.id;
}

describe.each(testDatabaseTargets())('run tag rollup (0015) on $kind', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('builds the rollup of the runs stored before it, then keeps it', async () => {
    const db = handle.db;
    await down(db as Kysely<unknown>);
    const projectId = await storedRuns(db, 400);
    await up(db as Kysely<unknown>);
    const perTag = async () => {
      const { rows } = await sql<{ tag: string; runs: string }>`select tag, sum(runs)::text as runs
        from run_tag_rollup where project_id = ${projectId} group by tag order by tag`.execute(db);
      return rows;
    };
    // 100 runs each of [], [prod], [prod, beta], [beta, beta]: a run counts once per tag it lists.
    expect(await perTag()).toEqual([
      { tag: 'beta', runs: '300' },
      { tag: 'prod', runs: '200' },
    ]);
    expect(await rollupDrift(db)).toEqual([]);

    await sql`update run set tags = array['beta'], status = 'success', cost = 1.5
      where project_id = ${projectId} and status = 'error'`.execute(db);
    await sql`delete from run where project_id = ${projectId} and type = 'agent'`.execute(db);
    expect(await rollupDrift(db)).toEqual([]);
    // Every run gone: no row is left behind at zero.
    await sql`delete from run where project_id = ${projectId}`.execute(db);
    expect(await perTag()).toEqual([]);
    const { rows } = await sql<{ count: string }>`select count(*)::text as count from run_tag_rollup
      where project_id = ${projectId}`.execute(db);
    expect(rows[0]?.count).toBe('0');
  });
});

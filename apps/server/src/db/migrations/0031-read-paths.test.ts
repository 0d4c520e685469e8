import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedProject } from '../../testing/stored-project.js';
import { testDatabaseTargets } from '../../testing/test-databases.js';
import { userTotalsDrift } from '../../testing/user-totals-drift.js';
import type { DatabaseHandle } from '../database.js';
import { down, up } from './0031-read-paths.js';

describe.each(testDatabaseTargets())('read paths (0031) on $kind', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('sums the runs stored before it into their users, then keeps the totals', async () => {
    const db = handle.db;
    await down(db as Kysely<unknown>);
    const { projectId } = await storedProject(db);
    // A user the writer stored, and runs of a user it never stored (written by hand).
    await db
      .insertInto('external_user')
      .values({
        project_id: projectId,
        external_id: 'user-1',
        props: '{"name":"Ada"}',
        last_seen: new Date('2020-01-01'),
      })
      .execute();
    await sql`insert into run (project_id, id, type, created_at, trace_id, user_id, cost, total_tokens)
      select ${projectId}::uuid, id, 'llm', timestamptz '2026-11-01 00:00+00' + g * interval '1 minute', id,
             case when g % 5 > 0 then 'user-' || g % 3 when g % 10 = 0 then '' end,
             case when g % 4 > 0 then g * 0.1 end, g
        from (select g, gen_random_uuid() as id from generate_series(1, 200) g) t`.execute(db);
    await up(db as Kysely<unknown>);
    expect(await userTotalsDrift(db)).toEqual([]);
    const users = await db
      .selectFrom('external_user')
      .select(['external_id', 'props', 'run_count', 'last_seen'])
      .where('project_id', '=', projectId)
      .orderBy('external_id')
      .execute();
    expect(users.map((user) => [user.external_id, Number(user.run_count)])).toEqual([
      ['user-0', 53],
      ['user-1', 54],
      ['user-2', 53],
    ]);
    // The stored user keeps its props and learns when it was last seen.
    expect(users[1]?.props).toEqual({ name: 'Ada' });
    expect(users[1]?.last_seen.getTime()).toBeGreaterThan(Date.parse('2026-11-01'));

    await sql`update run set cost = 2.5, total_tokens = null where project_id = ${projectId} and user_id = 'user-1'`.execute(
      db,
    );
    await sql`delete from run where project_id = ${projectId} and total_tokens % 2 = 0`.execute(db);
    await sql`update run set user_id = 'user-9' where project_id = ${projectId} and user_id = 'user-2'`.execute(
      db,
    );
    expect(await userTotalsDrift(db)).toEqual([]);
  });
});

import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { storedProject } from '../testing/stored-project.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { runSortColumns } from './run.repository.js';
import { listAggregateColumns } from './run-list-aggregates.js';
import { selectRuns } from './run-selection.js';
import { readSortedRunPage, runsByColumn } from './sorted-run-page.js';

/** Carries a plan out of a transaction that must roll back. */
class PlanRead extends Error {}

/** Traces of a root agent and an LLM call, and a few conversations: enough rows for the planner to weigh. */
const traces = 500;
const types = ['llm', 'trace', 'thread'] as const;

async function seed(db: Kysely<Database>, projectId: string): Promise<void> {
  await sql`insert into run (project_id, id, type, name, model, created_at, trace_id, parent_run_id,
                             duration_ms, cost, total_tokens, prompt_tokens, completion_tokens)
    select ${projectId}::uuid, id, case when g % 2 = 0 then 'agent' else 'llm' end, 'step-' || g % 37,
           'model-' || g % 5, timestamptz '2026-11-01 00:00+00' + g * interval '1 second', id, null,
           case when g % 7 > 0 then (g * 37) % 5000 end, case when g % 4 > 0 then ((g * 13) % 997) / 1000.0 end,
           case when g % 5 > 0 then (g * 11) % 3000 end, case when g % 5 > 0 then (g * 7) % 2000 end,
           case when g % 6 > 0 then (g * 3) % 1000 end
      from (select g, gen_random_uuid() as id from generate_series(1, ${traces * 2}) g) t`.execute(
    db,
  );
  // Children: each LLM call under the agent before it.
  await sql`update run child set parent_run_id = parent.id, trace_id = parent.id
    from (select id, row_number() over (order by created_at) as n from run
           where project_id = ${projectId} and type = 'agent') parent,
         (select id, row_number() over (order by created_at) as n from run
           where project_id = ${projectId} and type = 'llm') llm
   where child.project_id = ${projectId} and child.id = llm.id and llm.n = parent.n and llm.n % 3 > 0`.execute(
    db,
  );
  await sql`insert into run (project_id, id, type, name, created_at, trace_id, last_activity_at, cost)
    select ${projectId}::uuid, id, 'thread', 'chat', timestamptz '2026-11-02 00:00+00' + g * interval '1 minute', id,
           case when g % 3 > 0 then timestamptz '2026-11-03 00:00+00' + ((g * 17) % 500) * interval '1 minute' end,
           case when g % 2 = 0 then g / 100.0 end
      from (select g, gen_random_uuid() as id from generate_series(1, 300) g) t`.execute(db);
  await sql`analyze run`.execute(db);
}

describe.each(testDatabaseTargets())('logs lists sorted by any column on $kind', (target) => {
  let handle: DatabaseHandle;
  let projectId: string;
  beforeAll(async () => {
    handle = await target.open();
    projectId = (await storedProject(handle.db)).projectId;
    await seed(handle.db, projectId);
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
  });

  const list = (db: Kysely<Database>, type: (typeof types)[number]) =>
    selectRuns(db, projectId, { type, filters: '' })
      .selectAll('run')
      .select(listAggregateColumns(type));

  it('pages every sort, both ways, as a full sort with values first would', async () => {
    const db = handle.db;
    for (const type of types) {
      const all = await selectRuns(db, projectId, { type, filters: '' }).selectAll('run').execute();
      for (const column of Object.values(runSortColumns)) {
        for (const direction of ['asc', 'desc'] as const) {
          const sign = direction === 'asc' ? 1 : -1;
          const value = (row: (typeof all)[number]) => {
            const raw = row[column as keyof typeof row];
            return raw instanceof Date ? raw.getTime() : (raw as string | number | null);
          };
          const expected = [...all]
            .sort((a, b) => {
              const [x, y] = [value(a), value(b)];
              if (x === null || y === null) {
                if (x !== y) return x === null ? 1 : -1;
              } else if (x !== y) return (x < y ? -1 : 1) * sign;
              return (a.id < b.id ? -1 : 1) * sign;
            })
            .map((row) => row.id);
          const countWithValue = async () => all.filter((row) => value(row) !== null).length;
          // Pages of 100 through the whole list, and one lone page far past the values.
          const read: string[] = [];
          for (let page = 0; page * 100 < all.length; page++) {
            const rows = await readSortedRunPage(list(db, type), countWithValue, {
              column,
              direction,
              limit: 100,
              page,
            });
            read.push(...rows.map((row) => row.id));
          }
          expect(read, `${type} by ${column} ${direction}`).toEqual(expected);
          const lastPage = Math.floor((all.length - 1) / 7);
          const tail = await readSortedRunPage(list(db, type), countWithValue, {
            column,
            direction,
            limit: 7,
            page: lastPage,
          });
          expect(tail.map((row) => row.id)).toEqual(expected.slice(lastPage * 7));
        }
      }
    }
  }, 120_000);

  it('reads each sorted page in index order, never sorting the matches', async () => {
    const unsorted: string[] = [];
    await handle.db.transaction().execute(async (trx) => {
      // Discouraged, not forbidden: a sort still appears when no index gives the order.
      await sql`set local enable_sort = off`.execute(trx);
      await sql`set local enable_seqscan = off`.execute(trx);
      for (const type of types) {
        for (const column of Object.values(runSortColumns)) {
          // created_at is never null: one plain ordered read (`readSortedRunPage`).
          if (column === 'created_at') continue;
          if (column === 'last_activity_at' && type !== 'thread') continue;
          for (const direction of ['asc', 'desc'] as const) {
            for (const withValue of [true, false]) {
              const plan = await runsByColumn(list(trx, type), column, direction, withValue)
                .limit(50)
                .offset(100)
                .explain();
              const lines = plan.map((line) => Object.values(line).join(' '));
              // The list's own read, above the per-row subplans of its aggregates (bounded reads of one trace).
              const subplan = lines.findIndex((line) => line.trim().startsWith('SubPlan'));
              const text = lines.slice(0, subplan < 0 ? undefined : subplan).join('\n');
              if (/\bSort\b/.test(text.replace(/Sort Key|Sort Method/g, '')))
                unsorted.push(`${type} ${column} ${direction} ${withValue}:\n${text}`);
            }
          }
        }
      }
    });
    expect(unsorted).toEqual([]);
  });

  it('would see the sort if an index were missing', async () => {
    const plan = await handle.db
      .transaction()
      .execute(async (trx) => {
        await sql`set local enable_sort = off`.execute(trx);
        await sql`drop index run_project_type_cost_idx`.execute(trx);
        const lines = await runsByColumn(list(trx, 'llm'), 'cost', 'desc', true)
          .limit(50)
          .explain();
        throw new PlanRead(lines.map((line) => Object.values(line).join(' ')).join('\n'));
      })
      .catch((error: unknown) =>
        error instanceof PlanRead ? error.message : Promise.reject(error),
      );
    expect(plan).toMatch(/\bSort\b/);
  });
});

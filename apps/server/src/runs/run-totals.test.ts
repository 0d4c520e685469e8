import { serializeFilterBar } from '@lookout/filters';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { all, filter, seedTestRuns } from '../testing/filter-test-runs.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { runTotals } from './run-totals.js';

/** LLM calls on one model: call g costs g millionths of a dollar, uses 10·g tokens, lasts 100·g ms. */
const calls = 40;
const byModel = serializeFilterBar(all(filter('models', ['totals-model'])));

describe.each(testDatabaseTargets())('run totals on $kind', (target) => {
  let handle: DatabaseHandle;
  let projectId: string;
  beforeAll(async () => {
    handle = await target.open();
    projectId = await seedTestRuns(handle.db);
    // Every fifth call failed; the tokens of odd calls come as prompt + completion only.
    await sql`insert into run (project_id, id, type, name, model, status, created_at, duration_ms, trace_id,
                               cost, total_tokens, prompt_tokens, completion_tokens)
      select ${projectId}::uuid, id, 'llm', 'support', 'totals-model',
             case when g % 5 = 0 then 'error' else 'success' end,
             now() - g * interval '1 minute', g * 100, id, g * 0.000001,
             case when g % 2 = 0 then g * 10 end, g * 4, g * 6
        from (select g, gen_random_uuid() as id from generate_series(1, ${calls}) g) c`.execute(
      handle.db,
    );
    // A trace: a chain that costs nothing itself, over two priced calls.
    await sql`with root as (select gen_random_uuid() as id)
      insert into run (project_id, id, type, name, status, created_at, trace_id, parent_run_id, cost, total_tokens)
      select ${projectId}::uuid, root.id, 'chain', 'totals-trace', 'success', now(), root.id, null, null, null from root
      union all
      select ${projectId}::uuid, gen_random_uuid(), 'llm', 'step', 'success', now(), root.id, root.id, 0.25, 1000 from root
      union all
      select ${projectId}::uuid, gen_random_uuid(), 'llm', 'step', 'success', now(), root.id, root.id, 0.5, 3000 from root`.execute(
      handle.db,
    );
  });
  afterAll(async () => {
    await handle?.close();
  });

  /** The same figures in plain SQL, over the runs `where` picks. */
  async function plainTotals(where: ReturnType<typeof sql>, costOf?: ReturnType<typeof sql>) {
    const { rows } = await sql<{
      count: string;
      cost: string | null;
      tokens: string | null;
      errors: string;
      p50: number | null;
      p95: number | null;
    }>`select count(*) as count, sum(cost) as cost,
              sum(coalesce(total_tokens, coalesce(prompt_tokens, 0) + coalesce(completion_tokens, 0))) as tokens,
              count(*) filter (where status = 'error') as errors,
              percentile_cont(0.5) within group (order by duration_ms) as p50,
              percentile_cont(0.95) within group (order by duration_ms) as p95
         from run where project_id = ${projectId}::uuid and ${where}`.execute(handle.db);
    const row = rows[0];
    if (!row) throw new Error('no row');
    let cost = Number(row.cost ?? 0);
    let tokens = Number(row.tokens ?? 0);
    if (costOf) {
      const { rows: sums } = await sql<{ cost: string | null; tokens: string | null }>`
        select sum(cost) as cost,
               sum(coalesce(total_tokens, coalesce(prompt_tokens, 0) + coalesce(completion_tokens, 0))) as tokens
          from run where project_id = ${projectId}::uuid and ${costOf}`.execute(handle.db);
      cost = Number(sums[0]?.cost ?? 0);
      tokens = Number(sums[0]?.tokens ?? 0);
    }
    const count = Number(row.count);
    return {
      count,
      cost,
      tokens,
      errorRate: count === 0 ? null : Number(row.errors) / count,
      durationP50: row.p50 === null ? null : Number(row.p50),
      durationP95: row.p95 === null ? null : Number(row.p95),
    };
  }

  it('adds up a filtered LLM list exactly', async () => {
    const totals = await runTotals(handle.db, projectId, { type: 'llm', filters: byModel });
    expect(totals).toEqual(await plainTotals(sql`type = 'llm' and model = 'totals-model'`));
    // 1 + … + 40 = 820.
    expect(totals.count).toBe(calls);
    expect(totals.cost).toBeCloseTo(0.00082, 12);
    expect(totals.tokens).toBe(8200);
    expect(totals.errorRate).toBe(0.2);
    expect(totals.durationP50).toBe(2050);
    expect(totals.durationP95).toBeCloseTo(3805, 6);
  });

  it('adds up the whole LLM list as plain SQL does', async () => {
    expect(await runTotals(handle.db, projectId, { type: 'llm', filters: '' })).toEqual(
      await plainTotals(sql`type = 'llm'`),
    );
  });

  it('counts the traces, and the cost and tokens of every run in them', async () => {
    const roots = sql`parent_run_id is null and type not in ('thread', 'chat', 'custom-event', 'log')`;
    const totals = await runTotals(handle.db, projectId, { type: 'trace', filters: '' });
    expect(totals).toEqual(
      await plainTotals(
        roots,
        sql`trace_id in (select trace_id from run where project_id = ${projectId}::uuid and ${roots})`,
      ),
    );
    const search = await runTotals(handle.db, projectId, {
      type: 'trace',
      filters: '',
      search: 'totals-trace',
    });
    expect(search).toMatchObject({ count: 1, cost: 0.75, tokens: 4000, errorRate: 0 });
  });

  it('answers zeros and no rate for a selection that holds nothing', async () => {
    const none = serializeFilterBar(all(filter('models', ['no-such-model'])));
    expect(await runTotals(handle.db, projectId, { type: 'llm', filters: none })).toEqual({
      count: 0,
      cost: 0,
      tokens: 0,
      errorRate: null,
      durationP50: null,
      durationP95: null,
    });
  });
});

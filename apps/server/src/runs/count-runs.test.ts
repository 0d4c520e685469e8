import { serializeFilterBar } from '@lookout/filters';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { all, filter, seedTestRuns } from '../testing/filter-test-runs.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { countRuns } from './count-runs.js';

/** The cap the tests count up to: a few rows past it stand for the 10,001 of the route. */
const cap = 10;
/** LLM calls asking for a refund, all on one model; the first 4 are urgent. */
const refundCalls = 25;

describe.each(testDatabaseTargets())('counting runs on $kind', (target) => {
  let handle: DatabaseHandle;
  let projectId: string;
  beforeAll(async () => {
    handle = await target.open();
    projectId = await seedTestRuns(handle.db);
    await sql`insert into run (project_id, id, type, name, model, created_at, trace_id, input, output)
      select ${projectId}::uuid, id, 'llm', 'support', 'refund-model', now() - g * interval '1 minute', id,
             jsonb_build_array(jsonb_build_object('role', 'user', 'content',
               case when g <= 4 then 'Urgent: ' else '' end || 'I want a refund for order ' || g)),
             jsonb_build_object('role', 'assistant', 'content', 'Refund ' || g || ' is on its way.')
        from (select g, gen_random_uuid() as id from generate_series(1, ${refundCalls}) g) calls`.execute(
      handle.db,
    );
  });
  afterAll(async () => {
    await handle?.close();
  });

  const count = (filters: string, search?: string) =>
    countRuns(handle.db, projectId, { type: 'llm', filters, search }, { cap });

  it('stops a search count at the cap and says so', async () => {
    expect(await count('', 'refund')).toEqual({ count: cap, capped: true });
  });

  it('counts a search below the cap exactly', async () => {
    expect(await count('', 'urgent')).toEqual({ count: 4, capped: false });
  });

  it('caps the text filters that read input or output on each row', async () => {
    const bars = [
      all(filter('string', 'any', 'contains', 'insensitive', 'refund')),
      all(filter('regex', 'input', 'contains', 'refund for order')),
      all(filter('json', 'output', 'invalid'), filter('models', ['refund-model'])),
      all(filter('length', 'output', 'gt', 0), filter('models', ['refund-model'])),
      all(filter('messages', 'eq', 1), filter('models', ['refund-model'])),
    ];
    for (const bar of bars) {
      expect(await count(serializeFilterBar(bar))).toEqual({ count: cap, capped: true });
    }
  });

  it('stops any other selection at the cap too, and counts one below it exactly', async () => {
    const byModel = serializeFilterBar(all(filter('models', ['refund-model'])));
    expect(await count(byModel)).toEqual({ count: cap, capped: true });
    expect(await count('')).toEqual({ count: cap, capped: true });
    const exact = await countRuns(
      handle.db,
      projectId,
      { type: 'llm', filters: byModel },
      { cap: refundCalls },
    );
    expect(exact).toEqual({ count: refundCalls, capped: false });
    const oneOver = await countRuns(
      handle.db,
      projectId,
      { type: 'llm', filters: byModel },
      { cap: refundCalls - 1 },
    );
    expect(oneOver).toEqual({ count: refundCalls - 1, capped: true });
  });

  it('counts as if a filter left out for invalid parameters were not there', async () => {
    // `regex` with a match it does not have: strict parsing drops it.
    const filters = 'models=refund-model&regex=input.sideways.refund';
    const options = { cap: refundCalls };
    expect(await countRuns(handle.db, projectId, { type: 'llm', filters }, options)).toEqual({
      count: refundCalls,
      capped: false,
    });
  });
});

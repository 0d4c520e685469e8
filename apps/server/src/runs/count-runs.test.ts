import { serializeFilterBar } from '@lookout/filters';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { indexSearchBatch } from '../search/search-indexer.js';
import { all, filter, seedTestRuns } from '../testing/filter-test-runs.js';
import { storedProject } from '../testing/stored-project.js';
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

describe.each(testDatabaseTargets())('counting a search from its documents on $kind', (target) => {
  let handle: DatabaseHandle;
  let projectId: string;
  beforeAll(async () => {
    handle = await target.open();
    ({ projectId } = await storedProject(handle.db));
  });
  afterAll(async () => {
    await handle?.close();
  });

  async function addCalls(count: number, input: string): Promise<void> {
    await sql`insert into run (project_id, id, type, created_at, trace_id, input)
      select ${projectId}::uuid, id, 'llm', now() - g * interval '1 minute', id, to_jsonb(${input}::text)
      from (select g, gen_random_uuid() as id from generate_series(1, ${count}) g) calls`.execute(
      handle.db,
    );
    while (!(await indexSearchBatch(handle.db)).caughtUp) {}
  }

  const count = (search: string, cap: number) =>
    countRuns(handle.db, projectId, { type: 'llm', filters: '', search }, { cap });

  it('stops at the cap once the documents prove it, and counts exactly below it', async () => {
    await addCalls(8, 'Where are my REFUNDS?');
    expect(await count('refund', 5)).toEqual({ count: 5, capped: true });
    expect(await count('Refund', 8)).toEqual({ count: 8, capped: false });
  });

  it('proves nothing from the document of a run changed since it was indexed', async () => {
    await sql`update run set input = '"nothing to see"'::jsonb, changed_at = clock_timestamp()
      where project_id = ${projectId} and input #>> '{}' like 'Where are my%'
        and id in (select id from run where project_id = ${projectId} order by id limit 4)`.execute(
      handle.db,
    );
    // 4 stale documents still hold "refunds": counted from them, 8 would pass the cap of 5.
    expect(await count('refund', 5)).toEqual({ count: 4, capped: false });
  });

  it('counts matches older than the newest runs it proves from, by testing their text', async () => {
    // The 8 runs above are newer than these 7: the newest 2 × 5 runs the proof reads hold 2 of them.
    await sql`insert into run (project_id, id, type, created_at, trace_id, input)
      select ${projectId}::uuid, id, 'llm', now() - interval '1 day' - g * interval '1 minute', id,
        to_jsonb('an old walrus'::text)
      from (select g, gen_random_uuid() as id from generate_series(1, 7) g) calls`.execute(
      handle.db,
    );
    while (!(await indexSearchBatch(handle.db)).caughtUp) {}
    expect(await count('walrus', 5)).toEqual({ count: 5, capped: true });
    expect(await count('walrus', 7)).toEqual({ count: 7, capped: false });
  });

  it('proves nothing from a word too long to be kept whole', async () => {
    // Each document holds the kept start of the long word and `~~long`, neither "zebra"; one
    // other run holds "zebras", so the vocabulary has a word for it.
    await addCalls(6, `${'q'.repeat(150)} and more`);
    await addCalls(1, 'zebras crossing');
    expect(await count('zebra', 3)).toEqual({ count: 1, capped: false });
    expect(await count('qqq', 3)).toEqual({ count: 3, capped: true });
  });

  it('counts a word below the cap from documents, and from the text of runs not indexed yet, with other filters', async () => {
    // Not indexed: their text is tested; the 7 indexed walruses above are proved by their documents.
    await sql`insert into run (project_id, id, type, status, created_at, trace_id, input)
      select ${projectId}::uuid, id, 'llm', 'error', now() - interval '2 days' - g * interval '1 minute', id,
        to_jsonb('Walrus, again'::text)
      from (select g, gen_random_uuid() as id from generate_series(1, 3) g) calls`.execute(
      handle.db,
    );
    const { rows } = await sql<{ count: string }>`select count(*) from run
      where project_id = ${projectId} and input #>> '{}' ilike '%walrus%'`.execute(handle.db);
    expect(Number(rows[0]?.count)).toBe(10);
    expect(await count('walrus', 50)).toEqual({ count: 10, capped: false });
    expect(
      await countRuns(
        handle.db,
        projectId,
        { type: 'llm', filters: 'status=error', search: 'WALRUS' },
        { cap: 50 },
      ),
    ).toEqual({ count: 3, capped: false });
  });
});

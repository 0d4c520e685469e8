import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { likePattern } from '../runs/filter-sql/text-pattern.js';
import { selectRuns } from '../runs/run-selection.js';
import { seedTestRuns } from '../testing/filter-test-runs.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { indexSearchBatch } from './search-indexer.js';
import { searchLag } from './search-lag.js';
import { searchExpansionMaxWords } from './search-vocabulary.js';
import { pruneVocabularySlice } from './search-vocabulary-prune.js';

/** Distinct words enough to pass the document size limit: that run keeps no document. */
const hugeText = Array.from(
  { length: 60_000 },
  (_, index) => `zz${index.toString(36).padStart(8, '0')}`,
).join(' ');

/** Distinct indexed words past the vocabulary's expansion limit, all holding "qv0". */
const manyWordsText = Array.from(
  { length: searchExpansionMaxWords + 10 },
  (_, index) => `qv${index.toString().padStart(5, '0')}`,
).join(' ');

/** Runs beyond the filter fixtures: phrases, word edges, punctuation, Unicode, long words. */
const extraRuns: { name?: string; input?: unknown; output?: unknown }[] = [
  { input: 'Our business days are Monday-Friday.', output: 'OK' },
  {
    input: { question: 'Refund?' },
    output: { answer: 'Refund within 5 business\ndays', url: 'https://example.com/foo.bar?x=1' },
  },
  { input: 'nobusiness daysafter', output: null },
  { name: 'Business Days report', input: null, output: null },
  { input: 'Straße café 日本語 ünïcode', output: 'STRASSE' },
  { input: '\u212Aelvin scale', output: 'degrees' },
  { input: 'İstanbul trip', output: 'ıstanbul' },
  { input: `a${'x'.repeat(300)}b end`, output: 'long' },
  { input: 'e-mail me at someone@example.org, 100%_sure \\ back\\slash', output: 'tab\there' },
  {
    input: [{ role: 'user', content: 'say "hi" to Bob' }],
    output: { role: 'assistant', content: 'hi Bob' },
  },
  { input: hugeText, output: 'huge' },
  // More words holding "qv0" than a search expands to: that word then narrows nothing.
  { input: manyWordsText, output: 'many words' },
  { input: 'unqv0related', output: null },
];

/** Search texts: words, phrases, substrings, punctuation, Unicode, long words and edges. */
const queries = [
  'hello',
  'Hello there',
  'business days',
  'BUSINESS DAYS',
  'business day',
  'usiness days',
  ' business days ',
  'days are',
  'business\ndays',
  'refund',
  'Refund?',
  '"answer": "Refund',
  'foo.bar',
  'example.com/foo',
  'elp',
  'lo th',
  '100%',
  '100%_',
  '%_',
  '\\ back',
  'back\\slash',
  '"hi"',
  'say "hi" to',
  'e-mail',
  '@example',
  'someone@',
  'café',
  'CAFÉ',
  'straße',
  'STRASSE',
  '日本',
  'ünïcode',
  'kelvin',
  ' kelvin',
  'Kelvin scale',
  'istanbul',
  'İstanbul trip',
  ` a${'x'.repeat(150)}`,
  ` a${'x'.repeat(300)}b end`,
  `${'x'.repeat(120)}b`,
  'zz00000abc',
  ' zz00000abc ',
  'the',
  'a',
  ' ',
  'nothing matches this',
  'role',
  '"role": "user"',
  'tab\there',
  'tab',
  'qv0',
  'v00123',
  'qv00123 qv00124',
  'v0 related',
  'nqv0rel',
  'elated',
];

describe.each(testDatabaseTargets())('search index exactness on $kind', (target) => {
  let handle: DatabaseHandle;
  let projectId: string;
  beforeAll(async () => {
    handle = await target.open();
    projectId = await seedTestRuns(handle.db);
    await insertRuns(handle.db, projectId, extraRuns);
  });
  afterAll(async () => {
    await handle?.close();
  });

  /** The runs the logs search selects. */
  async function searched(query: string): Promise<string[]> {
    const rows = await selectRuns(handle.db, projectId, { type: 'llm', filters: '', search: query })
      .select('run.id')
      .orderBy('run.id')
      .execute();
    return rows.map((row) => row.id);
  }

  /** The runs a plain ILIKE over every row selects. */
  async function bruteForce(query: string): Promise<string[]> {
    const pattern = likePattern(query, 'contains');
    const result = await sql<{ id: string }>`
      select id from run where project_id = ${projectId} and type = 'llm' and (
        coalesce(name, '') ilike ${pattern} or coalesce(input #>> '{}', '') ilike ${pattern}
        or coalesce(output #>> '{}', '') ilike ${pattern})
      order by id`.execute(handle.db);
    return result.rows.map((row) => row.id);
  }

  async function expectExact(): Promise<void> {
    for (const query of queries) {
      expect({ query, ids: await searched(query) }).toEqual({
        query,
        ids: await bruteForce(query),
      });
    }
  }

  async function indexAll(): Promise<void> {
    for (let batch = 0; batch < 100; batch += 1) {
      if ((await indexSearchBatch(handle.db, 7)).caughtUp) return;
    }
    throw new Error('the indexer did not catch up');
  }

  it('finds exactly what ILIKE finds before anything is indexed, and reports the lag', async () => {
    expect(await bruteForce('business days')).toHaveLength(3);
    await expectExact();
    const lag = await searchLag(handle.db, projectId);
    expect(lag.pendingRuns).toBeGreaterThan(extraRuns.length);
    expect(lag.capped).toBe(false);
  });

  it('finds exactly the same once every run is indexed, and reports no lag', async () => {
    await indexAll();
    const counts = await sql<{ runs: number; indexed: number; unindexable: number }>`
      select (select count(*) from run where project_id = ${projectId})::int as runs,
        (select count(*) from run_search where project_id = ${projectId})::int as indexed,
        (select count(*) from run_search where project_id = ${projectId} and document is null)::int as unindexable`.execute(
      handle.db,
    );
    expect(counts.rows[0]).toEqual({
      runs: expect.any(Number),
      indexed: counts.rows[0]?.runs,
      unindexable: 1,
    });
    await expectExact();
    expect(await searchLag(handle.db, projectId)).toEqual({
      pendingRuns: 0,
      capped: false,
      lagSeconds: 0,
      catchingUp: false,
    });
  });

  it('stays exact for runs changed and added since they were indexed, until and after reindexing', async () => {
    await sql`update run set output = '"business days, changed"'::jsonb
      where project_id = ${projectId} and input #>> '{}' = 'Straße café 日本語 ünïcode'`.execute(
      handle.db,
    );
    await sql`update run set input = '"nothing here"'::jsonb
      where project_id = ${projectId} and input #>> '{}' = 'Our business days are Monday-Friday.'`.execute(
      handle.db,
    );
    await insertRuns(handle.db, projectId, [{ input: 'fresh Kelvin business days', output: 'ok' }]);
    expect((await searchLag(handle.db, projectId)).pendingRuns).toBe(3);
    await expectExact();
    await indexAll();
    await expectExact();
    expect((await searchLag(handle.db, projectId)).pendingRuns).toBe(0);
  });

  it('drops the search rows of deleted runs', async () => {
    await sql`delete from run where project_id = ${projectId} and output #>> '{}' = 'huge'`.execute(
      handle.db,
    );
    const left = await sql<{ count: number }>`
      select count(*)::int as count from run_search s where s.project_id = ${projectId}
        and not exists (select 1 from run r where r.project_id = s.project_id and r.id = s.run_id)`.execute(
      handle.db,
    );
    expect(left.rows[0]?.count).toBe(0);
    await expectExact();
  });

  it('prunes the words of deleted runs from the vocabulary and stays exact', async () => {
    const qvWords = async () =>
      (
        await sql<{ count: number }>`select count(*)::int as count from search_word
          where word like 'qv%' or word like '%qv0%'`.execute(handle.db)
      ).rows[0]?.count;
    expect(await qvWords()).toBeGreaterThan(searchExpansionMaxWords);
    await sql`delete from run where project_id = ${projectId} and output #>> '{}' = 'many words'`.execute(
      handle.db,
    );
    // A pass in small slices, as the minute job runs it: it ends, and starts again after.
    let slices = 0;
    for (;;) {
      slices += 1;
      const slice = await pruneVocabularySlice(handle.db, 1_000);
      if (slice.passDone) break;
      expect(slices).toBeLessThan(100);
    }
    expect(slices).toBeGreaterThan(1);
    // Only the word a run still holds is left: "unqv0related".
    expect(await qvWords()).toBe(1);
    const again = await pruneVocabularySlice(handle.db, 1_000_000);
    expect(again).toEqual({ checked: expect.any(Number), removed: 0, passDone: true });
    await expectExact();
  });

  it('reads the words index for a phrase once runs are indexed', async () => {
    // Enough runs that reading the whole project costs more than the index.
    await sql`insert into run (project_id, id, type, name, created_at, trace_id, input, output)
      select ${projectId}::uuid, id, 'llm', 'gpt-4o', now() - g * interval '1 minute', id,
        to_jsonb('Where is order ' || g || '?'), to_jsonb('Order ' || g || ' ships tomorrow.')
      from (select g, gen_random_uuid() as id from generate_series(1, 3000) g) calls`.execute(
      handle.db,
    );
    while (!(await indexSearchBatch(handle.db)).caughtUp) {}
    await sql`vacuum analyze run_search`.execute(handle.db);
    await sql`analyze run`.execute(handle.db);
    const plan = await handle.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const rows = await selectRuns(trx, projectId, {
        type: 'llm',
        filters: '',
        search: 'business days',
      })
        .select('run.id')
        .orderBy('run.created_at', 'desc')
        .limit(50)
        .explain<{ 'QUERY PLAN': string }>();
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('run_search_document_idx');
  });
});

async function insertRuns(
  db: Kysely<Database>,
  projectId: string,
  runs: readonly { name?: string; input?: unknown; output?: unknown }[],
): Promise<void> {
  const json = (value: unknown) =>
    value === undefined || value === null ? null : JSON.stringify(value);
  for (const [index, run] of runs.entries()) {
    const createdAt = new Date(Date.UTC(2024, 5, 1, 0, index)).toISOString();
    await sql`insert into run (project_id, id, type, name, created_at, trace_id, input, output)
      select ${projectId}::uuid, id, 'llm', ${run.name ?? null}, ${createdAt}::timestamptz, id,
        ${json(run.input)}::jsonb, ${json(run.output)}::jsonb
      from (select gen_random_uuid() as id) new_run`.execute(db);
  }
}

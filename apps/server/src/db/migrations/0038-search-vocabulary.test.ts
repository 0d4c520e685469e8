import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedProject } from '../../testing/stored-project.js';
import { testDatabaseTargets } from '../../testing/test-databases.js';
import type { DatabaseHandle } from '../database.js';
import { down, up } from './0038-search-vocabulary.js';

describe.each(testDatabaseTargets())('search vocabulary (0038) on $kind', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('fills the vocabulary with the whole words of the documents indexed before it', async () => {
    const db = handle.db;
    const { projectId } = await storedProject(db);
    const runId = '00000000-0000-4000-8000-000000000038';
    await sql`insert into run (project_id, id, type, created_at, trace_id, input)
      values (${projectId}, ${runId}, 'llm', now(), ${runId}, '"Refund days"'::jsonb)`.execute(db);
    await down(db as Kysely<unknown>);
    // A document as the indexer wrote them before: whole words and their suffixes.
    await sql`insert into run_search (project_id, run_id, changed_at, document)
      values (${projectId}, ${runId}, now(),
        $$'refund' '~fund' '~und' 'days' '~ays' 'qv00038' '~v00038' '~~long'$$::tsvector)`.execute(
      db,
    );
    await up(db as Kysely<unknown>);
    const { rows } = await sql<{ word: string }>`
      select word from search_word where word in ('refund', 'days', 'qv00038')
        or left(word, 1) = '~' order by word`.execute(db);
    expect(rows.map((row) => row.word)).toEqual(['days', 'qv00038', 'refund']);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { storedProject } from '../testing/stored-project.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { indexSearchBatch } from './search-indexer.js';
import { recordSearchWords } from './search-vocabulary.js';
import { pruneVocabularySlice } from './search-vocabulary-prune.js';

const postgres = testDatabaseTargets().filter((target) => target.kind === 'postgres');

// Two transactions at once: PostgreSQL only (PGlite has one connection).
describe.runIf(postgres.length > 0)('search vocabulary prune on postgres', () => {
  let handle: DatabaseHandle;
  let projectId: string;
  beforeAll(async () => {
    handle = await (postgres[0] as (typeof postgres)[number]).open();
    ({ projectId } = await storedProject(handle.db));
  });
  afterAll(async () => {
    await handle?.close();
  });

  const insertRun = async (text: string) => {
    const id = crypto.randomUUID();
    await sql`insert into run (project_id, id, type, created_at, trace_id, input)
      values (${projectId}, ${id}, 'llm', now(), ${id}, ${JSON.stringify(text)}::jsonb)`.execute(
      handle.db,
    );
    return id;
  };
  const hasWord = async (word: string) =>
    (await sql`select 1 from search_word where word = ${word}`.execute(handle.db)).rows.length > 0;

  it('keeps a word a document being indexed holds, while the prune waits for that batch', async () => {
    const gone = await insertRun('zzkeep zzgone');
    while (!(await indexSearchBatch(handle.db)).caughtUp) {}
    await sql`delete from run where project_id = ${projectId} and id = ${gone}`.execute(handle.db);
    const kept = await insertRun('zzkeep again');

    // An indexer batch storing a document that holds "zzkeep", not committed yet.
    let commit = () => {};
    const committed = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let locked = () => {};
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const batch = handle.db.transaction().execute(async (trx) => {
      await trx.selectFrom('run_search_state').select('id').forUpdate().execute();
      await sql`insert into run_search (project_id, run_id, changed_at, document)
        values (${projectId}, ${kept}, now(), 'again zzkeep'::tsvector)`.execute(trx);
      await recordSearchWords(trx, new Set(['again', 'zzkeep']));
      locked();
      await committed;
    });
    await lockTaken;

    // The prune sees "zzkeep" held by no committed document, then waits for the batch's lock.
    const prune = pruneVocabularySlice(handle.db, 1_000_000);
    for (let poll = 0; ; poll += 1) {
      const waiting = await sql<{ count: number }>`select count(*)::int as count
        from pg_stat_activity where wait_event_type = 'Lock' and query like '%run_search_state%'`.execute(
        handle.db,
      );
      if (waiting.rows[0]?.count === 1) break;
      expect(poll).toBeLessThan(200);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    commit();
    await batch;
    const pruned = await prune;

    expect(pruned.removed).toBe(1);
    expect(await hasWord('zzgone')).toBe(false);
    expect(await hasWord('zzkeep')).toBe(true);
  });
});

import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';

/** Vocabulary words one slice checks. */
export const vocabularyPruneSliceSize = 1_000;

/** What one slice of the prune did. */
export interface VocabularyPruneSlice {
  /** Words checked. */
  checked: number;
  /** Words no document held any more, deleted. */
  removed: number;
  /** Whether the slice reached the last word: the next slice starts a pass again. */
  passDone: boolean;
}

/** Whether a document holds the vocabulary word `word` (an SQL column), read from the words index. */
const heldByADocument = (word: ReturnType<typeof sql.ref>) =>
  sql<boolean>`exists (select 1 from run_search indexed
    where indexed.document @@ ('''' || ${word} || '''')::tsquery)`;

/**
 * Checks the next `sliceSize` vocabulary words after where the last slice
 * stopped, and deletes those no search document holds any more (their runs
 * were deleted, or indexed again with other text): left in place, such words
 * would only grow what a text inside words expands to, until it passes
 * `searchExpansionMaxWords` and narrows nothing.
 *
 * Exactness: the indexer adds a document's words in the transaction that
 * stores the document, after locking `run_search_state`. The deletion takes
 * that same lock first and checks again, in a statement that starts after it:
 * every document committed is seen, and none can be half-written. So a word a
 * document holds is never deleted. Most words are still held, so the first
 * check runs without the lock, and only its misses are checked again inside.
 */
export async function pruneVocabularySlice(
  db: Kysely<Database>,
  sliceSize = vocabularyPruneSliceSize,
): Promise<VocabularyPruneSlice> {
  const state = await db
    .selectFrom('run_search_state')
    .select('vocabulary_checked_through')
    .executeTakeFirst();
  const { rows } = await sql<{ word: string; held: boolean }>`
    select slice.word, ${heldByADocument(sql.ref('slice.word'))} as held
    from (select word from search_word
          where word > ${state?.vocabulary_checked_through ?? ''}
          order by word limit ${sliceSize}) slice
    order by slice.word`.execute(db);
  const unheld = rows.filter((row) => !row.held).map((row) => row.word);
  const passDone = rows.length < sliceSize;
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('run_search_state').select('id').forUpdate().execute();
    const removed =
      unheld.length === 0
        ? 0
        : Number(
            (
              await sql`delete from search_word vocabulary
                where vocabulary.word = any(${unheld}::text[])
                  and not ${heldByADocument(sql.ref('vocabulary.word'))}`.execute(trx)
            ).numAffectedRows ?? 0,
          );
    await trx
      .updateTable('run_search_state')
      .set({ vocabulary_checked_through: passDone ? null : (rows.at(-1)?.word ?? null) })
      .execute();
    return { checked: rows.length, removed, passDone };
  });
}

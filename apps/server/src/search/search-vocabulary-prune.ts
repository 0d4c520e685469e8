import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/** Vocabulary words one slice checks. */
export const vocabularyPruneSliceSize = 1_000;

/**
 * Documents whose words a slice reads first: a common word is found among
 * them at once, and only the others are looked up in the words index, where
 * a word's cost grows with the documents holding it (at 10M runs, ~0.7 s for
 * a word most documents hold; a few ms for a rare one).
 */
const sampledDocuments = 2_000;

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
 * Makes the rest of the transaction find documents through the words index,
 * never by reading every document: PostgreSQL has statistics only for the
 * commonest words, and takes a rare word for a common one whose first holder
 * a scan meets at once. At 10M runs, one such check read the whole 15 GB
 * table; a slice of 1,000 rare words through the index takes ~0.1 s.
 */
async function readWordsIndexOnly(trx: Transaction<Database>): Promise<void> {
  await sql`set local enable_seqscan = off`.execute(trx);
}

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
  const { rows } = await db.transaction().execute(async (trx) => {
    await readWordsIndexOnly(trx);
    return sql<{ word: string; held: boolean }>`
      with sampled as (
        select distinct lexemes.lexeme
        from (select document from run_search limit ${sql.lit(sampledDocuments)}) sample,
          unnest(sample.document) as lexemes)
      select slice.word,
        (slice.word in (select lexeme from sampled) or ${heldByADocument(sql.ref('slice.word'))}) as held
      from (select word from search_word
            where word > ${state?.vocabulary_checked_through ?? ''}
            order by word limit ${sliceSize}) slice
      order by slice.word`.execute(trx);
  });
  const unheld = rows.filter((row) => !row.held).map((row) => row.word);
  const passDone = rows.length < sliceSize;
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('run_search_state').select('id').forUpdate().execute();
    await readWordsIndexOnly(trx);
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

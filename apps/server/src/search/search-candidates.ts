import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { unindexedTail } from './index-watermark.js';
import { insideWordTsQuerySql } from './search-vocabulary.js';
import { searchWords, wordStartsTsQuery } from './search-words.js';

/**
 * Runs that may hold `text` (any case) in the stored or read text of their
 * input or output, as a condition on `run`, or null when the index cannot
 * narrow the search (see `searchWords`): a superset of the matches that the
 * caller ANDs with its exact test, so results are exactly the test's. The
 * candidates are
 * - indexed runs whose document holds every word the text requires: whole
 *   words and word starts as they are, a word that may sit inside a longer
 *   one as any vocabulary word containing it (`search-vocabulary.ts`);
 * - indexed runs too large for a document;
 * - the un-indexed tail: every run changed at or after the indexer's
 *   watermark, found by `run_changed_at_idx` (small once the indexer keeps up);
 * - `alsoName`: runs whose name matches that ILIKE pattern (trigram index);
 * - every run, should this database's `lower` not map ASCII letters to ASCII
 *   letters (Turkish and Azeri locales), which the words assume; PostgreSQL
 *   folds that constant test away when planning.
 * The set is one uncorrelated `IN`, which PostgreSQL can plan as a join.
 */
export function searchCandidates(
  text: string,
  options: { alsoName?: string } = {},
): RawBuilder<SqlBool> | null {
  const words = searchWords(text);
  if (words.length === 0) return null;
  const byWords = documentsHolding(words);
  const byName = options.alsoName
    ? sql`union all select named.project_id, named.id from run named
        where named.name ilike ${options.alsoName}`
    : sql``;
  return sql<SqlBool>`((run.project_id, run.id) in (
    select indexed.project_id, indexed.run_id from run_search indexed
      where ${byWords}
    union all select big.project_id, big.run_id from run_search big where big.document is null
    union all ${unindexedTail('run_search_state')}
    ${byName}
    union all select other.project_id, other.id from run other
      where lower('ABCDEFGHIJKLMNOPQRSTUVWXYZ') <> 'abcdefghijklmnopqrstuvwxyz'))`;
}

/**
 * The condition on `indexed.document` that it holds every word of `words`.
 * Word starts alone are a constant `tsquery`, which PostgreSQL estimates from
 * the index's statistics; words inside words join it in one query built from
 * the vocabulary when the search runs (estimated blind, so the constant part
 * is kept beside it).
 */
function documentsHolding(words: ReturnType<typeof searchWords>): RawBuilder<SqlBool> {
  const starts = wordStartsTsQuery(words);
  const inside = [
    ...new Set(words.filter((word) => word.match === 'inside').map((word) => word.word)),
  ];
  const byStarts = starts === null ? null : sql<SqlBool>`indexed.document @@ ${starts}::tsquery`;
  if (inside.length === 0 && byStarts) return byStarts;
  const parts = [
    ...(starts === null ? [] : [sql`${starts}::text`]),
    ...inside.map(insideWordTsQuerySql),
  ];
  const byAll = sql<SqlBool>`indexed.document @@ (select concat_ws(' & ', ${sql.join(parts)}))::tsquery`;
  return byStarts ? sql<SqlBool>`${byStarts} and ${byAll}` : byAll;
}

import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { searchTsQuery, searchWords } from './search-words.js';

/**
 * Runs that may hold `text` (any case) in the stored or read text of their
 * input or output, as a condition on `run`, or null when the index cannot
 * narrow the search (see `searchWords`): a superset of the matches that the
 * caller ANDs with its exact test, so results are exactly the test's. The
 * candidates are
 * - indexed runs whose document holds every word the text requires;
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
  const tsQuery = searchTsQuery(searchWords(text));
  if (tsQuery === null) return null;
  const byName = options.alsoName
    ? sql`union all select named.project_id, named.id from run named
        where named.name ilike ${options.alsoName}`
    : sql``;
  return sql<SqlBool>`((run.project_id, run.id) in (
    select indexed.project_id, indexed.run_id from run_search indexed
      where indexed.document @@ ${tsQuery}::tsquery
    union all select big.project_id, big.run_id from run_search big where big.document is null
    union all select tail.project_id, tail.id from run tail
      where tail.changed_at >= coalesce(
        (select state.watermark_changed_at::timestamptz from run_search_state state),
        '-infinity'::timestamptz)
    ${byName}
    union all select other.project_id, other.id from run other
      where lower('ABCDEFGHIJKLMNOPQRSTUVWXYZ') <> 'abcdefghijklmnopqrstuvwxyz'))`;
}

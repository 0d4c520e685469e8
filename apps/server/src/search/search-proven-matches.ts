import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { containingWordsTsQuerySql } from './search-vocabulary.js';
import { searchInsideWordMinLength } from './search-words.js';

/**
 * A condition on `run` joined to its search row aliased `indexed`, true for
 * runs whose document alone proves they hold `text` in their stored input or
 * output (what the search box tests with ILIKE), or null when documents cannot
 * prove it for this text. Only a text that is one run of ASCII letters and
 * digits can be proved: a fresh document (indexed at the run's current
 * `changed_at`) holding a whole word that contains it means the lower-cased
 * stored input or output contains it (a word never spans the two), and ILIKE
 * compares lower-cased text. Runs it leaves out may still match: it only
 * lets a count stop early (`runs/count-runs.ts`), never decides a run out.
 * The test is on each run's document, out of the words index's reach
 * (`coalesce`): the count reads the newest runs in order and stops past its
 * cap, where a frequent word's index entries are most of the project (10M
 * runs: 2.3 s to gather before the first was counted).
 * @example provenSearchMatches('refund') // fresh documents holding refund, refunds, …
 * @example provenSearchMatches('refund policy') // null: the words' order is not in the document
 */
export function provenSearchMatches(text: string): RawBuilder<SqlBool> | null {
  if (!/^[A-Za-z0-9]+$/.test(text) || text.length < searchInsideWordMinLength) return null;
  // Like the candidates, it assumes `lower` maps A–Z to a–z (not so under a Turkish collation).
  return sql<SqlBool>`(indexed.changed_at = run.changed_at
    and coalesce(indexed.document, ''::tsvector) @@ ${containingWordsTsQuerySql(text.toLowerCase())}::tsquery
    and lower('ABCDEFGHIJKLMNOPQRSTUVWXYZ') = 'abcdefghijklmnopqrstuvwxyz')`;
}

import { type RawBuilder, sql } from 'kysely';
import { longWordLexeme, searchWordMaxLength } from './search-words.js';

/**
 * Total size, in bytes of words, past which a run's document is not built (a
 * `tsvector` holds at most 1 MB): such a run keeps a NULL document and every
 * search rechecks it.
 */
export const searchDocumentMaxBytes = 512 * 1024;

/**
 * The search document of the run aliased `r`, in SQL, from the lower-cased
 * stored text of its input and output, the very text the search rechecks
 * (`input #>> '{}'`: a string as itself, anything else as JSON text): each
 * distinct word (run of `[a-z0-9]`) cut to `searchWordMaxLength`, and
 * `longWordLexeme` when a word is longer. A text inside words is found
 * through the vocabulary of every document's words (`search-vocabulary.ts`).
 * Built with PostgreSQL's own `lower`, the one ILIKE applies, so a character
 * whose lower case is an ASCII letter (the Kelvin sign) is a letter here
 * too. NULL past `searchDocumentMaxBytes`.
 */
export function searchDocumentSql(): RawBuilder<string | null> {
  const maxWord = sql.lit(searchWordMaxLength);
  return sql<string | null>`(with words as (${searchWordsSql()})
    select case
      when coalesce(sum(octet_length(lexemes.lexeme)), 0) > ${sql.lit(searchDocumentMaxBytes)} then null
      else array_to_tsvector(coalesce(array_agg(lexemes.lexeme), '{}'::text[])) end
    from (
      select distinct left(words.word, ${maxWord}) as lexeme from words
      union select ${sql.lit(longWordLexeme)} from words where length(words.word) > ${maxWord}
    ) as lexemes)`;
}

/** The distinct words of the run aliased `r`, the CTE `words (word)` of a document. */
function searchWordsSql(): RawBuilder<unknown> {
  return sql`select distinct part as word
    from regexp_split_to_table(
      lower(coalesce(r.input #>> '{}', '') || ' ' || coalesce(r.output #>> '{}', '')),
      '[^a-z0-9]+') as part
    where part <> ''`;
}

import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { longWordLexeme } from './search-words.js';

/**
 * Most vocabulary words one query word found inside words expands to. Past
 * it (a fragment as common as "ing" in a large vocabulary) the word narrows
 * nothing, and the other words of the query narrow the search alone.
 */
export const searchExpansionMaxWords = 5_000;

/**
 * A lexeme no document holds (documents hold `[a-z0-9]` words and
 * `longWordLexeme`): `!'~~none'` matches every document.
 */
const noDocumentLexeme = '~~none';

/**
 * The `tsquery` text, in SQL, matching the documents that hold `word`
 * (`[a-z0-9]`, lower case) anywhere inside one of their words: every
 * vocabulary word containing it, or `longWordLexeme` (the text may lie past
 * the part of a long word kept); or every document when more than
 * `searchExpansionMaxWords` words contain it. The vocabulary holds every
 * word of every document, and is written in the same transaction as the
 * documents, so no document holding `word` is missed. An uncorrelated scalar
 * subquery: PostgreSQL runs it once, before reading the words index.
 * @example insideWordTsQuerySql('fund') // "('fund' | 'refund' | 'refunds' | '~~long')"
 */
export function insideWordTsQuerySql(word: string): RawBuilder<string> {
  return sql<string>`(select case when count(*) > ${sql.lit(searchExpansionMaxWords)}
      then ${sql.lit(`!'${noDocumentLexeme}'`)}
      else '(' || coalesce(string_agg('''' || known.word || '''', ' | '), '') ||
        case when count(*) > 0 then ' | ' else '' end || ${sql.lit(`'${longWordLexeme}')`)} end
    from ${vocabularyWordsHolding(word)})`;
}

/**
 * The `tsquery` text, in SQL, matching the documents that hold a whole word
 * containing `word` (`longWordLexeme` left out: the part of a long word past
 * what is kept is not known); or NULL, matching nothing, when no word or more
 * than `searchExpansionMaxWords` contain it.
 */
export function containingWordsTsQuerySql(word: string): RawBuilder<string | null> {
  return sql<
    string | null
  >`(select case when count(*) between 1 and ${sql.lit(searchExpansionMaxWords)}
      then string_agg('''' || known.word || '''', ' | ') end
    from ${vocabularyWordsHolding(word)})`;
}

/** The vocabulary words holding `word`, at most one past `searchExpansionMaxWords`, aliased `known`. */
function vocabularyWordsHolding(word: string): RawBuilder<unknown> {
  return sql`(select vocabulary.word from search_word vocabulary
      where vocabulary.word like ${`%${word}%`}
      limit ${sql.lit(searchExpansionMaxWords + 1)}) as known`;
}

/**
 * Adds these document words to the vocabulary, in the transaction that
 * stores their documents. Sorted, so two writers take row locks in one order.
 */
export async function recordSearchWords(
  trx: Transaction<Database>,
  words: ReadonlySet<string>,
): Promise<void> {
  if (words.size === 0) return;
  await sql`insert into search_word (word)
    select unnest(${[...words].sort()}::text[]) on conflict do nothing`.execute(trx);
}

/**
 * Adds to the vocabulary the words of documents already stored (those
 * PostgreSQL built), read back from their `tsvector`.
 */
export async function recordStoredDocumentWords(
  trx: Transaction<Database>,
  runs: readonly { project_id: string; id: string }[],
): Promise<void> {
  if (runs.length === 0) return;
  await sql`insert into search_word (word)
    select distinct lexemes.lexeme from run_search indexed, unnest(indexed.document) as lexemes
    where (indexed.project_id, indexed.run_id) in (
        select * from unnest(${runs.map((run) => run.project_id)}::uuid[],
                             ${runs.map((run) => run.id)}::uuid[]))
      and left(lexemes.lexeme, 1) <> '~'
    order by lexemes.lexeme
    on conflict do nothing`.execute(trx);
}

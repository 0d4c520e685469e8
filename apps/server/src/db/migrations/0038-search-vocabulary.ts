import { type Kysely, sql } from 'kysely';

/**
 * Search documents keep whole words only (issue 18): the proper suffixes of
 * every word, which let a search find a text inside a word, tripled a
 * document's lexemes and were most of the words index's upkeep.
 * - `search_word`: every word of every document (`search/search-vocabulary.ts`),
 *   with a trigram index, so a text inside words expands to the words that
 *   hold it. Written with the documents, in their transaction.
 * - Filled here from the documents already indexed. Those keep their suffix
 *   lexemes (harmless: no search reads them now) until their run is indexed
 *   again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table search_word (word text primary key)`.execute(db);
  await sql`insert into search_word (word)
    select distinct lexemes.lexeme
    from run_search indexed, unnest(indexed.document) as lexemes
    where left(lexemes.lexeme, 1) <> '~'`.execute(db);
  await sql`create index search_word_trgm_idx on search_word using gin (word gin_trgm_ops)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('search_word').ifExists().execute();
}

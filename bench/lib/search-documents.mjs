// The search documents and content facts of every run of a project, built by the server's own
// SQL (`searchDocumentSql` and `contentFactsOf` of apps/server/dist), the vocabulary of the
// documents' words, and both indexers' watermarks moved past them: what a running deployment's
// search indexer leaves behind.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './server.mjs';

const serverDir = path.join(repoRoot, 'apps/server');
const require = createRequire(path.join(serverDir, 'package.json'));

/**
 * Five statements: `insert` takes the project id as $1 and a part as $2 of `parts` (run them side
 * by side, one per core), `vocabulary` then adds every document's words to the search vocabulary,
 * `watermark` moves the indexer past every run; `facts` and `factsWatermark` do the same for the
 * content facts (`search/content-facts.ts`). Needs a built server (`apps/server/dist`).
 */
export async function searchDocumentsSql(parts) {
  const { searchDocumentSql } = await import(
    pathToFileURL(path.join(serverDir, 'dist/search/search-document.js')).href
  );
  const kysely = await import(pathToFileURL(require.resolve('kysely')).href);
  // A database that only compiles: the document SQL has literals and no parameters.
  const compiler = new kysely.Kysely({
    dialect: {
      createAdapter: () => new kysely.PostgresAdapter(),
      createDriver: () => new kysely.DummyDriver(),
      createIntrospector: (db) => new kysely.PostgresIntrospector(db),
      createQueryCompiler: () => new kysely.PostgresQueryCompiler(),
    },
  });
  const document = searchDocumentSql().compile(compiler);
  if (document.parameters.length > 0)
    throw new Error('the search document SQL unexpectedly takes parameters');
  const { contentFactsOf, readTextsLateral } = await import(
    pathToFileURL(path.join(serverDir, 'dist/search/content-facts.js')).href
  );
  const facts = Object.entries(contentFactsOf(kysely.sql.ref('r.input'))).map(([column, value]) => {
    const compiled = value.compile(compiler);
    if (compiled.parameters.length > 0)
      throw new Error(`the content fact ${column} unexpectedly takes parameters`);
    return { column, sql: compiled.sql };
  });
  const texts = readTextsLateral(kysely.sql.ref('r.input'), kysely.sql.ref('r.output')).compile(
    compiler,
  ).sql;
  return {
    insert: `insert into run_search (project_id, run_id, changed_at, document)
      select r.project_id, r.id, r.changed_at, ${document.sql}
      from run r where r.project_id = $1 and get_byte(uuid_send(r.id), 15) % ${parts} = $2`,
    vocabulary: `insert into search_word (word)
      select distinct lexemes.lexeme from run_search indexed, unnest(indexed.document) as lexemes
      where left(lexemes.lexeme, 1) <> '~'
      on conflict do nothing`,
    facts: `insert into run_content_facts (project_id, run_id, changed_at, type, ${facts.map((fact) => fact.column).join(', ')})
      select r.project_id, r.id, r.changed_at, r.type, ${facts.map((fact) => fact.sql).join(', ')}
      from run r, ${texts} where r.project_id = $1 and get_byte(uuid_send(r.id), 15) % ${parts} = $2`,
    factsWatermark: `update run_content_facts_state set
      watermark_changed_at = last.changed_at::text, watermark_run_id = last.id, indexed_at = now()
      from (select changed_at, id from run order by changed_at desc, id desc limit 1) as last`,
    watermark: `update run_search_state set
      watermark_changed_at = last.changed_at::text, watermark_run_id = last.id, indexed_at = now()
      from (select changed_at, id from run order by changed_at desc, id desc limit 1) as last`,
  };
}

// The search documents of every run of a project in one statement, built by the server's own
// SQL (`searchDocumentSql` of apps/server/dist), and the indexer's watermark moved past them:
// and the vocabulary of their words: what a running deployment's search indexer leaves behind.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './server.mjs';

const serverDir = path.join(repoRoot, 'apps/server');
const require = createRequire(path.join(serverDir, 'package.json'));

/**
 * Three statements: `insert` takes the project id as $1 and a part as $2 of `parts` (run them side
 * by side, one per core), `vocabulary` then adds every document's words to the search vocabulary,
 * `watermark` moves the indexer past every run. Needs a built server (`apps/server/dist`).
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
  return {
    insert: `insert into run_search (project_id, run_id, changed_at, document)
      select r.project_id, r.id, r.changed_at, ${document.sql}
      from run r where r.project_id = $1 and get_byte(uuid_send(r.id), 15) % ${parts} = $2`,
    vocabulary: `insert into search_word (word)
      select distinct lexemes.lexeme from run_search indexed, unnest(indexed.document) as lexemes
      where left(lexemes.lexeme, 1) <> '~'
      on conflict do nothing`,
    watermark: `update run_search_state set
      watermark_changed_at = last.changed_at::text, watermark_run_id = last.id, indexed_at = now()
      from (select changed_at, id from run order by changed_at desc, id desc limit 1) as last`,
  };
}

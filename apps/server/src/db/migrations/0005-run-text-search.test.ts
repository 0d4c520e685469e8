import { serializeFilterBar } from '@lookout/filters';
import {
  type DatabaseConnection,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRuns } from '../../runs/run-selection.js';
import { indexSearchBatch } from '../../search/search-indexer.js';
import { all, filter, seedTestRuns } from '../../testing/filter-test-runs.js';
import { testDatabaseTargets } from '../../testing/test-databases.js';
import type { DatabaseHandle } from '../database.js';
import type { Database } from '../schema.js';
import { up } from './0005-run-text-search.js';

/** The trigram index left once migration 0034 moved input and output to the search index. */
const trigramIndexes = { run_name_trgm_idx: 'name' } as const;

describe.each(testDatabaseTargets())('logs search indexes on $kind', (target) => {
  let handle: DatabaseHandle;
  let projectId: string;
  beforeAll(async () => {
    handle = await target.open();
    projectId = await seedTestRuns(handle.db);
    // Enough LLM calls that reading the whole project costs more than the trigram indexes.
    await sql`insert into run (project_id, id, type, name, created_at, trace_id, input, output)
      select ${projectId}::uuid, id, 'llm', 'gpt-4o', now() - g * interval '1 minute', id,
             jsonb_build_array(jsonb_build_object('role', 'user', 'content', 'Where is order ' || g || '?')),
             jsonb_build_object('role', 'assistant', 'content', 'Order ' || g || ' ships tomorrow.')
        from (select g, gen_random_uuid() as id from generate_series(1, 3000) g) calls`.execute(
      handle.db,
    );
    while (!(await indexSearchBatch(handle.db)).caughtUp) {}
    // Vacuum moves the rows from the GIN pending list into the index, as autovacuum would.
    await sql`vacuum analyze run`.execute(handle.db);
    await sql`vacuum analyze run_search`.execute(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
  });

  /** The indexes the plan of a logs list reads, with sequential scans off (can, not will). */
  async function indexesRead(
    selection: (db: Kysely<Database>) => ReturnType<typeof selectRuns>,
  ): Promise<string[]> {
    return handle.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const plan = await selection(trx)
        .select('run.id')
        .orderBy('run.created_at', 'desc')
        .orderBy('run.id', 'desc')
        .limit(100)
        .explain<{ 'QUERY PLAN': string }>();
      const text = plan.map((row) => row['QUERY PLAN']).join('\n');
      return [...text.matchAll(/Bitmap Index Scan on (\w+)/g)].map((match) => match[1] ?? '');
    });
  }

  it('keeps a trigram index on the name only (0034 dropped those of input and output)', async () => {
    const { rows } = await sql<{ indexname: string; indexdef: string }>`
      select indexname, indexdef from pg_indexes
       where tablename = 'run' and indexname like '%trgm%' order by indexname`.execute(handle.db);
    expect(rows.map((row) => row.indexname).sort()).toEqual(Object.keys(trigramIndexes).sort());
    for (const row of rows) {
      const expression = trigramIndexes[row.indexname as keyof typeof trigramIndexes];
      expect(row.indexdef).toContain(`USING gin (${expression} gin_trgm_ops)`);
    }
  });

  it('lets the search box read the name trigram index and the search index', async () => {
    const read = await indexesRead((db) =>
      selectRuns(db, projectId, { type: 'llm', filters: '', search: 'refund' }),
    );
    expect(read).toEqual(expect.arrayContaining(['run_name_trgm_idx', 'run_search_document_idx']));
  });

  it('lets the search filter read the name trigram index and the search index', async () => {
    const filters = serializeFilterBar(all(filter('search', 'refund')));
    const read = await indexesRead((db) => selectRuns(db, projectId, { type: 'llm', filters }));
    expect(read).toEqual(expect.arrayContaining(['run_name_trgm_idx', 'run_search_document_idx']));
  });

  it('lets a string filter on any field read the search index', async () => {
    const read = await indexesRead((db) =>
      selectRuns(db, projectId, {
        type: 'llm',
        filters: serializeFilterBar(
          all(filter('string', 'any', 'contains', 'sensitive', 'Refund')),
        ),
      }),
    );
    expect(read).toContain('run_search_document_idx');
  });
});

/** A database on which every statement fails as PostgreSQL would, with `code` as its SQLSTATE. */
function databaseFailingWith(code: string, message: string): Kysely<unknown> {
  const connection: DatabaseConnection = {
    executeQuery: async () => {
      throw Object.assign(new Error(message), { code });
    },
    streamQuery: () => {
      throw new Error('not used');
    },
  };
  return new Kysely<unknown>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
      createDriver: () => ({
        init: async () => {},
        acquireConnection: async () => connection,
        beginTransaction: async () => {},
        commitTransaction: async () => {},
        rollbackTransaction: async () => {},
        releaseConnection: async () => {},
        destroy: async () => {},
      }),
    },
  });
}

describe('the migration on a PostgreSQL server without pg_trgm', () => {
  it('says to install the contrib modules when the extension is missing', async () => {
    const db = databaseFailingWith(
      '58P01',
      'could not open extension control file "/usr/share/postgresql/15/extension/pg_trgm.control": No such file or directory',
    );
    await expect(up(db)).rejects.toThrow(
      /needs the PostgreSQL extension pg_trgm, which this server does not have \(could not open extension control file .*\)\. Install PostgreSQL's contrib modules/,
    );
  });

  it('says who can create it when the role may not', async () => {
    const db = databaseFailingWith('42501', 'permission denied to create extension "pg_trgm"');
    await expect(up(db)).rejects.toThrow(/may not create it .*"create extension pg_trgm;"/);
  });
});

import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.js';
import type { Database } from './schema.js';

/** Which engine serves the database. */
export type DatabaseKind = 'pglite' | 'postgres';

/** An open database and the one way to close it. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Closes every connection (and for PGlite, flushes and closes the data directory). */
  close(): Promise<void>;
}

/** Where the database lives: a PostgreSQL URL, a PGlite directory, or PGlite in memory. */
export type DatabaseLocation =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir?: string };

/** How long to wait for a PostgreSQL connection before the request fails. */
const connectTimeoutMs = 10_000;

/**
 * Opens the database at `location`. PostgreSQL is not contacted yet (the server
 * starts while it is down): call `migrateToLatest` before serving requests.
 */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: location.url,
      max: 10,
      // While PostgreSQL is unreachable, a request fails fast with a 503 instead of hanging.
      connectionTimeoutMillis: connectTimeoutMs,
    });
    // An idle connection that PostgreSQL closes (a restart, a failover, a dropped
    // database) is only removed from the pool: without this listener the error
    // would be thrown from the pool and end the process.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL closed an idle connection: ${error.message}`);
    });
    // The pool listens only to idle connections. A connection checked out by a
    // request (inside a transaction, between two statements) that PostgreSQL
    // closes emits 'error' with no listener, which ends the process. The request
    // itself learns of it from its failing statement and answers 503; the pool
    // drops the broken connection when it is released.
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  if (location.dataDir) await mkdir(location.dataDir, { recursive: true });
  // pg_trgm backs the logs search indexes (migration 0005); PGlite loads it only when asked.
  const pglite = await PGlite.create(location.dataDir, { extensions: { pg_trgm } });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}

/** The database the server configuration points at. */
export function databaseLocation(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseLocation {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
}

import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.js';
import { PGliteThread } from './pglite-thread.js';
import { ReplicaDialect } from './replica-dialect.js';
import type { Database } from './schema.js';

/** Which engine serves the database. */
export type DatabaseKind = 'pglite' | 'postgres';

/** An open database and the one way to close it. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /**
   * Where list, search, analytics and export reads go: a streaming replica
   * (falling back to the primary while it is down) when one is configured,
   * else `db` itself.
   */
  reader: Kysely<Database>;
  /** Closes every connection (and for PGlite, flushes and closes the data directory). */
  close(): Promise<void>;
}

/** Where the database lives: a PostgreSQL URL, a PGlite directory, or PGlite in memory. */
export type DatabaseLocation =
  | {
      kind: 'postgres';
      url: string;
      replicaUrl?: string | undefined;
      /** How long a statement waits for a connection (10 s unless told; tests shorten it). */
      connectTimeoutMs?: number;
    }
  | {
      kind: 'pglite';
      dataDir?: string;
      /** A data directory tarball (`PGliteThread.dumpDataDir`) to start from instead of an empty cluster. */
      loadDataDir?: Blob | Uint8Array;
    };

/** How long to wait for a PostgreSQL connection before the request fails. */
const connectTimeoutMs = 10_000;
/** How long to wait for the read replica before reading from the primary instead. */
const replicaConnectTimeoutMs = 2_000;

/**
 * Opens the database at `location`. PostgreSQL is not contacted yet (the server
 * starts while it is down): call `migrateToLatest` before serving requests.
 */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if (location.kind === 'postgres') {
    // While PostgreSQL is unreachable, a request fails fast with a 503 instead of hanging.
    const pool = openPool(location.url, location.connectTimeoutMs ?? connectTimeoutMs);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    if (!location.replicaUrl)
      return { db, kind: 'postgres', reader: db, close: () => db.destroy() };
    // A replica that does not answer soon is skipped for the primary: a short wait.
    const replicaPool = openPool(location.replicaUrl, replicaConnectTimeoutMs);
    const reader = new Kysely<Database>({ dialect: new ReplicaDialect(replicaPool, pool) });
    return {
      db,
      kind: 'postgres',
      reader,
      async close() {
        await reader.destroy();
        await db.destroy();
      },
    };
  }
  if (location.dataDir) await mkdir(location.dataDir, { recursive: true });
  // PGlite runs in a worker thread of its own: its SQL never holds the event loop answering HTTP.
  const pglite = await PGliteThread.start({
    dataDir: location.dataDir,
    loadDataDir: location.loadDataDir,
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    reader: db,
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}

/**
 * Session settings of every connection (a URL's own `options` take their place):
 * - `jit=off`: PostgreSQL compiles a statement whose estimated cost passes
 *   `jit_above_cost` before running it, and a logs page over a filter no index
 *   serves (a regular expression on the output, at 20,000 runs) is estimated
 *   at millions though its `LIMIT` stops after a few hundred rows: it spent
 *   630 ms compiling and 1.7 ms reading. Lookout's statements read pages,
 *   counts capped at 10,000 and rollups; none runs long enough to gain.
 */
const sessionOptions = '-c jit=off';

/** A pool whose connections' errors never end the process. */
function openPool(url: string, connectionTimeoutMillis: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis,
    options: sessionOptions,
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
  return pool;
}

/** The database the server configuration points at. */
export function databaseLocation(config: {
  databaseUrl: string | undefined;
  databaseReplicaUrl?: string | undefined;
  dataDir: string;
}): DatabaseLocation {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, replicaUrl: config.databaseReplicaUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
}

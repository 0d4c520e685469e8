import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely } from 'kysely';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { PGliteDialect } from '../db/pglite-dialect.js';
import { PGliteThread } from '../db/pglite-thread.js';
import type { Database } from '../db/schema.js';

// Opening a PGlite and migrating it costs seconds on 2 cores, hundreds of times
// a suite. The migrated data directory (PGlite) or a template database
// (PostgreSQL) is made once per schema and copied for each test database.

const migrationsDir = path.resolve(import.meta.dirname, '../db/migrations');

/** Names the migrated schema: the migrations' sources and the PGlite release. */
function schemaKey(): string {
  const hash = createHash('sha256');
  // The PGlite release: its data directory format is what the snapshot holds.
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(path.join(path.dirname(pgliteEntry), '../package.json')));
  for (const file of readdirSync(migrationsDir).sort()) {
    if (file.includes('.test.')) continue;
    hash.update(file).update(readFileSync(path.join(migrationsDir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

let key: string | undefined;
function currentKey(): string {
  key ??= schemaKey();
  return key;
}

/** The migrated PGlite data directory as a tarball, made on first use. */
async function migratedPGliteTarball(): Promise<Blob> {
  const file = path.join(tmpdir(), `lookout-test-pglite-${currentKey()}.tar`);
  if (!existsSync(file)) {
    // The thread the server runs PGlite in, so the snapshot is what production would write.
    const pglite = await PGliteThread.start();
    const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
    try {
      await migrateToLatest(db);
      const dump = await pglite.dumpDataDir();
      // Written aside then renamed: a reader never sees half a file.
      const partial = `${file}.${randomBytes(4).toString('hex')}`;
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await rename(partial, file);
    } finally {
      await db.destroy();
      await pglite.close();
    }
  }
  return new Blob([await readFile(file)]);
}

let tarball: Promise<Blob> | undefined;

/** The migrated PGlite data directory as a tarball (`loadDataDir`), made once per process. */
export function migratedPGliteSnapshot(): Promise<Blob> {
  tarball ??= migratedPGliteTarball();
  return tarball;
}

/** A fresh, migrated, in-memory PGlite. */
export async function openMigratedPGlite(): Promise<DatabaseHandle> {
  return openDatabase({ kind: 'pglite', loadDataDir: await migratedPGliteSnapshot() });
}

/** The template database holding the migrated schema in the cluster at `adminUrl`, made on first use. */
export async function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `lookout_template_${currentKey()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    const building = `${name}_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${building}`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      await migrateToLatest(handle.db);
    } finally {
      await handle.close();
    }
    // Renamed once complete: another process never copies a half-migrated template.
    try {
      await admin.query(`alter database ${building} rename to ${name}`);
    } catch (error) {
      await admin.query(`drop database if exists ${building} with (force)`);
      const raced = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (!raced.rowCount) throw error;
    }
    return name;
  } finally {
    await admin.end();
  }
}

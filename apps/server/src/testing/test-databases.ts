import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, type DatabaseKind, openDatabase } from '../db/database.js';
import { migratedPostgresTemplate, openMigratedPGlite } from './migrated-database-snapshot.js';

/** A database engine the integration tests run against. */
export interface TestDatabaseTarget {
  kind: DatabaseKind;
  /** Opens a fresh, empty, migrated database; `close()` also removes it. */
  open(): Promise<DatabaseHandle>;
}

/** The PostgreSQL cluster of the PostgreSQL test tier (DATABASE_URL); in CI its absence is an error. */
export function postgresTestUrl(): string | undefined {
  const url = process.env.DATABASE_URL?.trim() || undefined;
  if (!url && process.env.CI === 'true') {
    throw new Error('CI=true but DATABASE_URL is not set: the PostgreSQL test tier cannot run.');
  }
  return url;
}

/**
 * PGlite always; PostgreSQL when DATABASE_URL is set. In CI a missing
 * PostgreSQL is an error, not a silent skip.
 */
export function testDatabaseTargets(): TestDatabaseTarget[] {
  const postgresUrl = postgresTestUrl();
  const targets: TestDatabaseTarget[] = [{ kind: 'pglite', open: openMigratedPGlite }];
  if (postgresUrl)
    targets.push({ kind: 'postgres', open: () => openMigratedPostgres(postgresUrl) });
  return targets;
}

/** A fresh, empty database in the PostgreSQL cluster at `adminUrl`, and the way to drop it. */
export async function createPostgresDatabase(
  adminUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `lookout_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      try {
        await cleaner.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleaner.end();
      }
    },
  };
}

async function openMigratedPostgres(adminUrl: string): Promise<DatabaseHandle> {
  const created = await createPostgresDatabase(adminUrl, await migratedPostgresTemplate(adminUrl));
  const handle = await openDatabase({ kind: 'postgres', url: created.url });
  return {
    ...handle,
    async close() {
      await handle.close();
      await created.drop();
    },
  };
}

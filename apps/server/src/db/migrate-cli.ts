import { loadConfig } from '../config/env.js';
import { databaseLocation, openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';

// `pnpm db:migrate`: apply pending migrations to the configured database and exit.
const config = loadConfig(process.env);
const handle = await openDatabase(databaseLocation(config));
try {
  const { results = [] } = await migrateToLatest(handle.db);
  for (const entry of results) console.info(`${entry.status}: ${entry.migrationName}`);
  console.info(
    results.length === 0 ? 'Database is up to date.' : `Applied ${results.length} migration(s).`,
  );
} finally {
  await handle.close();
}

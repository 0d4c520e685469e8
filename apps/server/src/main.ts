import { ConfigError, loadConfig } from './config/env.js';
import { startServer } from './server.js';
import { stopOnSignals } from './shutdown/stop-on-signals.js';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const starting = startServer(config);
  // Handled from the first moment: a Ctrl-C during migrations waits for them
  // to finish and then closes the database, instead of killing the process.
  // On PostgreSQL a second signal exits at once; PGlite's files must be closed first.
  stopOnSignals(
    { stop: async () => (await starting).stop() },
    { exitOnRepeat: Boolean(config.databaseUrl) },
  );
  const server = await starting;
  const database = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  console.info(`Lookout is running at ${server.url} (database: ${database})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

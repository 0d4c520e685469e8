import { ConfigError, loadConfig } from './config/env.js';
import { startServer } from './server.js';
import { stopOnSignals } from './shutdown/stop-on-signals.js';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const server = await startServer(config);
  const database = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  console.info(`Lookout is running at ${server.url} (database: ${database})`);

  stopOnSignals(server);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

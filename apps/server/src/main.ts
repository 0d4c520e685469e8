import { ConfigError, loadConfig } from './config/env.js';
import { startServer } from './server.js';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const server = await startServer(config);
  const database = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  console.info(`Lookout is running at ${server.url} (database: ${database})`);

  const shutdown = (signal: string) => {
    console.info(`${signal} received, shutting down…`);
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

import { ConfigError, loadConfig } from './config/env.js';
import { startServer } from './server.js';
import { stopOnSignals } from './shutdown/stop-on-signals.js';
import { warmTextEngines } from './text-analysis/text-engines.js';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  // The text analysers' dictionaries load while the database opens, so no request waits for them.
  warmTextEngines().catch((error: unknown) =>
    console.error('Loading the text analysers failed; they will load on first use:', error),
  );
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

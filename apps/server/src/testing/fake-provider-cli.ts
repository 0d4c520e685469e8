import { parseArgs } from 'node:util';
import { fakeProviderKeys } from './fake-provider-modes.js';
import { startFakeProviderServer } from './fake-provider-server.js';

/**
 * Starts the fake model provider for the e2e suite and local trials of the
 * playground: `node apps/server/dist/testing/fake-provider-cli.js --port 4010`
 * (after `pnpm --filter @lookout/server build`). Prints its base URL, then
 * serves until SIGINT or SIGTERM.
 */
const { values } = parseArgs({ options: { port: { type: 'string', default: '0' } } });
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a whole number between 0 and 65535 (got ${values.port})`);
  process.exit(2);
}
const fake = await startFakeProviderServer(port);
console.log(`Fake model provider listening at ${fake.baseUrl}`);
console.log(`Keys that pick a behaviour: ${JSON.stringify(fakeProviderKeys)}`);
const stop = () => {
  void fake.stop().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

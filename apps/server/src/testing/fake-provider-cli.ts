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
  process.stderr.write(`--port must be a whole number between 0 and 65535 (got ${values.port})\n`);
  process.exit(2);
}
const fake = await startFakeProviderServer(port);
process.stdout.write(`Fake model provider listening at ${fake.baseUrl}\n`);
process.stdout.write(`Keys that pick a behaviour: ${JSON.stringify(fakeProviderKeys)}\n`);
const stop = () => {
  void fake.stop().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

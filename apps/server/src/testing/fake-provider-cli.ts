import { parseArgs } from 'node:util';
import { fakeProviderKeys } from './fake-provider-modes.js';
import { startFakeProviderServer } from './fake-provider-server.js';

/**
 * Starts the fake model provider for the e2e suite and local trials of the
 * playground: `node apps/server/dist/testing/fake-provider-cli.js --port 4010`
 * (after `pnpm --filter @lookout/server build`); `--delay-ms 200` makes every
 * answer wait that long (benchmarks). Prints its base URL, then serves until
 * SIGINT or SIGTERM.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    'delay-ms': { type: 'string', default: '0' },
  },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write(`--port must be a whole number between 0 and 65535 (got ${values.port})\n`);
  process.exit(2);
}
const delayMs = Number(values['delay-ms']);
if (!Number.isInteger(delayMs) || delayMs < 0) {
  process.stderr.write(
    `--delay-ms must be a whole number of 0 or more (got ${values['delay-ms']})\n`,
  );
  process.exit(2);
}
const fake = await startFakeProviderServer(port, { delayMs });
process.stdout.write(`Fake model provider listening at ${fake.baseUrl}\n`);
process.stdout.write(`Keys that pick a behaviour: ${JSON.stringify(fakeProviderKeys)}\n`);
const stop = () => {
  void fake.stop().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

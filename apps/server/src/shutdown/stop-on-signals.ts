import type { RunningServer } from '../server.js';

const shutdownSignals = ['SIGINT', 'SIGTERM'] as const;

/**
 * Stops the server on SIGINT or SIGTERM, then exits 0 (1 when stopping fails).
 *
 * The handlers stay installed until the process exits: Ctrl-C in a terminal
 * reaches every process of the foreground group, and an impatient user presses
 * it twice. Node's default handler would kill the process on a second signal
 * while the embedded database is being closed, which can leave the data
 * directory half-written; here a repeated signal only says shutdown is under way.
 */
export function stopOnSignals(server: Pick<RunningServer, 'stop'>): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.info(`${signal} received, already stopping; waiting for the database to close…`);
      return;
    }
    stopping = true;
    console.info(`${signal} received, shutting down…`);
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  for (const signal of shutdownSignals) process.on(signal, onSignal);
}

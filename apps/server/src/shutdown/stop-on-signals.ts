import { constants } from 'node:os';
import type { RunningServer } from '../server.js';

const shutdownSignals = ['SIGINT', 'SIGTERM'] as const;

/** How a repeated signal is treated while the server stops. */
export interface StopOnSignalsOptions {
  /**
   * Exit at once on a second signal (the usual contract of orchestrators and
   * `docker stop`). Safe on PostgreSQL, where only unacknowledged requests are
   * cut off; not on PGlite, whose data directory is being flushed.
   */
  exitOnRepeat?: boolean;
}

/**
 * Stops the server on SIGINT or SIGTERM, then exits 0 (1 when stopping fails).
 *
 * The handlers stay installed until the process exits. With `exitOnRepeat`, a
 * second signal exits at once (128 + the signal's number). Without it (the
 * embedded database), a repeated signal only says shutdown is under way: Ctrl-C
 * in a terminal reaches every process of the foreground group, an impatient
 * user presses it twice, and Node's default handler would kill the process
 * while the data directory is being closed, which can leave it half-written.
 */
export function stopOnSignals(
  server: Pick<RunningServer, 'stop'>,
  { exitOnRepeat = false }: StopOnSignalsOptions = {},
): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping && exitOnRepeat) {
      console.info(`${signal} received again, exiting without waiting for requests in flight.`);
      process.exit(128 + constants.signals[signal]);
      return;
    }
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

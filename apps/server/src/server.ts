import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import type { ServerConfig } from './config/env.js';
import { databaseLocation, openDatabase } from './db/database.js';
import { isDatabaseUnavailable, outageReason } from './db/database-unavailable.js';
import { migrateToLatest } from './db/migrate.js';
import { retryWithBackoff } from './db/retry-with-backoff.js';
import { AnalysisThreadPool } from './enrichments/analysis-thread/analysis-thread-pool.js';
import type { ServerContext } from './http/app-env.js';
import { JobRunner } from './jobs/job-runner.js';
import { createServerContext } from './server-context.js';
import { type ServerJobs, serverJobs } from './server-jobs.js';
import { trackInFlightRequests } from './shutdown/in-flight-requests.js';
import { createStartingApp } from './starting-app.js';

/** A started server and the one way to stop it. */
export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** How long a stopping server lets requests in flight finish before closing their connections. */
const shutdownGraceMs = 25_000;

/** Waits between attempts to reach and migrate a database that was down at start. */
const startupBackoff = { firstMs: 250, maxMs: 2_000 };

/**
 * Opens and migrates the database, then listens. Used by main.ts and by tests.
 *
 * A PostgreSQL that cannot be reached at start does not stop the server: it
 * listens at once, answers liveness 200, readiness and every API call 503, and
 * migrates in the background (retrying with backoff) until the database answers.
 */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const database = await openDatabase(databaseLocation(config));
  const webDir = config.serveWeb ? config.webDir : undefined;
  let context: ServerContext | undefined;
  let jobs: JobRunner<ServerJobs> | undefined;
  let analysis: AnalysisThreadPool | undefined;
  // Who answers requests: the app once the database is ready, the starting app until then.
  // (Assigned below, before the server listens, on both paths.)
  let answering: { fetch: (request: Request, env: object) => Response | Promise<Response> };
  const prepare = async () => {
    await migrateToLatest(database.db);
    context = await createServerContext(config, database);
    answering = createApp({ context, ...(webDir ? { webDir } : {}) });
    // Jobs run beside the requests, never inside one; 0 workers leaves them to other processes.
    if (config.jobWorkers > 0) {
      // The offline enrichers' CPU runs in a low-priority thread, off the event loop that
      // acknowledges ingestion (started on the first enrichment job).
      if (config.enrichmentThreads > 0)
        analysis = new AnalysisThreadPool({ threads: config.enrichmentThreads });
      jobs = new JobRunner(database.db, serverJobs(database.db, context, analysis), {
        workers: config.jobWorkers,
        // Production evaluation and enrichment wait while ingestion keeps the writer busy,
        // and sweeps (retention) slow down to a small share of the time.
        ...(config.backgroundJobIntervalMs > 0
          ? {
              priority: {
                pressure: context.ingestPressure,
                everyMs: config.backgroundJobIntervalMs,
              },
              pacing: { pressure: context.ingestPressure },
            }
          : {}),
      });
      jobs.start();
    }
  };

  const stopWaiting = new AbortController();
  let waiting: Promise<void> | undefined;
  try {
    await prepare();
  } catch (error) {
    // PGlite cannot be "down", and a wrong password or a failing migration is not an outage.
    if (database.kind !== 'postgres' || !isDatabaseUnavailable(error)) {
      await database.close();
      throw error;
    }
    console.warn(
      `PostgreSQL cannot be reached (${outageReason(error)}): Lookout starts anyway, answers 503 until it can, and keeps retrying.`,
    );
    answering = createStartingApp({
      db: database.db,
      corsOrigins: config.corsOrigins,
      ...(webDir ? { webDir } : {}),
    });
    waiting = retryWithBackoff(prepare, {
      backoff: startupBackoff,
      signal: stopWaiting.signal,
      onFailure: (failure, retryInMs) => {
        if (!isDatabaseUnavailable(failure))
          console.error(`Preparing the database failed; retrying in ${retryInMs} ms:`, failure);
      },
    }).then(
      () => console.info('PostgreSQL is reachable and migrated: Lookout is ready.'),
      () => undefined,
    );
  }

  const server = await new Promise<Server>((resolve, reject) => {
    const instance = serve(
      {
        // Node's request and response ride along in `env` (read for the client address).
        fetch: (request, env) => answering.fetch(request, env),
        port: config.port,
        hostname: config.host,
      },
      () => resolve(instance as Server),
    );
    instance.once('error', reject);
  }).catch(async (error: unknown) => {
    stopWaiting.abort();
    await waiting;
    await database.close();
    throw error;
  });
  const inFlight = trackInFlightRequests(server);

  const { port } = server.address() as AddressInfo;
  const shownHost = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  let stopping: Promise<void> | undefined;
  return {
    url: `http://${shownHost}:${port}`,
    stop() {
      stopping ??= (async () => {
        stopWaiting.abort();
        await waiting;
        // Running jobs are asked to stop at once (they finish or are handed back to another process).
        const jobsStopped = jobs?.stop();
        // No new connections; idle keep-alive sockets would hold close() open.
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        // Requests in flight finish: their ingestion writes commit and they get their answer.
        if (!(await inFlight.whenIdle(shutdownGraceMs)))
          console.warn(
            `${inFlight.active} requests still running after ${shutdownGraceMs / 1000} s; closing their connections.`,
          );
        server.closeAllConnections();
        await closed;
        // Anything still queued (its request gone) is written before the database closes.
        await context?.runWriter.drain();
        await jobsStopped;
        await analysis?.close();
        await database.close();
      })();
      return stopping;
    },
  };
}

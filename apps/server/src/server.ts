import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import type { ServerConfig } from './config/env.js';
import { databaseLocation, openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { createServerContext } from './server-context.js';

/** A started server and the one way to stop it. */
export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** Opens and migrates the database, then listens. Used by main.ts and by tests. */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const database = await openDatabase(databaseLocation(config));
  let app: ReturnType<typeof createApp>;
  let context: Awaited<ReturnType<typeof createServerContext>>;
  try {
    await migrateToLatest(database.db);
    context = await createServerContext(config, database);
    app = createApp({ context, ...(config.serveWeb ? { webDir: config.webDir } : {}) });
  } catch (error) {
    await database.close();
    throw error;
  }

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const instance = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
      resolve(instance),
    );
    instance.once('error', reject);
  }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });

  const { port } = server.address() as AddressInfo;
  const shownHost = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  let stopping: Promise<void> | undefined;
  return {
    url: `http://${shownHost}:${port}`,
    stop() {
      stopping ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Idle keep-alive sockets would hold close() open.
          if ('closeAllConnections' in server) server.closeAllConnections();
        });
        // Acknowledged events are committed; anything still queued is written before the database closes.
        await context.runWriter.drain();
        await database.close();
      })();
      return stopping;
    },
  };
}

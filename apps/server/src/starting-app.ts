import { OpenAPIHono } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import { checkReadiness } from './db/readiness.js';
import type { Database } from './db/schema.js';
import { databaseUnavailableError } from './http/database-unavailable-error.js';
import { useEdgeHeaders } from './http/edge-headers.js';
import { serveWebApp } from './http/serve-web.js';
import { healthRoutes } from './routes/health.route.js';

/**
 * What the server answers while it waits for its database at start: liveness
 * 200, readiness 503 (probing the database each time), the web app's files,
 * and 503 `database_unavailable` with Retry-After for every other request, so
 * SDKs keep their events and send them again.
 */
export function createStartingApp({
  db,
  webDir,
  corsOrigins = [],
}: {
  db: Kysely<Database>;
  webDir?: string;
  corsOrigins?: readonly string[];
}) {
  const app = new OpenAPIHono();
  useEdgeHeaders(app, corsOrigins);
  app.route('/v1', healthRoutes({ started: false, readiness: () => checkReadiness(db) }));
  if (webDir) serveWebApp(app, webDir);
  app.all('*', (c) => {
    const error = databaseUnavailableError();
    return c.json(error.toBody(), error.status, error.headers);
  });
  return app;
}

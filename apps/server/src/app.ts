import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { DatabaseHandle } from './db/database.js';
import { ApiError } from './http/api-error.js';
import { serveWebApp } from './http/serve-web.js';
import { versionRoute } from './routes/version.route.js';

/** What the app needs from the process that hosts it. */
export interface AppDependencies {
  database: DatabaseHandle;
  /** When set, the built web app is served from this directory. */
  webDir?: string;
}

/** Builds the HTTP application: every route, the error contract and, optionally, the web app. */
export function createApp({ webDir }: AppDependencies): Hono {
  const app = new Hono();

  app.route('/v1', versionRoute);

  if (webDir) serveWebApp(app, webDir);

  app.notFound((c) =>
    c.json({ error: 'Not found', message: `No route for ${c.req.method} ${c.req.path}.` }, 404),
  );

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      return c.json({ error: error.title, message: error.message }, error.status);
    }
    if (error instanceof HTTPException) {
      return c.json({ error: 'Request failed', message: error.message }, error.status);
    }
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    return c.json(
      { error: 'Internal server error', message: 'Something went wrong on the server.' },
      500,
    );
  });

  return app;
}

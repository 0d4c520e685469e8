import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Env, Hono } from 'hono';

/** Paths the web app never owns: unknown ones answer JSON 404s, not the SPA. */
const apiPrefixes = ['/v1/', '/auth/', '/api/', '/otel/'];

/**
 * Serves the built web app from `webDir`: real files as they are, every other
 * GET that is not an API path gets `index.html` so client-side routes load.
 */
export function serveWebApp<E extends Env>(app: Hono<E>, webDir: string): void {
  const indexFile = path.join(webDir, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(
      `The web app is not built: ${indexFile} is missing. Run "pnpm build" first, or set LOOKOUT_WEB_DIR.`,
    );
  }
  const root = path.relative(process.cwd(), webDir) || '.';
  const isApiPath = (requestPath: string) =>
    apiPrefixes.some((prefix) => requestPath.startsWith(prefix));

  app.use('*', async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    if (isApiPath(c.req.path)) return next();
    return serveStatic({
      root,
      // The build writes Brotli and gzip copies beside each asset (vite-plugin-compression2).
      precompressed: true,
      onFound: (filePath, context) => {
        // Hashed assets never change; index.html must always be revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        context.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    })(c, next);
  });
  // The shell page is small and fixed for the life of the process: keep it in memory.
  const indexHtml = readFileSync(indexFile, 'utf8');
  app.get('*', async (c, next) => {
    if (isApiPath(c.req.path)) return next();
    // A missing file (an old tab asking for assets of a previous build) is a 404, not the app page.
    if (c.req.path.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(c.req.path)) return next();
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';

const assetsDir = path.dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);
const assets = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
} as const;

// The page's own script is a file too: the Content-Security-Policy allows no inline script.
// No validator badge: it would load an image from a third-party host. Groups start collapsed:
// Swagger UI stops rendering after the first groups when all ~170 operations start expanded.
const initScript = `window.addEventListener('load', () => {
  const root = document.getElementById('api-docs');
  SwaggerUIBundle({ url: root.dataset.specUrl, dom_id: '#api-docs', deepLinking: true, docExpansion: 'none', validatorUrl: null });
});
`;

const page = (specUrl: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Lookout API</title>
    <link rel="stylesheet" href="./docs/swagger-ui.css" />
  </head>
  <body>
    <div id="api-docs" data-spec-url="${encodeURI(specUrl)}"></div>
    <script src="./docs/swagger-ui-bundle.js"></script>
    <script src="./docs/swagger-init.js"></script>
  </body>
</html>`;

/**
 * `GET /v1/docs`: the OpenAPI document rendered by Swagger UI, served from the
 * installed package (no third-party script host).
 */
export function apiDocsRoutes(specUrl: string) {
  const cache = new Map<string, string>();
  return new Hono()
    .get('/docs', (c) => c.html(page(specUrl)))
    .get('/docs/swagger-init.js', (c) => {
      c.header('Content-Type', 'text/javascript; charset=utf-8');
      return c.body(initScript);
    })
    .get('/docs/:asset', async (c) => {
      const name = c.req.param('asset');
      if (!(name in assets)) return c.notFound();
      let body = cache.get(name);
      if (body === undefined) {
        body = await readFile(path.join(assetsDir, name), 'utf8');
        cache.set(name, body);
      }
      c.header('Content-Type', assets[name as keyof typeof assets]);
      c.header('Cache-Control', 'public, max-age=86400');
      return c.body(body);
    });
}

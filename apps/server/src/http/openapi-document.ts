import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Hono } from 'hono';
import { serverVersion } from '../version.js';
import { operationSecurity } from './api-security.js';
import type { AppEnv } from './app-env.js';
import { authenticate } from './authenticate.js';
import { nullableFor30 } from './openapi-30-schemas.js';
import { operationIdFor } from './operation-id.js';

/** The OpenAPI 3.1 document the app publishes. */
export type OpenApiDocument = ReturnType<OpenAPIHono['getOpenAPI31Document']>;

const operationMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const info = {
  title: 'Lookout API',
  version: serverVersion,
  description:
    'Every call of the Lookout dashboard and SDKs. Authenticate with `Authorization: Bearer <session token or API key>`; SDK ingestion takes the project key (Langfuse SDKs: Basic with the public key as user and the private key as password).',
  license: { name: 'Apache License 2.0', identifier: 'Apache-2.0' },
};

/** 3.0 names a licence by its URL (`identifier` came with 3.1). */
const info30 = {
  ...info,
  license: { name: 'Apache License 2.0', url: 'https://www.apache.org/licenses/LICENSE-2.0' },
};

/** The OpenAPI versions the app publishes its document in. */
export type OpenApiVersion = '3.1' | '3.0';

/**
 * The OpenAPI document of `app`, complete for a standard linter and for client
 * generators: every operation gets an `operationId` (derived from method and
 * path where its route names none) and a security requirement (derived from
 * the middleware that guards it where its route declares none), and the
 * document names the server that answers it. `3.0` is the same API for tools
 * that read 3.0 only (Swagger UI among them renders it several times faster).
 */
export function buildOpenApiDocument(
  app: OpenAPIHono<AppEnv>,
  serverUrl: string,
  version: OpenApiVersion = '3.1',
): OpenApiDocument {
  const servers = [{ url: serverUrl, description: 'This Lookout server' }];
  const document: OpenApiDocument =
    version === '3.1'
      ? app.getOpenAPI31Document({ openapi: '3.1.0', info, servers })
      : // The 3.0 and 3.1 shapes differ only inside schemas, which nothing below reads.
        (nullableFor30(
          app.getOpenAPIDocument({ openapi: '3.0.3', info: info30, servers }),
        ) as OpenApiDocument);
  const guarded = authenticatedRoutes(app);
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of operationMethods) {
      const operation = item[method as keyof typeof item];
      if (!operation || typeof operation !== 'object' || !('responses' in operation)) continue;
      operation.operationId ??= operationIdFor(method, path);
      operation.security ??= operationSecurity(path, guarded(method, path));
    }
  }
  return document;
}

/**
 * `GET path`: the app's OpenAPI document in `version`, built at the first call (once every route
 * is mounted) and kept: building it takes a few hundred milliseconds.
 */
export function serveOpenApiDocument(
  app: OpenAPIHono<AppEnv>,
  path: string,
  version: OpenApiVersion = '3.1',
): void {
  let document: OpenApiDocument | undefined;
  app.get(path, (c) => {
    document ??= buildOpenApiDocument(app, c.var.ctx.config.appUrl, version);
    return c.json(document);
  });
}

/**
 * Whether the `authenticate` middleware runs for an operation, read from the
 * app's route table (`v1.use('*', authenticate)` covers `/v1/*`; a route may
 * also list it itself), so the document follows the code rather than a list.
 */
function authenticatedRoutes(app: Hono<AppEnv>): (method: string, path: string) => boolean {
  const guards = app.routes
    .filter((route) => route.handler === authenticate)
    .map((route) => ({ method: route.method, pattern: routePattern(route.path) }));
  return (method, path) => {
    // A documented `{param}` stands for any one segment.
    const sample = path.replace(/\{[^}]+\}/g, '_');
    return guards.some(
      (guard) =>
        (guard.method === 'ALL' || guard.method === method.toUpperCase()) &&
        guard.pattern.test(sample),
    );
  };
}

/** A Hono route path (`/v1/*`, `/runs/:id`) as a regular expression over request paths. */
function routePattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

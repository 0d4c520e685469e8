import type { Env, Hono } from 'hono';
import { cors } from 'hono/cors';
import { noStore } from './no-store.js';
import { securityHeaders } from './security-headers.js';

/**
 * What every answer carries before any route runs: the security headers, no-store on API
 * answers and, when origins are configured, CORS for the API and the SDK routes. Shared by the
 * app and the one that answers while the database is not reachable yet, so a browser SDK sees
 * that 503 (and may retry) rather than a CORS failure.
 */
export function useEdgeHeaders<E extends Env>(app: Hono<E>, corsOrigins: readonly string[]): void {
  app.use('*', securityHeaders());
  app.use('/v1/*', noStore);
  app.use('/auth/*', noStore);
  if (corsOrigins.length === 0) return;
  const anyOrigin = corsOrigins.includes('*');
  const apiCors = cors({ origin: anyOrigin ? '*' : [...corsOrigins], credentials: !anyOrigin });
  app.use('/v1/*', apiCors);
  // SDKs running in a browser send events and scores straight to these (`/v1/traces` and
  // `/v1/runs/ingest` are under `/v1/*` already).
  for (const path of ['/api/report', '/api/public/*', '/otel/v1/traces']) app.use(path, apiCors);
  app.use('/auth/*', cors({ origin: anyOrigin ? '*' : [...corsOrigins] }));
}

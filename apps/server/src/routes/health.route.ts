import { createRoute } from '@hono/zod-openapi';
import {
  type DatabaseReadiness,
  type HealthResponse,
  healthResponseSchema,
  type NotReadyResponse,
  notReadyResponseSchema,
  type Readiness,
  readinessSchema,
} from '@lookout/domain';
import { databaseRetryAfterSeconds } from '../db/database-unavailable.js';
import { createRouter, jsonContent } from '../http/router.js';
import { serverVersion } from '../version.js';

const tags = ['Health'];

/** What the health routes report: whether start-up finished, and a live readiness probe. */
export interface HealthSource {
  /** False while the server still waits for the database at start. */
  started: boolean;
  readiness(): Promise<DatabaseReadiness>;
}

function notReadyMessage(readiness: Readiness): string {
  if (readiness.database === 'unreachable')
    return 'The database cannot be reached; the server keeps retrying by itself.';
  if (readiness.migrations !== 'current')
    return 'The database schema is not up to date yet; migrations run at start.';
  return 'The server is still starting; it serves the API in a moment.';
}

/**
 * `GET /v1/health` (liveness: the process serves HTTP) and `GET /v1/ready`
 * (readiness: the database answers and its migrations are current), for
 * orchestrators and load balancers. Public: no token needed.
 */
export function healthRoutes(source: HealthSource) {
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/health',
        tags,
        security: [],
        summary: 'Liveness: 200 while the process serves HTTP, even when the database is down',
        responses: { 200: jsonContent(healthResponseSchema, 'The process is alive') },
      }),
      (c) =>
        c.json(
          {
            status: 'ok',
            version: serverVersion,
            started: source.started,
          } satisfies HealthResponse,
          200,
        ),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/ready',
        tags,
        security: [],
        summary: 'Readiness: 200 when the database answers and every migration has run',
        responses: {
          200: jsonContent(readinessSchema, 'Ready to serve requests'),
          503: jsonContent(
            notReadyResponseSchema,
            'Not ready (code database_unavailable); retry after Retry-After seconds.',
          ),
        },
      }),
      async (c) => {
        const readiness: Readiness = { ...(await source.readiness()), started: source.started };
        if (
          readiness.started &&
          readiness.database === 'reachable' &&
          readiness.migrations === 'current'
        )
          return c.json(readiness, 200);
        c.header('Retry-After', String(databaseRetryAfterSeconds));
        return c.json(
          {
            error: 'Not ready',
            message: notReadyMessage(readiness),
            code: 'database_unavailable',
            ...readiness,
          } satisfies NotReadyResponse,
          503,
        );
      },
    );
}

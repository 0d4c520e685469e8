import { Hono } from 'hono';
import { ApiError } from '../../http/api-error.js';
import type { AppEnv, ServerContext } from '../../http/app-env.js';
import { bearerToken } from '../../http/authenticate.js';
import { storeEvents } from '../../write-path/store-events.js';
import { adaptLangfuseBatch } from '../langfuse.adapter.js';
import { listedRejections } from '../request-limits.js';
import { type IngestTarget, resolveIngestTarget } from './ingest-target.js';
import { exceedsJsonDepth, maxJsonDepth } from './json-depth.js';
import { otlpTraceHandler } from './otlp.routes.js';

/** The user and password of `Authorization: Basic …`, or null. */
export function basicCredentials(
  header: string | undefined,
): { user: string; password: string } | null {
  const match = header?.match(/^Basic\s+(.+)$/i);
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1].trim(), 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator < 0) return null;
  return { user: decoded.slice(0, separator), password: decoded.slice(separator + 1) };
}

/**
 * Langfuse authenticates with Basic `publicKey:secretKey`: the project's public
 * key as user and its private key as password, both of one project. A browser
 * client sends its Bearer public key instead.
 */
export async function resolveLangfuseTarget(
  ctx: ServerContext,
  authorization: string | undefined,
  options: { checkEventCap?: boolean } = {},
): Promise<IngestTarget> {
  const credentials = basicCredentials(authorization);
  if (!credentials) return resolveIngestTarget(ctx, bearerToken(authorization), options);
  const target = await resolveIngestTarget(ctx, credentials.password, options);
  if (target.keyType !== 'private') {
    throw new ApiError(
      401,
      'Invalid access token',
      "The password (Langfuse secret key) must be the project's private key; the user (Langfuse public key) is its public key.",
    );
  }
  const publicKey = await ctx.db
    .selectFrom('api_key')
    .select('key')
    .where('project_id', '=', target.projectId)
    .where('type', '=', 'public')
    .executeTakeFirst();
  if (publicKey?.key !== credentials.user) {
    throw new ApiError(
      401,
      'Invalid access token',
      'The public and secret keys do not belong to the same project.',
    );
  }
  return target;
}

/**
 * Langfuse SDKs: `POST /api/public/ingestion` answers 207 with a success or
 * an error per envelope (retries are harmless: merging is idempotent), and
 * `POST /api/public/otel/v1/traces` takes their OTLP spans. Always JSON, as the
 * SDK parses every answer.
 */
export const langfuseIngestRoutes = new Hono<AppEnv>()
  .post('/api/public/ingestion', async (c) => {
    const target = await resolveLangfuseTarget(c.var.ctx, c.req.header('authorization'));
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw new ApiError(
        400,
        'Invalid request',
        'The body is not valid JSON. Send {"batch": [...]}.',
      );
    }
    if (exceedsJsonDepth(body)) {
      throw new ApiError(
        400,
        'Invalid request',
        `The body nests deeper than ${maxJsonDepth} levels.`,
      );
    }
    const adapted = adaptLangfuseBatch(body, { receivedAt: new Date() });
    if (!adapted.ok) throw new ApiError(400, 'Invalid request', adapted.error);
    await storeEvents(
      c.var.ctx,
      target,
      adapted.items.flatMap((item) => item.events),
    );
    return c.json(
      {
        successes: adapted.items.map((item) => ({ id: item.id, status: 201 })),
        // The first refusals only: the SDK counts a non-empty list as failure and logs it.
        errors: listedRejections(adapted.rejections).rejected.map((rejection) => ({
          id: rejection.id ?? String(rejection.index),
          status: 400,
          message: rejection.reason,
          error: rejection.reason,
        })),
      },
      207,
    );
  })
  .post('/api/public/otel/v1/traces', async (c) => {
    const target = await resolveLangfuseTarget(c.var.ctx, c.req.header('authorization'));
    return otlpTraceHandler(() => null, target)(c);
  });

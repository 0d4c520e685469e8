import { Hono } from 'hono';
import { ApiError } from '../../http/api-error.js';
import type { AppEnv } from '../../http/app-env.js';
import { bearerToken } from '../../http/authenticate.js';
import { storeEvents } from '../../write-path/store-events.js';
import { adaptLunaryBody } from '../lunary.adapter.js';
import { extractLegacyReportKey } from '../lunary-body.js';
import { listedRejections } from '../request-limits.js';
import { resolveIngestTarget } from './ingest-target.js';
import { exceedsJsonDepth, maxJsonDepth } from './json-depth.js';

async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(
      400,
      'Invalid request',
      'The body is not valid JSON. Send {"events": [...]}.',
    );
  }
  if (exceedsJsonDepth(body)) {
    throw new ApiError(
      400,
      'Invalid request',
      `The body nests deeper than ${maxJsonDepth} levels.`,
    );
  }
  return body;
}

/**
 * Lunary SDK ingestion: `POST /v1/runs/ingest` (Bearer project key) and the
 * legacy `POST /api/report` (key in `events[0].appId`). Good events are stored
 * even when others in the batch are refused; each refusal has its reason.
 * 200 when all were stored, 207 when some were refused, 400 when none were usable.
 */
export const lunaryIngestRoutes = new Hono<AppEnv>();

for (const [path, legacy] of [
  ['/v1/runs/ingest', false],
  ['/api/report', true],
] as const) {
  lunaryIngestRoutes.post(path, async (c) => {
    const body = await readJsonBody(c.req.raw);
    const key =
      bearerToken(c.req.header('authorization')) ??
      (legacy ? extractLegacyReportKey(body) : undefined);
    const target = await resolveIngestTarget(c.var.ctx, key);
    const adapted = adaptLunaryBody(body, { receivedAt: new Date() });
    if (!adapted.ok) throw new ApiError(400, 'Invalid request', adapted.error);
    await storeEvents(c.var.ctx, target, adapted.events);
    const rejections = adapted.rejections;
    const status = rejections.length === 0 ? 200 : adapted.events.length > 0 ? 207 : 400;
    const outcome = {
      ok: rejections.length === 0,
      accepted: adapted.events.length,
      ...listedRejections(rejections),
    };
    if (status !== 400) return c.json(outcome, status);
    // Nothing stored: the error shape of every other 4xx, with the per-event reasons kept.
    const first = rejections[0];
    return c.json(
      {
        error: 'Invalid request',
        message: `No event could be stored${first ? `: event ${first.index}: ${first.reason}` : '.'}`,
        ...outcome,
      },
      400,
    );
  });
}

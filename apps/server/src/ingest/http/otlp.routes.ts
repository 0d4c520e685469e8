import { type Context, Hono } from 'hono';
import { ApiError } from '../../http/api-error.js';
import type { AppEnv } from '../../http/app-env.js';
import { bearerToken } from '../../http/authenticate.js';
import { storeEvents } from '../../write-path/store-events.js';
import { adaptOtlpRequest } from '../otlp/otlp.adapter.js';
import { type IngestTarget, resolveIngestTarget } from './ingest-target.js';
import { exceedsJsonDepth, maxJsonDepth } from './json-depth.js';

/** Largest OTLP body read off the wire (compressed). */
export const otlpBodyLimitBytes = 16 * 1024 * 1024;

/**
 * Runs the OTLP decoder, turning a stack overflow from absurdly nested
 * attribute values (kvlists in kvlists…) into a 400 instead of a 500.
 */
function decodeWithinDepth<T>(decode: () => T): T {
  try {
    return decode();
  } catch (error) {
    if (error instanceof RangeError) {
      throw new ApiError(
        400,
        'Invalid request',
        'The trace nests attribute values too deeply to be read.',
      );
    }
    throw error;
  }
}

/** Reads a request body up to `limit` bytes, also when it is chunked with no length. */
export async function readBodyBytes(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > limit)
    throw new ApiError(
      413,
      'Payload too large',
      `The body is larger than ${limit / 1024 / 1024} MiB.`,
    );
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new ApiError(
        413,
        'Payload too large',
        `The body is larger than ${limit / 1024 / 1024} MiB.`,
      );
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * OTLP/HTTP traces: `POST /v1/traces` and `/otel/v1/traces` (Bearer project
 * key), JSON or protobuf, optionally gzip. Spans of the GenAI conventions,
 * OpenInference and OpenLLMetry become runs. Answers in the request's encoding.
 */
export function otlpTraceHandler(
  resolveKey: (authorization: string | undefined) => string | null,
  knownTarget?: IngestTarget,
) {
  return async (c: Context<AppEnv>) => {
    const target =
      knownTarget ??
      (await resolveIngestTarget(c.var.ctx, resolveKey(c.req.header('authorization'))));
    const body = await readBodyBytes(c.req.raw, otlpBodyLimitBytes);
    const adapted = decodeWithinDepth(() =>
      adaptOtlpRequest(body, c.req.header('content-type'), c.req.header('content-encoding'), {
        receivedAt: new Date(),
      }),
    );
    if (!adapted.ok)
      throw new ApiError(
        adapted.status,
        adapted.status === 413 ? 'Payload too large' : 'Invalid request',
        adapted.error,
      );
    if (exceedsJsonDepth(adapted.events)) {
      throw new ApiError(
        400,
        'Invalid request',
        `The trace nests attribute values deeper than ${maxJsonDepth} levels.`,
      );
    }
    await storeEvents(c.var.ctx, target, adapted.events);
    const rejectedSpans = new Set(
      adapted.rejections.map((rejection) => rejection.id ?? rejection.index),
    ).size;
    if (adapted.format === 'protobuf') {
      // An empty ExportTraceServiceResponse.
      return c.body(new Uint8Array(), 200, { 'content-type': 'application/x-protobuf' });
    }
    return c.json(
      rejectedSpans === 0
        ? { partialSuccess: {} }
        : {
            partialSuccess: {
              rejectedSpans: String(rejectedSpans),
              errorMessage: adapted.rejections
                .slice(0, 20)
                .map((rejection) => `${rejection.id ?? `#${rejection.index}`}: ${rejection.reason}`)
                .join('; '),
            },
          },
      200,
    );
  };
}

export const otlpIngestRoutes = new Hono<AppEnv>()
  .post('/v1/traces', otlpTraceHandler(bearerToken))
  .post('/otel/v1/traces', otlpTraceHandler(bearerToken));

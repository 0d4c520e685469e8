import { gunzipSync, inflateSync } from 'node:zlib';
import type { IngestRejection } from '../../write-path/run-event.js';
import { type OtlpSpan, spansFromExportRequest } from './otlp-span.js';
import { exportTraceServiceRequestType } from './otlp-trace.proto.js';

/** The two OTLP/HTTP encodings; the response must use the request's. */
export type OtlpFormat = 'json' | 'protobuf';

export type OtlpDecodeResult =
  | { ok: true; format: OtlpFormat; spans: OtlpSpan[]; rejections: IngestRejection[] }
  | { ok: false; format: OtlpFormat; status: 400 | 413 | 415; error: string };

export interface OtlpDecodeOptions {
  /** Largest body accepted after decompression; stops zip bombs. Default 32 MiB. */
  maxDecompressedBytes?: number;
}

const defaultMaxBytes = 32 * 1024 * 1024;

function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function formatOf(type: string, body: Uint8Array): OtlpFormat | undefined {
  if (type === 'application/json' || type.endsWith('+json')) return 'json';
  if (
    type === 'application/x-protobuf' ||
    type === 'application/protobuf' ||
    type === 'application/vnd.google.protobuf'
  ) {
    return 'protobuf';
  }
  // No type at all: JSON starts with '{' (after optional whitespace), protobuf never does.
  if (type === '')
    return Buffer.from(body.subarray(0, 64)).toString('utf8').trimStart().startsWith('{')
      ? 'json'
      : 'protobuf';
  return undefined;
}

function isGzip(body: Uint8Array): boolean {
  return body[0] === 0x1f && body[1] === 0x8b;
}

function decompress(
  body: Uint8Array,
  encoding: string,
  maxBytes: number,
): { ok: true; body: Uint8Array } | { ok: false; status: 400 | 413 | 415; error: string } {
  const name = encoding.trim().toLowerCase();
  // Some clients gzip without saying so; the magic bytes tell.
  const gzip =
    name === 'gzip' || name === 'x-gzip' || ((name === '' || name === 'identity') && isGzip(body));
  if (!gzip && name !== 'deflate') {
    if (name !== '' && name !== 'identity') {
      return {
        ok: false,
        status: 415,
        error: `Unsupported content encoding '${encoding}' (use gzip or none)`,
      };
    }
    if (body.byteLength > maxBytes)
      return { ok: false, status: 413, error: 'Request body too large' };
    return { ok: true, body };
  }
  try {
    const options = { maxOutputLength: maxBytes };
    return { ok: true, body: gzip ? gunzipSync(body, options) : inflateSync(body, options) };
  } catch (error) {
    if (error instanceof RangeError) {
      return {
        ok: false,
        status: 413,
        error: `Decompressed body is larger than ${maxBytes} bytes`,
      };
    }
    return { ok: false, status: 400, error: gzip ? 'Invalid gzip body' : 'Invalid deflate body' };
  }
}

function decodeProtobuf(body: Uint8Array): unknown {
  const message = exportTraceServiceRequestType.decode(body);
  return exportTraceServiceRequestType.toObject(message, {
    longs: String,
    bytes: String,
    enums: Number,
    defaults: false,
    arrays: true,
  });
}

/**
 * Decodes an OTLP/HTTP trace export body (`POST /v1/traces`) into spans:
 * `application/json` or `application/x-protobuf`, optionally gzip- (or deflate-)
 * compressed, decompression capped to stop zip bombs. Spans with unusable ids
 * are rejected one by one; a body that cannot be read at all is an error with
 * the HTTP status to answer.
 *
 * @example
 * decodeOtlpRequest(gzippedProtobuf, 'application/x-protobuf', 'gzip')
 * // { ok: true, format: 'protobuf', spans: [...], rejections: [] }
 */
export function decodeOtlpRequest(
  body: Uint8Array,
  contentType: string | undefined,
  contentEncoding: string | undefined,
  options: OtlpDecodeOptions = {},
): OtlpDecodeResult {
  const maxBytes = options.maxDecompressedBytes ?? defaultMaxBytes;
  const type = mediaType(contentType);
  const inflated = decompress(body, contentEncoding ?? '', maxBytes);
  const format = formatOf(type, inflated.ok ? inflated.body : body);
  if (!format) {
    return {
      ok: false,
      format: 'json',
      status: 415,
      error: `Unsupported content type '${contentType}' (use application/json or application/x-protobuf)`,
    };
  }
  if (!inflated.ok) return { ...inflated, format };

  let request: unknown;
  try {
    request =
      format === 'json'
        ? JSON.parse(Buffer.from(inflated.body).toString('utf8'))
        : decodeProtobuf(inflated.body);
  } catch {
    return {
      ok: false,
      format,
      status: 400,
      error: format === 'json' ? 'Invalid JSON body' : 'Invalid protobuf body',
    };
  }
  const result = spansFromExportRequest(request, format === 'json' ? 'hex' : 'base64');
  if (!result.ok) return { ok: false, format, status: 400, error: result.error };
  return { ok: true, format, spans: result.spans, rejections: result.rejections };
}

import type { JsonValue } from '@lookout/domain';
import type { IngestRejection } from '../../write-path/run-event.js';
import { ownEntry } from '../own-entry.js';
import { isRawObject, type RawObject, rawField } from '../raw-fields.js';

/** Span attributes with their OTLP `AnyValue`s turned into JSON. */
export type SpanAttributes = Record<string, JsonValue>;

export interface OtlpSpanEvent {
  name: string;
  time?: Date;
  attributes: SpanAttributes;
}

/** A link from a span to another span (a batch it consumed, a trace it follows from). */
export interface OtlpSpanLink {
  /** 32 lower-case hex characters. */
  traceId: string;
  /** 16 lower-case hex characters. */
  spanId: string;
  attributes: SpanAttributes;
}

/** One span of an OTLP request, decoded from JSON or protobuf into one shape. */
export interface OtlpSpan {
  /** Position of the span in the request, for rejections. */
  index: number;
  /** 32 lower-case hex characters. */
  traceId: string;
  /** 16 lower-case hex characters. */
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** SpanKind: 0 unspecified, 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  startTime?: Date;
  endTime?: Date;
  attributes: SpanAttributes;
  events: OtlpSpanEvent[];
  links: OtlpSpanLink[];
  /** StatusCode: 0 unset, 1 ok, 2 error. */
  status: { code: number; message?: string };
  resource: SpanAttributes;
  scope: { name?: string; version?: string };
}

export type OtlpSpansResult =
  | { ok: true; spans: OtlpSpan[]; rejections: IngestRejection[] }
  | { ok: false; error: string };

/** How ids are written: hex in OTLP/JSON, base64 once protobuf bytes are read as text. */
export type IdEncoding = 'hex' | 'base64';

const statusCodes: Record<string, number> = {
  STATUS_CODE_UNSET: 0,
  STATUS_CODE_OK: 1,
  STATUS_CODE_ERROR: 2,
};
const spanKinds: Record<string, number> = {
  SPAN_KIND_UNSPECIFIED: 0,
  SPAN_KIND_INTERNAL: 1,
  SPAN_KIND_SERVER: 2,
  SPAN_KIND_CLIENT: 3,
  SPAN_KIND_PRODUCER: 4,
  SPAN_KIND_CONSUMER: 5,
};

function int64ToJson(value: unknown): JsonValue {
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) return null;
  const big = BigInt(value);
  // Past 2^53 a number would silently lose digits: keep the exact text.
  return big <= BigInt(Number.MAX_SAFE_INTEGER) && big >= BigInt(Number.MIN_SAFE_INTEGER)
    ? Number(big)
    : value;
}

/**
 * An OTLP `AnyValue` as JSON: strings, booleans, numbers (64-bit integers past
 * 2^53 stay text), arrays, key-value lists as objects, bytes as base64 text.
 */
export function anyValueToJson(value: unknown): JsonValue {
  if (!isRawObject(value)) return null;
  if (typeof value.stringValue === 'string') return value.stringValue;
  if (typeof value.boolValue === 'boolean') return value.boolValue;
  if (value.intValue !== undefined) return int64ToJson(value.intValue);
  if (value.doubleValue !== undefined) {
    const number = Number(value.doubleValue);
    return Number.isFinite(number) ? number : String(value.doubleValue);
  }
  if (isRawObject(value.arrayValue)) {
    const values = value.arrayValue.values;
    return Array.isArray(values) ? values.map(anyValueToJson) : [];
  }
  if (isRawObject(value.kvlistValue)) return keyValuesToRecord(value.kvlistValue.values);
  if (typeof value.bytesValue === 'string') return value.bytesValue;
  return null;
}

/** A list of OTLP `KeyValue`s as an object (later duplicates win; `__proto__` stays data). */
export function keyValuesToRecord(list: unknown): SpanAttributes {
  if (!Array.isArray(list)) return {};
  const entries = new Map<string, JsonValue>();
  for (const item of list) {
    if (isRawObject(item) && typeof item.key === 'string')
      entries.set(item.key, anyValueToJson(item.value));
  }
  return Object.fromEntries(entries);
}

/** A span or trace id as lower-case hex, or undefined when missing, malformed or all zero. */
export function readOtlpId(
  value: unknown,
  bytes: 8 | 16,
  encoding: IdEncoding,
): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  let hex: string | undefined;
  if (encoding === 'hex' && new RegExp(`^[0-9a-fA-F]{${bytes * 2}}$`).test(value))
    hex = value.toLowerCase();
  else if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) {
    const decoded = Buffer.from(value, 'base64');
    if (decoded.length === bytes) hex = decoded.toString('hex');
  }
  return hex && /[1-9a-f]/.test(hex) ? hex : undefined;
}

/** Unix nanoseconds (decimal text or number) as a Date with millisecond precision. */
export function nanosToDate(value: unknown): Date | undefined {
  let nanos: bigint;
  if (typeof value === 'string' && /^\d+$/.test(value)) nanos = BigInt(value);
  else if (typeof value === 'number' && Number.isFinite(value) && value > 0)
    nanos = BigInt(Math.trunc(value));
  else return undefined;
  if (nanos === 0n) return undefined;
  const date = new Date(Number(nanos / 1_000_000n));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function enumValue(value: unknown, names: Record<string, number>): number {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string')
    return ownEntry(names, value) ?? (/^\d+$/.test(value) ? Number(value) : 0);
  return 0;
}

/** The span's links with usable ids; a link with a malformed id is dropped, not the span. */
function readLinks(raw: unknown, encoding: IdEncoding): OtlpSpanLink[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(isRawObject).flatMap((link) => {
    const traceId = readOtlpId(rawField(link, 'traceId'), 16, encoding);
    const spanId = readOtlpId(rawField(link, 'spanId'), 8, encoding);
    return traceId && spanId
      ? [{ traceId, spanId, attributes: keyValuesToRecord(link.attributes) }]
      : [];
  });
}

function readSpan(
  raw: RawObject,
  index: number,
  context: Pick<OtlpSpan, 'resource' | 'scope'>,
  encoding: IdEncoding,
): OtlpSpan | IngestRejection {
  const rawSpanId = rawField(raw, 'spanId');
  const id = typeof rawSpanId === 'string' && rawSpanId !== '' ? rawSpanId : undefined;
  const reject = (reason: string): IngestRejection =>
    id ? { index, id, reason } : { index, reason };
  const traceId = readOtlpId(rawField(raw, 'traceId'), 16, encoding);
  if (!traceId)
    return reject('Invalid traceId (expected 16 non-zero bytes, 32 hex characters in JSON)');
  const spanId = readOtlpId(rawSpanId, 8, encoding);
  if (!spanId)
    return reject('Invalid spanId (expected 8 non-zero bytes, 16 hex characters in JSON)');
  const parentSpanId = readOtlpId(rawField(raw, 'parentSpanId'), 8, encoding);
  const status = isRawObject(raw.status) ? raw.status : {};
  const events = Array.isArray(raw.events) ? raw.events.filter(isRawObject) : [];
  const span: OtlpSpan = {
    index,
    traceId,
    spanId,
    name: typeof raw.name === 'string' ? raw.name : '',
    kind: enumValue(raw.kind, spanKinds),
    attributes: keyValuesToRecord(raw.attributes),
    events: events.map((event) => {
      const time = nanosToDate(rawField(event, 'timeUnixNano'));
      const attributes = keyValuesToRecord(event.attributes);
      const name = typeof event.name === 'string' ? event.name : '';
      return time ? { name, time, attributes } : { name, attributes };
    }),
    links: readLinks(raw.links, encoding),
    status: {
      code: enumValue(status.code, statusCodes),
      ...(typeof status.message === 'string' && status.message !== ''
        ? { message: status.message }
        : {}),
    },
    ...context,
  };
  if (parentSpanId) span.parentSpanId = parentSpanId;
  const startTime = nanosToDate(rawField(raw, 'startTimeUnixNano'));
  const endTime = nanosToDate(rawField(raw, 'endTimeUnixNano'));
  if (startTime) span.startTime = startTime;
  if (endTime) span.endTime = endTime;
  return span;
}

/**
 * The spans of an `ExportTraceServiceRequest` in its JSON shape (OTLP/JSON, or
 * a protobuf message read as an object). Spans with unusable ids are rejected
 * one by one; pre-1.0 `instrumentationLibrarySpans` are read as scope spans.
 */
export function spansFromExportRequest(request: unknown, encoding: IdEncoding): OtlpSpansResult {
  if (!isRawObject(request))
    return { ok: false, error: 'Expected an ExportTraceServiceRequest object' };
  const resourceSpans = rawField(request, 'resourceSpans') ?? [];
  if (!Array.isArray(resourceSpans)) return { ok: false, error: 'resourceSpans must be an array' };
  const spans: OtlpSpan[] = [];
  const rejections: IngestRejection[] = [];
  let index = 0;
  for (const resourceSpan of resourceSpans.filter(isRawObject)) {
    const resourceRaw = isRawObject(resourceSpan.resource) ? resourceSpan.resource : {};
    const resource = keyValuesToRecord(resourceRaw.attributes);
    const scopeSpans =
      rawField(resourceSpan, 'scopeSpans') ?? rawField(resourceSpan, 'instrumentationLibrarySpans');
    for (const scopeSpan of Array.isArray(scopeSpans) ? scopeSpans.filter(isRawObject) : []) {
      const scopeRaw = scopeSpan.scope ?? rawField(scopeSpan, 'instrumentationLibrary');
      const scope: OtlpSpan['scope'] = {};
      if (isRawObject(scopeRaw) && typeof scopeRaw.name === 'string' && scopeRaw.name)
        scope.name = scopeRaw.name;
      if (isRawObject(scopeRaw) && typeof scopeRaw.version === 'string' && scopeRaw.version)
        scope.version = scopeRaw.version;
      for (const rawSpan of Array.isArray(scopeSpan.spans) ? scopeSpan.spans : []) {
        const result = isRawObject(rawSpan)
          ? readSpan(rawSpan, index, { resource, scope }, encoding)
          : { index, reason: 'A span must be an object' };
        if ('reason' in result) rejections.push(result);
        else spans.push(result);
        index += 1;
      }
    }
  }
  return { ok: true, spans, rejections };
}

import { createHash } from 'node:crypto';

/**
 * Namespace of Lookout's name-based run ids. Fixed forever: changing it would
 * give every non-UUID SDK id a new run id and split runs already stored.
 */
const runIdNamespace = Uint8Array.from(Buffer.from('6f1c2b7e94d34f0a8b5e3c2d1a0f9e87', 'hex'));

/** RFC 4122 / 9562 UUIDs: versions 1–8 with the 10xx variant. */
const rfcUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
/** 8-4-4-4-12 hex of any version or variant (for example the Lunary SDK's random ids). */
const uuidShaped = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function formatUuid(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** A version-5-style UUID: SHA-1 over the namespace and the name's UTF-8 bytes. */
function nameBasedUuid(name: string): string {
  const digest = createHash('sha1').update(runIdNamespace).update(name, 'utf8').digest();
  const bytes = digest.subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  return formatUuid(bytes.toString('hex'));
}

/**
 * The run id Lookout stores for an id an SDK sent. RFC 4122 UUIDs pass through
 * (lower-cased); anything else maps deterministically to a name-based UUID, so
 * every later event that names the same id lands on the same run. UUID-shaped
 * ids are compared case-insensitively, other ids exactly.
 *
 * @example toRunUuid('3E386506-E35B-44D8-9051-787288381E0A') // '3e386506-e35b-44d8-9051-787288381e0a'
 * @example toRunUuid('run-abc-123') === toRunUuid('run-abc-123') // true, a v5-style UUID
 */
export function toRunUuid(id: string): string {
  if (rfcUuid.test(id)) return id.toLowerCase();
  return nameBasedUuid(uuidShaped.test(id) ? id.toLowerCase() : id);
}

/**
 * The run id of an OpenTelemetry span. Span ids are unique only within their
 * trace, so the trace id is part of the name. Hex ids are compared case-insensitively.
 * @example spanRunUuid('5b8efff798038103d269b633813fc60c', 'eee19b7ec3c1b174')
 */
export function spanRunUuid(traceIdHex: string, spanIdHex: string): string {
  return nameBasedUuid(`otel:${traceIdHex.toLowerCase()}:${spanIdHex.toLowerCase()}`);
}

/**
 * An OpenTelemetry trace id (32 hex) written as a UUID, so the id users see in
 * their tracing tools stays recognisable.
 * @example traceIdToUuid('5b8efff798038103d269b633813fc60c') // '5b8efff7-9803-8103-d269-b633813fc60c'
 */
export function traceIdToUuid(traceIdHex: string): string {
  return formatUuid(traceIdHex.toLowerCase());
}

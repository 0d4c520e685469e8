import { isRawObject, type RawObject, readString } from './raw-fields.js';

/**
 * The events of a Lunary ingestion body: `{"events": [...]}`, `{"events": {...}}`
 * (older clients), a bare array or a single event. Nested one-item arrays, which
 * some clients send, are flattened. Undefined when the body is none of these.
 *
 * @example lunaryEventList({ events: [{ event: 'start' }] }) // [{ event: 'start' }]
 */
export function lunaryEventList(body: unknown): unknown[] | undefined {
  let list: unknown[] | undefined;
  if (Array.isArray(body)) list = body;
  else if (isRawObject(body)) {
    const events = body.events;
    if (Array.isArray(events)) list = events;
    else if (isRawObject(events)) list = [events];
    else if (events === undefined && 'event' in body) list = [body];
  }
  // flat() only when needed: on a million items flatMap alone takes half a second.
  return list?.some(Array.isArray) ? list.flat() : list;
}

/**
 * The project key of the legacy `POST /api/report` route, which old SDKs send as
 * `appId` (or `app`) on each event instead of an Authorization header.
 *
 * @example extractLegacyReportKey({ events: [{ event: 'start', appId: 'pk-123' }] }) // 'pk-123'
 */
export function extractLegacyReportKey(body: unknown): string | undefined {
  const first = lunaryEventList(body)?.find(isRawObject) as RawObject | undefined;
  if (!first) return undefined;
  return readString(first, 'appId') ?? readString(first, 'app');
}

import type { JsonObject } from '@lookout/domain';
import { spanRunUuid, toRunUuid, traceIdToUuid } from '../runs/run-id.js';
import { compactObject } from '../write-path/json-value.js';
import {
  type IngestRejection,
  type RunEvent,
  type RunType,
  validateRunEvent,
} from '../write-path/run-event.js';
import { parseEventTime } from './event-time.js';
import { type LangfuseDraft, observationEvents, observationTypes } from './langfuse-observation.js';
import { ownEntry } from './own-entry.js';
import {
  isRawObject,
  type RawObject,
  readId,
  readJson,
  readObject,
  readString,
  readTags,
  withoutUndefined,
} from './raw-fields.js';
import { tooManyEvents } from './request-limits.js';
import { stripSecretsFromObject } from './strip-secrets.js';

export interface LangfuseAdapterOptions {
  /** When the request arrived; the time of envelopes that carry none. */
  receivedAt: Date;
}

/** The events of one accepted envelope; `id` is the envelope id the SDK retries with. */
export interface LangfuseBatchItem {
  id: string;
  type: string;
  events: RunEvent[];
}

/**
 * Accepted envelopes answer `{id, status: 201}`, rejections `{id, status: 400,
 * message: reason}` in a 207; dedupe retried batches by envelope id.
 */
export type LangfuseAdapterResult =
  | { ok: true; items: LangfuseBatchItem[]; rejections: IngestRejection[] }
  | { ok: false; error: string };

/** Envelope types → run type and whether it creates. */
const observationEnvelopes = {
  'span-create': ['chain', true],
  'span-update': ['chain', false],
  'generation-create': ['llm', true],
  'generation-update': ['llm', false],
  'event-create': ['custom-event', true],
} as const satisfies Record<string, readonly [RunType, boolean]>;

/** Envelope types accepted and stored nowhere (the SDK's own diagnostics). */
const ignoredEnvelopes = new Set(['sdk-log']);

function traceEvents(body: RawObject, envelopeTime: Date): LangfuseDraft[] | string {
  const rawId = readId(body, 'id');
  if (!rawId) return 'A trace needs its id';
  const runId = toRunUuid(rawId);
  const session = readId(body, 'sessionId');
  const threadId = session ? toRunUuid(session) : undefined;
  const userId = readId(body, 'userId');
  const metadata: JsonObject = compactObject({
    ...stripSecretsFromObject(readObject(body, 'metadata') ?? {}),
    release: readString(body, 'release'),
    version: readString(body, 'version'),
    environment: readString(body, 'environment'),
  });
  // A trace is a container: it has no failure of its own, so it counts as done from the start.
  const drafts: LangfuseDraft[] = [
    withoutUndefined({
      kind: 'start' as const,
      status: 'success' as const,
      type: 'chain' as const,
      runId,
      traceId: runId,
      threadId,
      userId,
      name: readString(body, 'name'),
      input: readJson(body, 'input'),
      tags: readTags(body, 'tags'),
      metadata: Object.keys(metadata).length > 0 ? metadata : undefined,
      timestamp: parseEventTime(readString(body, 'timestamp')) ?? envelopeTime,
    }),
  ];
  const output = readJson(body, 'output');
  if (output !== undefined)
    drafts.push({ kind: 'end', runId, traceId: runId, output, timestamp: envelopeTime });
  if (threadId && session) {
    drafts.push(
      withoutUndefined({
        kind: 'start' as const,
        type: 'thread' as const,
        status: 'started' as const,
        runId: threadId,
        name: session,
        userId,
        timestamp: envelopeTime,
      }),
    );
  }
  return drafts;
}

/**
 * The run a score judges: an observation (OTLP span ids when both ids are hex),
 * else the trace (an OTLP trace's root run, which the writer finds), else the session.
 */
function scoreTarget(
  body: RawObject,
): { runId: string; traceId?: string; judgesTrace?: true } | undefined {
  const observationId = readId(body, 'observationId');
  const traceId = readId(body, 'traceId');
  if (
    observationId &&
    traceId &&
    /^[0-9a-f]{32}$/i.test(traceId) &&
    /^[0-9a-f]{16}$/i.test(observationId)
  ) {
    return { runId: spanRunUuid(traceId, observationId) };
  }
  // SDK v5 traces are OpenTelemetry traces: no run has the trace's id, its root span's run
  // does. The writer looks for a run of that id first (a v3 trace may use a 32-hex id too).
  if (!observationId && traceId && /^[0-9a-f]{32}$/i.test(traceId)) {
    return { runId: toRunUuid(traceId), traceId: traceIdToUuid(traceId), judgesTrace: true };
  }
  const traceRun = traceId ? toRunUuid(traceId) : undefined;
  if (observationId)
    return traceRun
      ? { runId: toRunUuid(observationId), traceId: traceRun }
      : { runId: toRunUuid(observationId) };
  if (traceRun) return { runId: traceRun, traceId: traceRun };
  const session = readId(body, 'sessionId');
  return session ? { runId: toRunUuid(session) } : undefined;
}

function scoreEvents(body: RawObject, envelopeTime: Date): LangfuseDraft[] | string {
  const label = readString(body, 'name');
  if (!label) return 'A score needs a name';
  const value = body.value;
  if (typeof value !== 'number' && typeof value !== 'string' && typeof value !== 'boolean') {
    return 'A score needs a value (a number or a string)';
  }
  const target = scoreTarget(body);
  if (!target) return 'A score needs the traceId, observationId or sessionId it judges';
  const comment = readString(body, 'comment');
  return [
    {
      ...target,
      kind: 'score',
      scores: [comment ? { label, value, comment } : { label, value }],
      timestamp: parseEventTime(readString(body, 'timestamp')) ?? envelopeTime,
    },
  ];
}

function envelopeEvents(
  type: string,
  body: RawObject,
  envelopeTime: Date,
): LangfuseDraft[] | string {
  if (type === 'trace-create') return traceEvents(body, envelopeTime);
  if (type === 'score-create') return scoreEvents(body, envelopeTime);
  const observation = ownEntry(observationEnvelopes, type);
  if (observation) {
    const [runType, isCreate] = observation;
    return observationEvents(body, runType, isCreate, envelopeTime);
  }
  if (type === 'observation-create' || type === 'observation-update') {
    const kind = readString(body, 'type')?.toUpperCase() ?? 'SPAN';
    const runType = ownEntry(observationTypes, kind) ?? 'chain';
    return observationEvents(body, runType, type === 'observation-create', envelopeTime);
  }
  return `Unsupported event type '${type}'`;
}

/** One envelope's events, or the reason it is refused. */
function adaptEnvelope(envelope: unknown, receivedAt: Date): LangfuseBatchItem | string {
  if (!isRawObject(envelope)) return 'An event must be a JSON object';
  const id = readId(envelope, 'id');
  if (!id) return 'An event needs its id';
  const type = readString(envelope, 'type');
  if (!type) return 'An event needs its type';
  if (ignoredEnvelopes.has(type)) return { id, type, events: [] };
  if (!isRawObject(envelope.body)) return 'An event needs a body object';
  const envelopeTime = parseEventTime(readString(envelope, 'timestamp')) ?? receivedAt;
  const drafts = envelopeEvents(type, envelope.body, envelopeTime);
  if (typeof drafts === 'string') return drafts;
  const events: RunEvent[] = [];
  for (const draft of drafts) {
    const checked = validateRunEvent({ ...draft, source: 'langfuse' });
    if (!checked.ok) return checked.reason;
    events.push(checked.event);
  }
  return { id, type, events };
}

/**
 * Translates a Langfuse ingestion batch (`POST /api/public/ingestion`) into run
 * events, envelope by envelope, keeping each envelope's id for the 207 answer
 * and for deduping retries. Only known fields are read, and metadata is cleaned
 * of credentials (clients send `clientInitParams` with their secret key).
 *
 * @example
 * adaptLangfuseBatch({ batch: [{ id: 'e1', type: 'trace-create', timestamp: '2026-01-01T00:00:00Z', body: { id: 't1', name: 'qa' } }] }, { receivedAt: new Date() })
 * // { ok: true, items: [{ id: 'e1', type: 'trace-create', events: [...] }], rejections: [] }
 */
export function adaptLangfuseBatch(
  body: unknown,
  options: LangfuseAdapterOptions,
): LangfuseAdapterResult {
  if (!isRawObject(body) || !Array.isArray(body.batch))
    return { ok: false, error: 'Expected a JSON body {"batch": [...]}' };
  const tooMany = tooManyEvents(body.batch.length, 'envelopes');
  if (tooMany) return { ok: false, error: tooMany };
  const items: LangfuseBatchItem[] = [];
  const rejections: IngestRejection[] = [];
  for (const [index, envelope] of body.batch.entries()) {
    const adapted = adaptEnvelope(envelope, options.receivedAt);
    if (typeof adapted !== 'string') {
      items.push(adapted);
      continue;
    }
    const id = isRawObject(envelope) ? readId(envelope, 'id') : undefined;
    rejections.push(id ? { index, id, reason: adapted } : { index, reason: adapted });
  }
  return { ok: true, items, rejections };
}

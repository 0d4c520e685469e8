import { spanRunUuid, toRunUuid, traceIdToUuid } from '../../runs/run-id.js';
import {
  type IngestRejection,
  type IngestResult,
  type IngestSource,
  type RunEvent,
  validateRunEvent,
} from '../../write-path/run-event.js';
import { withoutUndefined } from '../raw-fields.js';
import { tooManyEvents } from '../request-limits.js';
import { decodeOtlpRequest, type OtlpDecodeOptions, type OtlpFormat } from './otlp-decode.js';
import type { OtlpSpan } from './otlp-span.js';
import { attrJson, attrString, firstString } from './span-attributes.js';
import {
  retrievedDocuments,
  spanCost,
  spanError,
  spanFailed,
  spanParams,
  spanTags,
  spanTokens,
} from './span-fields.js';
import { spanInput, spanOutput } from './span-messages.js';
import { spanMetadata } from './span-metadata.js';
import { spanRunType } from './span-run-type.js';

export interface OtlpMappingOptions {
  /** When the request arrived; the time of spans that carry none. */
  receivedAt: Date;
  /** `langfuse` for the Langfuse OTLP route, so runs say where they came from. */
  source?: Extract<IngestSource, 'otlp' | 'langfuse'>;
}

type Draft = Omit<RunEvent, 'source'>;

const userKeys = [
  'user.id',
  'langfuse.user.id',
  'traceloop.association.properties.user_id',
  'enduser.id',
];
const sessionKeys = [
  'session.id',
  'gen_ai.conversation.id',
  'langfuse.session.id',
  'traceloop.association.properties.session_id',
];
const modelKeys = [
  'langfuse.observation.model.name',
  'gen_ai.response.model',
  'gen_ai.request.model',
  'llm.model_name',
  'embedding.model_name',
];

function spanName(span: OtlpSpan, type: RunEvent['type']): string | undefined {
  const attributes = span.attributes;
  const traceName =
    span.parentSpanId === undefined ? attrString(attributes, 'langfuse.trace.name') : undefined;
  const typed =
    type === 'tool'
      ? firstString(attributes, ['gen_ai.tool.name', 'tool.name'])
      : type === 'agent'
        ? attrString(attributes, 'gen_ai.agent.name')
        : undefined;
  return (
    traceName ??
    typed ??
    attrString(attributes, 'traceloop.entity.name') ??
    (span.name || undefined)
  );
}

/**
 * The run events of one span: a `start` with what the span was asked (name,
 * input, parameters, metadata, user, thread, model) at its start time, and an
 * `end` or `error` with what it produced (output, tokens, cost, error) at its
 * end time; plus a `start` of the thread run when the span names a session.
 * Point observations (Langfuse events) are one `custom-event`.
 */
export function spanToRunEvents(span: OtlpSpan, options: OtlpMappingOptions): Draft[] {
  const attributes = span.attributes;
  const isRoot = span.parentSpanId === undefined;
  const type = spanRunType(attributes);
  const runId = spanRunUuid(span.traceId, span.spanId);
  const traceId = traceIdToUuid(span.traceId);
  const name = spanName(span, type);
  const failed = spanFailed(span);
  const session = firstString(attributes, sessionKeys);
  const threadId = session ? toRunUuid(session) : undefined;
  const userId = firstString(attributes, userKeys);
  const startedAt = span.startTime ?? span.endTime ?? options.receivedAt;
  const endedAt = span.endTime ?? startedAt;
  const promptVersion = Number(attrString(attributes, 'langfuse.observation.prompt.version'));

  const startFields = withoutUndefined({
    runId,
    type,
    traceId,
    threadId,
    name,
    parentRunId: span.parentSpanId ? spanRunUuid(span.traceId, span.parentSpanId) : undefined,
    input:
      spanInput(attributes, span.events) ??
      (isRoot ? attrJson(attributes, 'langfuse.trace.input') : undefined),
    params: spanParams(attributes),
    metadata: spanMetadata(span, { nameKept: name === span.name, failed }),
    tags: spanTags(attributes),
    userId,
    model: firstString(attributes, modelKeys),
    templateSlug: attrString(attributes, 'langfuse.observation.prompt.name'),
    templateVersion: Number.isInteger(promptVersion) ? promptVersion : undefined,
  });
  const endFields = withoutUndefined({
    runId,
    type,
    traceId,
    output:
      spanOutput(attributes, span.events) ??
      (type === 'retriever' ? retrievedDocuments(attributes) : undefined) ??
      (isRoot ? attrJson(attributes, 'langfuse.trace.output') : undefined),
    tokens: spanTokens(attributes),
    cost: spanCost(attributes),
    error: failed ? spanError(span) : undefined,
    status: failed ? ('error' as const) : ('success' as const),
  });

  const drafts: Draft[] =
    type === 'custom-event'
      ? [{ ...startFields, ...endFields, kind: 'custom-event', timestamp: startedAt }]
      : [
          { ...startFields, kind: 'start', status: 'started', timestamp: startedAt },
          { ...endFields, kind: failed ? 'error' : 'end', timestamp: endedAt },
        ];
  if (threadId && session) {
    drafts.push(
      withoutUndefined({
        kind: 'start',
        type: 'thread',
        runId: threadId,
        name: session,
        userId,
        status: 'started',
        timestamp: startedAt,
      }),
    );
  }
  return drafts;
}

/**
 * Maps decoded OTLP spans to run events (PROTOCOLS.md §2). A span whose events
 * fail validation is rejected on its own, by its position and span id.
 */
export function otlpSpansToRunEvents(
  spans: readonly OtlpSpan[],
  options: OtlpMappingOptions,
): IngestResult {
  const events: RunEvent[] = [];
  const rejections: IngestRejection[] = [];
  for (const span of spans) {
    const checked = spanToRunEvents(span, options).map((draft) =>
      validateRunEvent({ ...draft, source: options.source ?? 'otlp' }),
    );
    const failure = checked.find((result) => !result.ok);
    if (failure && !failure.ok) {
      rejections.push({ index: span.index, id: span.spanId, reason: failure.reason });
      continue;
    }
    for (const result of checked) if (result.ok) events.push(result.event);
  }
  return { events, rejections };
}

export type OtlpAdapterResult =
  | ({ ok: true; format: OtlpFormat } & IngestResult)
  | { ok: false; format: OtlpFormat; status: 400 | 413 | 415; error: string };

/**
 * Decodes an OTLP/HTTP trace body and maps its spans to run events in one step.
 * @example adaptOtlpRequest(body, 'application/json', undefined, { receivedAt: new Date() })
 */
export function adaptOtlpRequest(
  body: Uint8Array,
  contentType: string | undefined,
  contentEncoding: string | undefined,
  options: OtlpMappingOptions & OtlpDecodeOptions,
): OtlpAdapterResult {
  const decoded = decodeOtlpRequest(body, contentType, contentEncoding, options);
  if (!decoded.ok) return decoded;
  const tooMany = tooManyEvents(decoded.spans.length + decoded.rejections.length, 'spans');
  if (tooMany) return { ok: false, format: decoded.format, status: 400, error: tooMany };
  const mapped = otlpSpansToRunEvents(decoded.spans, options);
  return {
    ok: true,
    format: decoded.format,
    events: mapped.events,
    rejections: [...decoded.rejections, ...mapped.rejections],
  };
}

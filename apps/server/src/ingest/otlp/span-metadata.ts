import type { JsonObject, JsonValue } from '@lookout/domain';
import { spanRunUuid } from '../../runs/run-id.js';
import { isJsonObject, parseJsonText } from '../../write-path/json-value.js';
import type { OtlpSpan, SpanAttributes } from './otlp-span.js';
import { attrObject, withPrefix } from './span-attributes.js';
import { tokenAttributes } from './span-fields.js';

/** Attributes the mapping turns into run fields; everything else is kept as metadata. */
const mappedKeys = new Set<string>([
  'gen_ai.operation.name',
  'openinference.span.kind',
  'traceloop.span.kind',
  'llm.request.type',
  'gen_ai.response.model',
  'llm.model_name',
  'embedding.model_name',
  'gen_ai.input.messages',
  'gen_ai.output.messages',
  'gen_ai.system_instructions',
  'gen_ai.tool.definitions',
  'gen_ai.tool.call.arguments',
  'gen_ai.tool.call.result',
  'gen_ai.tool.name',
  'gen_ai.agent.name',
  'tool.name',
  'input.value',
  'input.mime_type',
  'output.value',
  'output.mime_type',
  'traceloop.entity.input',
  'traceloop.entity.output',
  'traceloop.entity.name',
  'llm.invocation_parameters',
  'user.id',
  'enduser.id',
  'session.id',
  'gen_ai.conversation.id',
  'tag.tags',
  'metadata',
  'langfuse.user.id',
  'langfuse.session.id',
  'langfuse.trace.tags',
  'langfuse.trace.metadata',
  'langfuse.release',
  'langfuse.version',
  'langfuse.environment',
  'langfuse.internal.as_root',
  ...Object.values(tokenAttributes).flat(),
]);

const mappedPrefixes = [
  'gen_ai.prompt.',
  'gen_ai.completion.',
  'gen_ai.request.',
  'llm.input_messages.',
  'llm.output_messages.',
  'llm.tools.',
  'llm.request.functions.',
  'embedding.embeddings.',
  'retrieval.documents.',
  'traceloop.association.properties.',
  'langfuse.observation.',
  'langfuse.trace.metadata.',
] as const;

/** Trace-level Langfuse attributes, run fields on a root span and metadata elsewhere. */
const rootOnlyKeys = new Set([
  'langfuse.trace.name',
  'langfuse.trace.input',
  'langfuse.trace.output',
]);

/** Span events read as messages, errors or input/output; others are kept in metadata. */
const mappedEvents = new Set([
  'gen_ai.system.message',
  'gen_ai.user.message',
  'gen_ai.assistant.message',
  'gen_ai.tool.message',
  'gen_ai.choice',
  'gen_ai.client.inference.operation.details',
  'gen_ai.content.prompt',
  'gen_ai.content.completion',
]);

function isMapped(key: string, isRoot: boolean): boolean {
  if (mappedKeys.has(key)) return true;
  if (isRoot && rootOnlyKeys.has(key)) return true;
  return mappedPrefixes.some((prefix) => key.startsWith(prefix));
}

function jsonOf(value: JsonValue): JsonValue {
  return typeof value === 'string' ? parseJsonText(value) : value;
}

/**
 * A span's metadata: its resource attributes, the attributes no run field took
 * (span attributes win over resource ones), the metadata objects of
 * OpenInference, Langfuse (observation and trace) and OpenLLMetry association
 * properties, the instrumentation scope, and span events that are not messages.
 */
export function spanMetadata(
  span: OtlpSpan,
  options: { nameKept: boolean; failed: boolean },
): JsonObject {
  const isRoot = span.parentSpanId === undefined;
  const attributes: SpanAttributes = span.attributes;
  const metadata = new Map<string, JsonValue>(Object.entries(span.resource));
  if (span.scope.name) metadata.set('otel.scope.name', span.scope.name);
  if (span.scope.version) metadata.set('otel.scope.version', span.scope.version);
  if (!options.nameKept && span.name) metadata.set('otel.span.name', span.name);
  for (const [key, value] of Object.entries(attributes)) {
    if (!isMapped(key, isRoot)) metadata.set(key, value);
  }
  for (const [key, value] of withPrefix(attributes, 'traceloop.association.properties.')) {
    if (key !== 'user_id' && key !== 'session_id') metadata.set(key, value);
  }
  for (const source of ['metadata', 'langfuse.trace.metadata', 'langfuse.observation.metadata']) {
    for (const [key, value] of Object.entries(attrObject(attributes, source) ?? {}))
      metadata.set(key, value);
    for (const [key, value] of withPrefix(attributes, `${source}.`))
      metadata.set(key, jsonOf(value));
  }
  for (const key of ['release', 'version', 'environment']) {
    const value = attributes[`langfuse.${key}`];
    if (value !== undefined) metadata.set(key, value);
  }
  for (const key of ['level', 'completion_start_time']) {
    const value = attributes[`langfuse.observation.${key}`];
    if (value !== undefined && value !== 'DEFAULT') metadata.set(key, value);
  }
  const otherEvents = span.events.filter(
    (event) => !mappedEvents.has(event.name) && !(options.failed && event.name === 'exception'),
  );
  if (otherEvents.length > 0) {
    metadata.set(
      'otel.events',
      otherEvents.map((event) => ({
        name: event.name,
        ...(event.time ? { time: event.time.toISOString() } : {}),
        ...(Object.keys(event.attributes).length > 0 ? { attributes: event.attributes } : {}),
      })),
    );
  }
  if (span.links.length > 0) {
    // With the run id each linked span is stored under, so the viewer can open it.
    metadata.set(
      'otel.links',
      span.links.map((link) => ({
        traceId: link.traceId,
        spanId: link.spanId,
        runId: spanRunUuid(link.traceId, link.spanId),
        ...(Object.keys(link.attributes).length > 0 ? { attributes: link.attributes } : {}),
      })),
    );
  }
  return Object.fromEntries(
    [...metadata].filter(([, value]) => !isJsonObject(value) || Object.keys(value).length > 0),
  );
}

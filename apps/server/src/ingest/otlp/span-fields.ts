import type { JsonObject, JsonValue, RunError } from '@lookout/domain';
import { compactObject, isJsonObject, parseJsonText } from '../../write-path/json-value.js';
import type { RunTokens } from '../../write-path/run-event.js';
import { ownEntry } from '../own-entry.js';
import { withoutUndefined } from '../raw-fields.js';
import { costFromDetails, tokensFromUsage } from '../usage-details.js';
import type { OtlpSpan, SpanAttributes } from './otlp-span.js';
import {
  attrJson,
  attrObject,
  attrString,
  firstCount,
  indexedGroups,
  withPrefix,
} from './span-attributes.js';

/** Token attributes of each convention, in order of preference. */
export const tokenAttributes = {
  prompt: ['gen_ai.usage.input_tokens', 'gen_ai.usage.prompt_tokens', 'llm.token_count.prompt'],
  completion: [
    'gen_ai.usage.output_tokens',
    'gen_ai.usage.completion_tokens',
    'llm.token_count.completion',
  ],
  total: ['llm.token_count.total', 'llm.usage.total_tokens', 'gen_ai.usage.total_tokens'],
  cachedPrompt: [
    'gen_ai.usage.cache_read.input_tokens',
    'gen_ai.usage.cache_read_input_tokens',
    'llm.token_count.prompt_details.cache_read',
  ],
} as const satisfies Record<keyof RunTokens, readonly string[]>;

/** Token counts: Langfuse usage details first, then the GenAI, OpenLLMetry and OpenInference attributes. */
export function spanTokens(attributes: SpanAttributes): RunTokens | undefined {
  const usage = attrObject(attributes, 'langfuse.observation.usage_details');
  const fromUsage = usage ? tokensFromUsage(usage) : undefined;
  const tokens: RunTokens = withoutUndefined({
    prompt: fromUsage?.prompt ?? firstCount(attributes, tokenAttributes.prompt),
    completion: fromUsage?.completion ?? firstCount(attributes, tokenAttributes.completion),
    total: fromUsage?.total ?? firstCount(attributes, tokenAttributes.total),
    cachedPrompt: fromUsage?.cachedPrompt ?? firstCount(attributes, tokenAttributes.cachedPrompt),
  });
  return Object.keys(tokens).length > 0 ? tokens : undefined;
}

/** A cost the SDK computed itself (`langfuse.observation.cost_details`), in US dollars. */
export function spanCost(attributes: SpanAttributes): number | undefined {
  const details = attrObject(attributes, 'langfuse.observation.cost_details');
  return details ? costFromDetails(details) : undefined;
}

/** GenAI request attributes renamed to the OpenAI parameter names Lookout shows. */
const requestParamNames: Record<string, string> = { stop_sequences: 'stop', 'choice.count': 'n' };

function toolDefinitions(attributes: SpanAttributes): JsonValue[] {
  const openInference = indexedGroups(attributes, 'llm.tools.').map((tool) => {
    const schema = tool['tool.json_schema'];
    return typeof schema === 'string' ? parseJsonText(schema) : (schema ?? null);
  });
  const openLlmetry = indexedGroups(attributes, 'llm.request.functions.').map((fn) => ({
    type: 'function',
    function: compactObject({
      name: attrString(fn, 'name') ?? '',
      description: attrString(fn, 'description'),
      parameters: typeof fn.parameters === 'string' ? parseJsonText(fn.parameters) : fn.parameters,
    }),
  }));
  const semconv = attrJson(attributes, 'gen_ai.tool.definitions');
  return [...openInference, ...openLlmetry, ...(Array.isArray(semconv) ? semconv : [])];
}

/**
 * Model parameters: `gen_ai.request.*` (without the model), OpenInference
 * `llm.invocation_parameters`, Langfuse `model.parameters`, and tool definitions.
 */
export function spanParams(attributes: SpanAttributes): JsonObject | undefined {
  const params = new Map<string, JsonValue>();
  for (const [key, value] of withPrefix(attributes, 'gen_ai.request.')) {
    if (key !== 'model') params.set(ownEntry(requestParamNames, key) ?? key, value);
  }
  for (const source of ['llm.invocation_parameters', 'langfuse.observation.model.parameters']) {
    for (const [key, value] of Object.entries(attrObject(attributes, source) ?? {})) {
      if (key !== 'model' && key !== 'messages') params.set(key, value);
    }
  }
  const tools = toolDefinitions(attributes);
  if (tools.length > 0) params.set('tools', tools);
  return params.size > 0 ? Object.fromEntries(params) : undefined;
}

function stringList(value: JsonValue | undefined): string[] {
  const list = typeof value === 'string' ? parseJsonText(value) : value;
  if (typeof list === 'string' && list !== '') return [list];
  return Array.isArray(list)
    ? list.filter((tag): tag is string => typeof tag === 'string' && tag !== '')
    : [];
}

/** Tags: OpenInference `tag.tags` and Langfuse `langfuse.trace.tags`. */
export function spanTags(attributes: SpanAttributes): string[] | undefined {
  const tags = [
    ...stringList(attributes['tag.tags']),
    ...stringList(attributes['langfuse.trace.tags']),
  ];
  return tags.length > 0 ? [...new Set(tags)] : undefined;
}

/** Whether the span failed: status ERROR, or a Langfuse observation of level ERROR. */
export function spanFailed(span: OtlpSpan): boolean {
  return (
    span.status.code === 2 || attrString(span.attributes, 'langfuse.observation.level') === 'ERROR'
  );
}

/** What went wrong: the status message, else the last exception event's message; its stack trace. */
export function spanError(span: OtlpSpan): RunError {
  const exception =
    span.events.filter((event) => event.name === 'exception').at(-1)?.attributes ?? {};
  const type = attrString(exception, 'exception.type');
  const exceptionMessage = attrString(exception, 'exception.message');
  const message =
    span.status.message ??
    attrString(span.attributes, 'langfuse.observation.status_message') ??
    (exceptionMessage && type && !exceptionMessage.startsWith(type)
      ? `${type}: ${exceptionMessage}`
      : exceptionMessage) ??
    type ??
    'Error';
  const stack = attrString(exception, 'exception.stacktrace');
  return stack ? { message, stack } : { message };
}

/** Retrieved documents (OpenInference `retrieval.documents.N.document.*`), as the output of a retriever. */
export function retrievedDocuments(attributes: SpanAttributes): JsonValue[] | undefined {
  const documents = indexedGroups(attributes, 'retrieval.documents.').map((document) => {
    const metadata = document['document.metadata'];
    return compactObject({
      id: document['document.id'],
      content: document['document.content'],
      score: document['document.score'],
      metadata: typeof metadata === 'string' ? parseJsonText(metadata) : metadata,
    });
  });
  return documents.length > 0 ? documents.filter(isJsonObject) : undefined;
}

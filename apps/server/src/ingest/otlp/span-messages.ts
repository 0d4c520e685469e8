import type { JsonObject, JsonValue } from '@lookout/domain';
import { compactObject, isJsonObject, parseJsonText } from '../../write-path/json-value.js';
import type { SpanAttributes } from './otlp-span.js';
import { attrJson, attrString, indexedGroups } from './span-attributes.js';

/**
 * Chat messages in the shape Lookout shows (OpenAI's: role, content as text or
 * parts, tool_calls, tool_call_id), from the message encodings of each
 * convention.
 */

function asText(value: JsonValue | undefined): string | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function toolCall(
  id: JsonValue | undefined,
  name: JsonValue | undefined,
  args: JsonValue | undefined,
): JsonObject {
  return {
    id: asText(id) ?? '',
    type: 'function',
    function: { name: asText(name) ?? '', arguments: asText(args) ?? '' },
  };
}

/** A GenAI semantic-conventions message (`{role, parts: [...]}`), as one or more chat messages. */
export function fromPartsMessage(message: JsonValue): JsonObject[] {
  if (!isJsonObject(message))
    return typeof message === 'string' ? [{ role: 'user', content: message }] : [];
  const role = typeof message.role === 'string' ? message.role : 'user';
  if (!Array.isArray(message.parts)) return [message];
  const texts: string[] = [];
  const parts: JsonValue[] = [];
  const toolCalls: JsonObject[] = [];
  const toolResults: JsonObject[] = [];
  for (const part of message.parts) {
    if (!isJsonObject(part)) continue;
    if (part.type === 'text') {
      const text = asText(part.content) ?? '';
      texts.push(text);
      parts.push({ type: 'text', text });
    } else if (part.type === 'tool_call') {
      toolCalls.push(toolCall(part.id, part.name, part.arguments));
    } else if (part.type === 'tool_call_response') {
      toolResults.push({
        role: 'tool',
        tool_call_id: asText(part.id) ?? '',
        content: asText(part.response) ?? '',
      });
    } else if (part.type === 'uri' && part.modality === 'image' && typeof part.uri === 'string') {
      parts.push({ type: 'image_url', image_url: { url: part.uri } });
    } else {
      parts.push(part);
    }
  }
  const content =
    parts.length === texts.length ? (texts.length > 0 ? texts.join('') : undefined) : parts;
  const own: JsonObject = compactObject({
    role,
    content,
    name: typeof message.name === 'string' ? message.name : undefined,
    tool_calls: toolCalls.length > 0 ? toolCalls : undefined,
  });
  return [...(content !== undefined || toolCalls.length > 0 ? [own] : []), ...toolResults];
}

/** `gen_ai.input.messages` / `gen_ai.output.messages` (JSON text or an array). */
function semconvMessages(attributes: SpanAttributes, key: string): JsonObject[] | undefined {
  const value = attrJson(attributes, key);
  if (!Array.isArray(value)) return undefined;
  return value.flatMap(fromPartsMessage);
}

function systemInstructions(attributes: SpanAttributes): JsonObject | undefined {
  const value = attrJson(attributes, 'gen_ai.system_instructions');
  if (typeof value === 'string') return { role: 'system', content: value };
  if (!Array.isArray(value)) return undefined;
  const text = value
    .map((part) => (isJsonObject(part) ? (asText(part.content) ?? '') : (asText(part) ?? '')))
    .join('');
  return { role: 'system', content: text };
}

/** OpenLLMetry's flattened `gen_ai.prompt.N.*` / `gen_ai.completion.N.*`. */
function legacyMessages(
  attributes: SpanAttributes,
  prefix: string,
  defaultRole: string,
): JsonObject[] {
  return indexedGroups(attributes, prefix).map((group) => {
    const rawContent = group.content ?? group.user;
    const calls = indexedGroups(group, 'tool_calls.').map((call) =>
      toolCall(call.id, call.name, call.arguments),
    );
    return compactObject({
      role: attrString(group, 'role') ?? defaultRole,
      content:
        typeof rawContent === 'string' && rawContent.trimStart().startsWith('[')
          ? parseJsonText(rawContent)
          : rawContent,
      tool_calls: calls.length > 0 ? calls : undefined,
      tool_call_id: attrString(group, 'tool_call_id'),
      function_call: group['function_call.name']
        ? {
            name: asText(group['function_call.name']) ?? '',
            arguments: asText(group['function_call.arguments']) ?? '',
          }
        : undefined,
    });
  });
}

/** OpenInference's flattened `llm.input_messages.N.message.*`. */
function openInferenceMessages(attributes: SpanAttributes, prefix: string): JsonObject[] {
  return indexedGroups(attributes, prefix).map((group) => {
    const contents = indexedGroups(group, 'message.contents.').map((part): JsonValue => {
      const type = attrString(part, 'message_content.type');
      if (type === 'image')
        return {
          type: 'image_url',
          image_url: { url: asText(part['message_content.image.image.url']) ?? '' },
        };
      return { type: 'text', text: asText(part['message_content.text']) ?? '' };
    });
    const calls = indexedGroups(group, 'message.tool_calls.').map((call) =>
      toolCall(
        call['tool_call.id'],
        call['tool_call.function.name'],
        call['tool_call.function.arguments'],
      ),
    );
    return compactObject({
      role: attrString(group, 'message.role') ?? 'user',
      content: group['message.content'] ?? (contents.length > 0 ? contents : undefined),
      name: attrString(group, 'message.name'),
      tool_calls: calls.length > 0 ? calls : undefined,
      tool_call_id: attrString(group, 'message.tool_call_id'),
    });
  });
}

const messageEventRoles: Record<string, string> = {
  'gen_ai.system.message': 'system',
  'gen_ai.user.message': 'user',
  'gen_ai.assistant.message': 'assistant',
  'gen_ai.tool.message': 'tool',
};

/** The body of a GenAI event: its `gen_ai.event.content` JSON when present, else its attributes. */
function eventBody(attributes: SpanAttributes): JsonObject {
  const content = attrJson(attributes, 'gen_ai.event.content');
  return isJsonObject(content) ? content : attributes;
}

function eventMessage(body: JsonObject, role: string): JsonObject {
  const content = body.content;
  const toolCalls =
    typeof body.tool_calls === 'string' ? parseJsonText(body.tool_calls) : body.tool_calls;
  return compactObject({
    role: typeof body.role === 'string' ? body.role : role,
    content:
      typeof content === 'string' && content.trimStart().startsWith('[')
        ? parseJsonText(content)
        : content,
    tool_calls: toolCalls,
    tool_call_id: role === 'tool' ? asText(body.id) : undefined,
  });
}

export interface SpanEventLike {
  name: string;
  attributes: SpanAttributes;
}

/** Older GenAI conventions put the whole prompt or completion, as JSON text, on one span event. */
const contentEvents = {
  input: ['gen_ai.content.prompt', 'gen_ai.prompt'],
  output: ['gen_ai.content.completion', 'gen_ai.completion'],
} as const;

/**
 * Messages carried by span events: `gen_ai.*.message` for input and
 * `gen_ai.choice` for output, or the older `gen_ai.content.prompt` /
 * `gen_ai.content.completion`.
 */
function eventMessages(events: readonly SpanEventLike[], side: 'input' | 'output'): JsonObject[] {
  const messages: JsonObject[] = [];
  const [contentEvent, contentKey] = contentEvents[side];
  for (const event of events) {
    const role = messageEventRoles[event.name];
    if (side === 'input' && role) messages.push(eventMessage(eventBody(event.attributes), role));
    if (side === 'output' && event.name === 'gen_ai.choice') {
      const body = eventBody(event.attributes);
      const message = typeof body.message === 'string' ? parseJsonText(body.message) : body.message;
      messages.push(eventMessage(isJsonObject(message) ? message : body, 'assistant'));
    }
    if (event.name === contentEvent) {
      const content = attrJson(event.attributes, contentKey);
      const list = Array.isArray(content) ? content : content === undefined ? [] : [content];
      const defaultRole = side === 'input' ? 'user' : 'assistant';
      for (const item of list) {
        messages.push(
          ...(typeof item === 'string'
            ? [{ role: defaultRole, content: item }]
            : fromPartsMessage(item)),
        );
      }
    }
  }
  return messages;
}

/** `{args: [x], kwargs: {}}` (OpenLLMetry entity input) reads better as `x`. */
function unwrapEntityValue(value: JsonValue | undefined): JsonValue | undefined {
  if (!isJsonObject(value) || !Array.isArray(value.args) || value.args.length !== 1) return value;
  const kwargs = value.kwargs;
  const noKwargs =
    kwargs === undefined || (isJsonObject(kwargs) && Object.keys(kwargs).length === 0);
  return noKwargs && Object.keys(value).length <= 2 ? value.args[0] : value;
}

function mimeValue(attributes: SpanAttributes, key: string): JsonValue | undefined {
  const value = attributes[`${key}.value`];
  if (typeof value !== 'string') return value;
  return attrString(attributes, `${key}.mime_type`) === 'text/plain' ? value : parseJsonText(value);
}

function nonEmpty(messages: JsonObject[] | undefined): JsonObject[] | undefined {
  return messages && messages.length > 0 ? messages : undefined;
}

/** Span events that carry message attributes of their own (GenAI inference details). */
function withDetailEvents(
  attributes: SpanAttributes,
  events: readonly SpanEventLike[],
): SpanAttributes {
  const details = events.filter(
    (event) => event.name === 'gen_ai.client.inference.operation.details',
  );
  if (details.length === 0) return attributes;
  // The span's own attributes win over those of its events.
  return Object.fromEntries([
    ...details.flatMap((event) => Object.entries(event.attributes)),
    ...Object.entries(attributes),
  ]);
}

/**
 * A span's input, from the first convention that carries one: Langfuse
 * observation input, GenAI `gen_ai.input.messages` (with system instructions),
 * GenAI message events, OpenLLMetry `gen_ai.prompt.N.*`, OpenInference
 * `llm.input_messages.N.*` or `input.value`, OpenLLMetry entity input, tool arguments.
 */
export function spanInput(
  attributes: SpanAttributes,
  events: readonly SpanEventLike[],
): JsonValue | undefined {
  const all = withDetailEvents(attributes, events);
  const langfuse = attrJson(all, 'langfuse.observation.input');
  if (langfuse !== undefined) return langfuse;
  const semconv = semconvMessages(all, 'gen_ai.input.messages');
  const system = systemInstructions(all);
  if (semconv || system) return [...(system ? [system] : []), ...(semconv ?? [])];
  return (
    nonEmpty(eventMessages(events, 'input')) ??
    nonEmpty(legacyMessages(all, 'gen_ai.prompt.', 'user')) ??
    nonEmpty(openInferenceMessages(all, 'llm.input_messages.')) ??
    mimeValue(all, 'input') ??
    unwrapEntityValue(attrJson(all, 'traceloop.entity.input')) ??
    attrJson(all, 'gen_ai.tool.call.arguments')
  );
}

function singleOrList(messages: JsonObject[] | undefined): JsonValue | undefined {
  if (!messages || messages.length === 0) return undefined;
  return messages.length === 1 ? messages[0] : messages;
}

/** A span's output, from the same conventions as `spanInput`; one message is returned alone. */
export function spanOutput(
  attributes: SpanAttributes,
  events: readonly SpanEventLike[],
): JsonValue | undefined {
  const all = withDetailEvents(attributes, events);
  const langfuse = attrJson(all, 'langfuse.observation.output');
  if (langfuse !== undefined) return langfuse;
  return (
    singleOrList(semconvMessages(all, 'gen_ai.output.messages')) ??
    singleOrList(eventMessages(events, 'output')) ??
    singleOrList(legacyMessages(all, 'gen_ai.completion.', 'assistant')) ??
    singleOrList(openInferenceMessages(all, 'llm.output_messages.')) ??
    mimeValue(all, 'output') ??
    unwrapEntityValue(attrJson(all, 'traceloop.entity.output')) ??
    attrJson(all, 'gen_ai.tool.call.result')
  );
}

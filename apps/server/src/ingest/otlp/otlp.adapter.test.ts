import type { JsonValue } from '@lookout/domain';
import { describe, expect, it } from 'vitest';
import { spanRunUuid, toRunUuid } from '../../runs/run-id.js';
import type { RunEvent } from '../../write-path/run-event.js';
import { mergeEventBatch } from '../../write-path/run-merge.js';
import { adaptOtlpRequest } from './otlp.adapter.js';

const receivedAt = new Date('2026-11-22T03:00:00.000Z');
const traceId = '5b8efff798038103d269b633813fc60c';
const rootSpan = '1000000000000001';
const llmSpan = '1000000000000002';

/** An OTLP/JSON AnyValue for a plain value (numbers with a fraction become doubles). */
function anyValue(value: JsonValue): Record<string, unknown> {
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { boolValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { intValue: String(value) } : { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(anyValue) } };
  if (value === null) return {};
  return {
    kvlistValue: {
      values: Object.entries(value).map(([key, item]) => ({ key, value: anyValue(item) })),
    },
  };
}

const attributes = (record: Record<string, JsonValue>) =>
  Object.entries(record).map(([key, value]) => ({ key, value: anyValue(value) }));

interface SpanSpec {
  spanId: string;
  parentSpanId?: string;
  name: string;
  start?: number;
  end?: number;
  attrs: Record<string, JsonValue>;
  events?: { name: string; attrs: Record<string, JsonValue> }[];
  status?: { code: number; message?: string };
}

function exportBody(
  specs: SpanSpec[],
  resource: Record<string, JsonValue> = { 'service.name': 'support-bot' },
) {
  const spans = specs.map((spec) => ({
    traceId,
    spanId: spec.spanId,
    parentSpanId: spec.parentSpanId,
    name: spec.name,
    kind: 3,
    startTimeUnixNano: `${spec.start ?? 1795314751139}000000`,
    endTimeUnixNano: `${spec.end ?? 1795314751177}000000`,
    attributes: attributes(spec.attrs),
    events: (spec.events ?? []).map((event) => ({
      name: event.name,
      timeUnixNano: '1795314751150000000',
      attributes: attributes(event.attrs),
    })),
    status: spec.status ?? {},
  }));
  const body = {
    resourceSpans: [
      {
        resource: { attributes: attributes(resource) },
        scopeSpans: [{ scope: { name: 'test-scope' }, spans }],
      },
    ],
  };
  return new TextEncoder().encode(JSON.stringify(body));
}

function adapt(specs: SpanSpec[], source?: 'otlp' | 'langfuse') {
  const result = adaptOtlpRequest(exportBody(specs), 'application/json', undefined, {
    receivedAt,
    ...(source ? { source } : {}),
  });
  if (!result.ok) throw new Error(result.error);
  expect(result.rejections).toEqual([]);
  return result.events;
}

const byKind = (
  events: RunEvent[],
  kind: RunEvent['kind'],
  runId = spanRunUuid(traceId, llmSpan),
) => events.find((event) => event.kind === kind && event.runId === runId);

describe('OTLP spans with GenAI semantic conventions', () => {
  const events = adapt([
    {
      spanId: llmSpan,
      parentSpanId: rootSpan,
      name: 'chat gpt-4o-mini',
      attrs: {
        'gen_ai.operation.name': 'chat',
        'gen_ai.provider.name': 'openai',
        'gen_ai.request.model': 'gpt-4o-mini',
        'gen_ai.request.temperature': 0.3,
        'gen_ai.request.max_tokens': 50,
        'gen_ai.request.stop_sequences': ['\n\n'],
        'gen_ai.response.model': 'gpt-4o-mini-2024-07-18',
        'gen_ai.response.finish_reasons': ['stop'],
        'gen_ai.usage.input_tokens': 21,
        'gen_ai.usage.output_tokens': 7,
        'gen_ai.system_instructions': JSON.stringify([{ type: 'text', content: 'You are terse.' }]),
        'gen_ai.input.messages': JSON.stringify([
          { role: 'user', parts: [{ type: 'text', content: 'Capital of France?' }] },
        ]),
        'gen_ai.output.messages': JSON.stringify([
          {
            role: 'assistant',
            parts: [{ type: 'text', content: 'Paris.' }],
            finish_reason: 'stop',
          },
        ]),
        'gen_ai.conversation.id': 'conv-42',
        'user.id': 'user-123',
        'http.route': '/ask',
      },
    },
  ]);

  it('starts an llm run with its input, parameters, model and user', () => {
    expect(byKind(events, 'start')).toEqual({
      source: 'otlp',
      kind: 'start',
      type: 'llm',
      status: 'started',
      runId: spanRunUuid(traceId, llmSpan),
      parentRunId: spanRunUuid(traceId, rootSpan),
      traceId: '5b8efff7-9803-8103-d269-b633813fc60c',
      threadId: toRunUuid('conv-42'),
      timestamp: new Date(1795314751139),
      name: 'chat gpt-4o-mini',
      model: 'gpt-4o-mini-2024-07-18',
      userId: 'user-123',
      input: [
        { role: 'system', content: 'You are terse.' },
        { role: 'user', content: 'Capital of France?' },
      ],
      params: { temperature: 0.3, max_tokens: 50, stop: ['\n\n'] },
      metadata: {
        'service.name': 'support-bot',
        'otel.scope.name': 'test-scope',
        'gen_ai.provider.name': 'openai',
        'gen_ai.response.finish_reasons': ['stop'],
        'http.route': '/ask',
      },
    });
  });

  it('ends it with the output message and token counts', () => {
    expect(byKind(events, 'end')).toMatchObject({
      status: 'success',
      timestamp: new Date(1795314751177),
      output: { role: 'assistant', content: 'Paris.' },
      tokens: { prompt: 21, completion: 7 },
    });
  });

  it('opens the conversation as a thread run', () => {
    expect(byKind(events, 'start', toRunUuid('conv-42'))).toMatchObject({
      type: 'thread',
      name: 'conv-42',
      userId: 'user-123',
    });
  });
});

describe('OTLP spans of other conventions', () => {
  it('reads OpenLLMetry legacy prompt/completion attributes, tool calls and association properties', () => {
    const events = adapt([
      {
        spanId: llmSpan,
        name: 'openai.chat',
        attrs: {
          'llm.request.type': 'chat',
          'gen_ai.system': 'OpenAI',
          'gen_ai.request.model': 'gpt-4o',
          'gen_ai.prompt.0.role': 'system',
          'gen_ai.prompt.0.content': 'Use tools.',
          'gen_ai.prompt.1.role': 'user',
          'gen_ai.prompt.1.content': 'Weather in Paris?',
          'gen_ai.completion.0.role': 'assistant',
          'gen_ai.completion.0.finish_reason': 'tool_calls',
          'gen_ai.completion.0.tool_calls.0.id': 'call_1',
          'gen_ai.completion.0.tool_calls.0.name': 'get_weather',
          'gen_ai.completion.0.tool_calls.0.arguments': '{"city":"Paris"}',
          'gen_ai.usage.prompt_tokens': 30,
          'gen_ai.usage.completion_tokens': 12,
          'llm.usage.total_tokens': 42,
          'llm.request.functions.0.name': 'get_weather',
          'llm.request.functions.0.parameters': '{"type":"object"}',
          'traceloop.association.properties.user_id': 'u-9',
          'traceloop.association.properties.session_id': 's-9',
          'traceloop.association.properties.tenant': 'acme',
        },
      },
    ]);
    const start = byKind(events, 'start');
    expect(start).toMatchObject({
      type: 'llm',
      model: 'gpt-4o',
      userId: 'u-9',
      threadId: toRunUuid('s-9'),
      input: [
        { role: 'system', content: 'Use tools.' },
        { role: 'user', content: 'Weather in Paris?' },
      ],
      params: {
        tools: [
          { type: 'function', function: { name: 'get_weather', parameters: { type: 'object' } } },
        ],
      },
      metadata: { tenant: 'acme', 'gen_ai.system': 'OpenAI' },
    });
    expect(start?.metadata).not.toHaveProperty('gen_ai.prompt.0.role');
    expect(byKind(events, 'end')).toMatchObject({
      output: {
        role: 'assistant',
        tool_calls: [
          {
            id: 'call_1',
            type: 'function',
            function: { name: 'get_weather', arguments: '{"city":"Paris"}' },
          },
        ],
      },
      tokens: { prompt: 30, completion: 12, total: 42 },
    });
  });

  it('reads an OpenLLMetry workflow span with entity input and output', () => {
    const events = adapt([
      {
        spanId: rootSpan,
        name: 'answer_question.workflow',
        attrs: {
          'traceloop.span.kind': 'workflow',
          'traceloop.entity.name': 'answer_question',
          'traceloop.entity.input': JSON.stringify({ args: ['Capital of France?'], kwargs: {} }),
          'traceloop.entity.output': JSON.stringify('Paris.'),
        },
      },
    ]);
    const runId = spanRunUuid(traceId, rootSpan);
    expect(byKind(events, 'start', runId)).toMatchObject({
      type: 'chain',
      name: 'answer_question',
      input: 'Capital of France?',
    });
    expect(byKind(events, 'start', runId)?.parentRunId).toBeUndefined();
    expect(byKind(events, 'end', runId)?.output).toBe('Paris.');
  });

  it('reads OpenInference LLM spans', () => {
    const events = adapt([
      {
        spanId: llmSpan,
        name: 'ChatCompletion',
        attrs: {
          'openinference.span.kind': 'LLM',
          'llm.model_name': 'gpt-4o-mini',
          'llm.invocation_parameters': JSON.stringify({ model: 'gpt-4o-mini', temperature: 0 }),
          'llm.input_messages.0.message.role': 'user',
          'llm.input_messages.0.message.contents.0.message_content.type': 'text',
          'llm.input_messages.0.message.contents.0.message_content.text': 'What is this?',
          'llm.input_messages.0.message.contents.1.message_content.type': 'image',
          'llm.input_messages.0.message.contents.1.message_content.image.image.url':
            'https://example.test/cat.png',
          'llm.output_messages.0.message.role': 'assistant',
          'llm.output_messages.0.message.content': 'A cat.',
          'llm.token_count.prompt': 120,
          'llm.token_count.completion': 3,
          'llm.token_count.total': 123,
          'llm.token_count.prompt_details.cache_read': 100,
          'input.value': '{"messages":[]}',
          'input.mime_type': 'application/json',
          'session.id': 'sess-1',
          'tag.tags': ['vision', 'beta'],
          metadata: JSON.stringify({ experiment: 'b' }),
        },
      },
    ]);
    expect(byKind(events, 'start')).toMatchObject({
      type: 'llm',
      model: 'gpt-4o-mini',
      params: { temperature: 0 },
      tags: ['vision', 'beta'],
      threadId: toRunUuid('sess-1'),
      metadata: { experiment: 'b' },
      input: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'What is this?' },
            { type: 'image_url', image_url: { url: 'https://example.test/cat.png' } },
          ],
        },
      ],
    });
    expect(byKind(events, 'end')).toMatchObject({
      output: { role: 'assistant', content: 'A cat.' },
      tokens: { prompt: 120, completion: 3, total: 123, cachedPrompt: 100 },
    });
  });

  it('reads OpenInference retriever documents and plain input.value', () => {
    const events = adapt([
      {
        spanId: llmSpan,
        name: 'retrieve',
        attrs: {
          'openinference.span.kind': 'RETRIEVER',
          'input.value': 'refund policy',
          'retrieval.documents.0.document.id': 'doc-1',
          'retrieval.documents.0.document.content': 'Refunds within 30 days.',
          'retrieval.documents.0.document.score': 0.92,
        },
      },
    ]);
    expect(byKind(events, 'start')).toMatchObject({ type: 'retriever', input: 'refund policy' });
    expect(byKind(events, 'end')?.output).toEqual([
      { id: 'doc-1', content: 'Refunds within 30 days.', score: 0.92 },
    ]);
  });

  it('turns status ERROR and exception events into an error run', () => {
    const events = adapt([
      {
        spanId: llmSpan,
        name: 'execute_tool get_weather',
        attrs: {
          'gen_ai.operation.name': 'execute_tool',
          'gen_ai.tool.name': 'get_weather',
          'gen_ai.tool.call.arguments': '{"city":"Paris"}',
        },
        status: { code: 2 },
        events: [
          {
            name: 'exception',
            attrs: {
              'exception.type': 'TypeError',
              'exception.message': 'fetch failed',
              'exception.stacktrace': 'TypeError: fetch failed\n    at get',
            },
          },
        ],
      },
    ]);
    expect(byKind(events, 'start')).toMatchObject({
      type: 'tool',
      name: 'get_weather',
      input: { city: 'Paris' },
    });
    expect(byKind(events, 'start')?.metadata).toMatchObject({
      'otel.span.name': 'execute_tool get_weather',
    });
    expect(byKind(events, 'error')).toMatchObject({
      status: 'error',
      error: { message: 'TypeError: fetch failed', stack: 'TypeError: fetch failed\n    at get' },
    });
  });

  it('keeps child and parent times as sent, even when the child starts after the parent ended', () => {
    const events = adapt([
      {
        spanId: rootSpan,
        name: 'agent',
        start: 1795314751000,
        end: 1795314751100,
        attrs: { 'gen_ai.operation.name': 'invoke_agent' },
      },
      {
        spanId: llmSpan,
        parentSpanId: rootSpan,
        name: 'chat',
        start: 1795314751200,
        end: 1795314751300,
        attrs: { 'gen_ai.operation.name': 'chat' },
      },
    ]);
    const runs = mergeEventBatch(events);
    const parent = runs.get(spanRunUuid(traceId, rootSpan));
    const child = runs.get(spanRunUuid(traceId, llmSpan));
    expect(parent).toMatchObject({
      type: 'agent',
      startedAt: new Date(1795314751000),
      endedAt: new Date(1795314751100),
    });
    expect(child).toMatchObject({
      parentRunId: parent?.runId,
      startedAt: new Date(1795314751200),
      endedAt: new Date(1795314751300),
    });
  });
});

describe('Langfuse OTLP attributes', () => {
  it('maps observation type, input/output, model, usage, cost, prompt and trace attributes', () => {
    const events = adapt(
      [
        {
          spanId: rootSpan,
          name: 'support-request',
          attrs: {
            'langfuse.trace.name': 'Support request',
            'langfuse.trace.tags': ['support'],
            'langfuse.trace.metadata.plan': 'team',
            'langfuse.environment': 'production',
            'user.id': 'user-7',
            'session.id': 'chat-77',
            'langfuse.trace.input': JSON.stringify({ question: 'Refund?' }),
          },
        },
        {
          spanId: llmSpan,
          parentSpanId: rootSpan,
          name: 'answer',
          attrs: {
            'langfuse.observation.type': 'generation',
            'langfuse.observation.model.name': 'gpt-4o',
            'langfuse.observation.model.parameters': JSON.stringify({ temperature: 0.2 }),
            'langfuse.observation.input': JSON.stringify([{ role: 'user', content: 'Refund?' }]),
            'langfuse.observation.output': JSON.stringify({ role: 'assistant', content: 'Yes.' }),
            'langfuse.observation.usage_details': JSON.stringify({
              input: 10,
              output: 2,
              total: 12,
              input_cached_tokens: 4,
            }),
            'langfuse.observation.cost_details': JSON.stringify({ input: 0.00025, output: 0.0002 }),
            'langfuse.observation.prompt.name': 'refund-answer',
            'langfuse.observation.prompt.version': 3,
            'langfuse.observation.metadata.step': 'final',
            'langfuse.observation.level': 'ERROR',
            'langfuse.observation.status_message': 'Content filter triggered',
          },
        },
      ],
      'langfuse',
    );
    const rootId = spanRunUuid(traceId, rootSpan);
    expect(byKind(events, 'start', rootId)).toMatchObject({
      source: 'langfuse',
      name: 'Support request',
      tags: ['support'],
      userId: 'user-7',
      threadId: toRunUuid('chat-77'),
      input: { question: 'Refund?' },
      metadata: { plan: 'team', environment: 'production' },
    });
    expect(byKind(events, 'start')).toMatchObject({
      type: 'llm',
      model: 'gpt-4o',
      params: { temperature: 0.2 },
      input: [{ role: 'user', content: 'Refund?' }],
      templateSlug: 'refund-answer',
      templateVersion: 3,
      metadata: { step: 'final', level: 'ERROR' },
    });
    const end = byKind(events, 'error');
    expect(end).toMatchObject({
      output: { role: 'assistant', content: 'Yes.' },
      tokens: { prompt: 10, completion: 2, total: 12, cachedPrompt: 4 },
      error: { message: 'Content filter triggered' },
    });
    expect(end?.cost).toBeCloseTo(0.00045, 10);
  });

  it('makes a Langfuse event observation a custom event', () => {
    const events = adapt([
      { spanId: llmSpan, name: 'cache-hit', attrs: { 'langfuse.observation.type': 'event' } },
    ]);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      kind: 'custom-event',
      type: 'custom-event',
      name: 'cache-hit',
    });
  });
});

describe('adaptOtlpRequest errors', () => {
  it('passes decoding errors through with their status', () => {
    const result = adaptOtlpRequest(
      new TextEncoder().encode('nope'),
      'application/json',
      undefined,
      { receivedAt },
    );
    expect(result).toEqual({ ok: false, format: 'json', status: 400, error: 'Invalid JSON body' });
  });
});

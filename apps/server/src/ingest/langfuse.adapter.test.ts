import { describe, expect, it } from 'vitest';
import { spanRunUuid, toRunUuid } from '../runs/run-id.js';
import { mergeEventBatch } from '../write-path/run-merge.js';
import { adaptLangfuseBatch } from './langfuse.adapter.js';

const receivedAt = new Date('2026-11-22T03:00:00.000Z');
const traceId = 'a5b6c7d8-0000-4000-8000-000000000001';
const generationId = 'a5b6c7d8-0000-4000-8000-000000000002';
const spanId = 'a5b6c7d8-0000-4000-8000-000000000003';

function adapt(batch: unknown[]) {
  const result = adaptLangfuseBatch(
    {
      batch,
      metadata: { batch_size: batch.length, sdk_name: 'langfuse-js', public_key: 'pk-lf-123' },
    },
    { receivedAt },
  );
  if (!result.ok) throw new Error(result.error);
  return result;
}

const sdkBatch = [
  {
    id: 'env-1',
    type: 'trace-create',
    timestamp: '2026-11-22T02:32:31.100Z',
    body: {
      id: traceId,
      timestamp: '2026-11-22T02:32:31.100Z',
      name: 'support-chat',
      userId: 'user-123',
      sessionId: 'session-9',
      tags: ['prod'],
      release: 'v1.4.0',
      environment: 'production',
      metadata: {
        plan: 'team',
        clientInitParams: { publicKey: 'pk-lf-123', secretKey: 'sk-lf-0123456789abcdef0123' },
      },
      input: { question: 'Capital of France?' },
    },
  },
  {
    id: 'env-2',
    type: 'span-create',
    timestamp: '2026-11-22T02:32:31.110Z',
    body: {
      id: spanId,
      traceId,
      name: 'retrieve',
      startTime: '2026-11-22T02:32:31.110Z',
      input: 'France',
    },
  },
  {
    id: 'env-3',
    type: 'generation-create',
    timestamp: '2026-11-22T02:32:31.139Z',
    body: {
      id: generationId,
      traceId,
      parentObservationId: spanId,
      name: 'answer',
      startTime: '2026-11-22T02:32:31.139Z',
      model: 'gpt-4o-mini',
      modelParameters: { temperature: 0.3, max_tokens: 50 },
      input: [{ role: 'user', content: 'Capital of France?' }],
      promptName: 'qa-prompt',
      promptVersion: 2,
      metadata: { api_key: 'secret', step: 'final' },
    },
  },
  {
    id: 'env-4',
    type: 'generation-update',
    timestamp: '2026-11-22T02:32:31.180Z',
    body: {
      id: generationId,
      traceId,
      endTime: '2026-11-22T02:32:31.177Z',
      output: { role: 'assistant', content: 'Paris.' },
      usage: { input: 21, output: 7, total: 28, unit: 'TOKENS' },
      usageDetails: { input: 21, output: 7, total: 28, input_cached_tokens: 5 },
      costDetails: { input: 0.000003, output: 0.0000042 },
    },
  },
  {
    id: 'env-5',
    type: 'score-create',
    timestamp: '2026-11-22T02:33:00.000Z',
    body: {
      id: 'score-1',
      traceId,
      observationId: generationId,
      name: 'accuracy',
      value: 1,
      comment: 'correct',
    },
  },
];

describe('adaptLangfuseBatch', () => {
  const result = adapt(sdkBatch);
  const runs = mergeEventBatch(result.items.flatMap((item) => item.events));

  it('keeps every envelope id for the 207 answer', () => {
    expect(result.rejections).toEqual([]);
    expect(result.items.map((item) => [item.id, item.type])).toEqual([
      ['env-1', 'trace-create'],
      ['env-2', 'span-create'],
      ['env-3', 'generation-create'],
      ['env-4', 'generation-update'],
      ['env-5', 'score-create'],
    ]);
  });

  it('makes the trace a root run in its session, without secrets', () => {
    const trace = runs.get(traceId);
    expect(trace).toMatchObject({
      type: 'chain',
      name: 'support-chat',
      userId: 'user-123',
      threadId: toRunUuid('session-9'),
      traceId,
      tags: ['prod'],
      input: { question: 'Capital of France?' },
      metadata: { plan: 'team', release: 'v1.4.0', environment: 'production' },
    });
    expect(JSON.stringify(result.items)).not.toContain('sk-lf-');
    expect(JSON.stringify(result.items)).not.toContain('clientInitParams');
    expect(runs.get(toRunUuid('session-9'))).toMatchObject({ type: 'thread', userId: 'user-123' });
  });

  it('builds the generation from its create and update', () => {
    const generation = runs.get(generationId);
    expect(generation).toMatchObject({
      type: 'llm',
      status: 'success',
      name: 'answer',
      model: 'gpt-4o-mini',
      parentRunId: spanId,
      traceId,
      params: { temperature: 0.3, max_tokens: 50 },
      metadata: { step: 'final' },
      templateSlug: 'qa-prompt',
      templateVersion: 2,
      startedAt: new Date('2026-11-22T02:32:31.139Z'),
      endedAt: new Date('2026-11-22T02:32:31.177Z'),
      output: { role: 'assistant', content: 'Paris.' },
      tokens: { prompt: 21, completion: 7, total: 28, cachedPrompt: 5 },
      scores: [{ label: 'accuracy', value: 1, comment: 'correct' }],
    });
    expect(generation?.cost).toBeCloseTo(0.0000072, 12);
    expect(generation?.metadata).not.toHaveProperty('api_key');
    // a span with no parent observation hangs under its trace
    expect(runs.get(spanId)?.parentRunId).toBe(traceId);
  });

  it('gives the same runs when the update comes before its create, or the batch is retried', () => {
    const shuffled = adapt([
      sdkBatch[3],
      sdkBatch[4],
      sdkBatch[0],
      sdkBatch[2],
      sdkBatch[1],
      ...sdkBatch,
    ]);
    expect(mergeEventBatch(shuffled.items.flatMap((item) => item.events))).toEqual(runs);
  });

  it('reads OpenAI-style usage and a failed generation', () => {
    const { items } = adapt([
      {
        id: 'env-9',
        type: 'generation-create',
        timestamp: '2026-11-22T02:40:00.000Z',
        body: {
          id: 'gen-err',
          traceId: 'trace-err',
          startTime: '2026-11-22T02:39:59.000Z',
          endTime: '2026-11-22T02:40:00.000Z',
          level: 'ERROR',
          statusMessage: '429 Too Many Requests',
          usage: { promptTokens: 12, completionTokens: 0, totalTokens: 12 },
        },
      },
    ]);
    const events = items[0]?.events ?? [];
    expect(events.map((event) => event.kind)).toEqual(['start', 'error']);
    expect(events[0]).toMatchObject({
      runId: toRunUuid('gen-err'),
      parentRunId: toRunUuid('trace-err'),
    });
    expect(events[1]).toMatchObject({
      status: 'error',
      error: { message: '429 Too Many Requests' },
      tokens: { prompt: 12, completion: 0, total: 12 },
    });
  });

  it('turns an event-create into a custom event and ignores sdk-log', () => {
    const { items } = adapt([
      {
        id: 'env-10',
        type: 'event-create',
        timestamp: '2026-11-22T02:41:00.000Z',
        body: { id: 'ev-1', traceId, name: 'cache-hit', startTime: '2026-11-22T02:41:00.000Z' },
      },
      {
        id: 'env-11',
        type: 'sdk-log',
        timestamp: '2026-11-22T02:41:00.000Z',
        body: { log: 'flushing' },
      },
    ]);
    expect(items[0]?.events).toMatchObject([
      { kind: 'custom-event', type: 'custom-event', name: 'cache-hit' },
    ]);
    expect(items[1]).toEqual({ id: 'env-11', type: 'sdk-log', events: [] });
  });

  it('targets OTLP spans when a score names hex trace and observation ids', () => {
    const otelTrace = '5b8efff798038103d269b633813fc60c';
    const { items } = adapt([
      {
        id: 'env-12',
        type: 'score-create',
        timestamp: '2026-11-22T02:42:00.000Z',
        body: {
          traceId: otelTrace,
          observationId: 'eee19b7ec3c1b174',
          name: 'helpful',
          value: 'yes',
        },
      },
    ]);
    expect(items[0]?.events[0]).toMatchObject({
      kind: 'score',
      runId: spanRunUuid(otelTrace, 'eee19b7ec3c1b174'),
      scores: [{ label: 'helpful', value: 'yes' }],
    });
  });

  it('rejects bad envelopes by id with a reason, keeping the good ones', () => {
    const result = adapt([
      { id: 'bad-1', type: 'generation-create', body: { name: 'no id' } },
      { id: 'bad-2', type: 'dataset-run-item-create', body: {} },
      { id: 'bad-3', type: 'score-create', body: { traceId, name: 'x' } },
      { type: 'trace-create', body: { id: 't' } },
      { id: 'bad-5', type: 'span-create' },
      sdkBatch[0],
    ]);
    expect(result.items.map((item) => item.id)).toEqual(['env-1']);
    expect(result.rejections).toEqual([
      { index: 0, id: 'bad-1', reason: 'An observation needs its id' },
      { index: 1, id: 'bad-2', reason: "Unsupported event type 'dataset-run-item-create'" },
      { index: 2, id: 'bad-3', reason: expect.stringContaining('needs a value') },
      { index: 3, reason: 'An event needs its id' },
      { index: 4, id: 'bad-5', reason: 'An event needs a body object' },
    ]);
  });

  it('refuses envelope and observation types named after Object.prototype members, that envelope only', () => {
    const body = { id: 'o-1', traceId, startTime: '2026-11-22T02:32:31.100Z', type: 'constructor' };
    const result = adapt([
      { id: 'p-1', type: 'constructor', body: {} },
      { id: 'p-2', type: '__proto__', body: {} },
      { id: 'p-3', type: 'toString', body: {} },
      { id: 'p-4', type: 'observation-create', body },
      sdkBatch[0],
    ]);
    expect(result.items.map((item) => item.id)).toEqual(['p-4', 'env-1']);
    // An unknown observation type is a span, as for any other name.
    expect(result.items[0]?.events[0]?.type).toBe('chain');
    expect(result.rejections).toEqual([
      { index: 0, id: 'p-1', reason: "Unsupported event type 'constructor'" },
      { index: 1, id: 'p-2', reason: "Unsupported event type '__proto__'" },
      { index: 2, id: 'p-3', reason: "Unsupported event type 'toString'" },
    ]);
  });

  it('answers a body without a batch with an error', () => {
    expect(adaptLangfuseBatch({ events: [] }, { receivedAt })).toEqual({
      ok: false,
      error: 'Expected a JSON body {"batch": [...]}',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { toRunUuid } from '../runs/run-id.js';
import { mergeEventBatch } from '../write-path/run-merge.js';
import { adaptLunaryBody } from './lunary.adapter.js';
import { extractLegacyReportKey, lunaryEventList } from './lunary-body.js';

const receivedAt = new Date('2026-11-22T03:00:00.000Z');
const llmRunId = '3e386506-e35b-44d8-9051-787288381e0a';

function adapt(body: unknown) {
  const result = adaptLunaryBody(body, { receivedAt });
  if (!result.ok) throw new Error(result.error);
  return result;
}

const openAiCall = {
  events: [
    {
      event: 'start',
      type: 'llm',
      runId: llmRunId,
      timestamp: 1795314751139,
      name: 'gpt-4o-mini',
      userId: 'user-123',
      userProps: { name: 'Ada' },
      tags: ['prod'],
      metadata: { feature: 'qa' },
      params: { temperature: 0.3, max_tokens: 50 },
      runtime: 'lunary-js',
      input: [
        { role: 'system', content: 'You are terse.' },
        { role: 'user', content: 'Capital of France?' },
      ],
    },
    {
      event: 'end',
      type: 'llm',
      runId: llmRunId,
      timestamp: 1795314751177,
      output: { role: 'assistant', content: 'Paris.' },
      tokensUsage: { prompt: 21, completion: 7, promptCached: 3 },
    },
  ],
};

describe('adaptLunaryBody', () => {
  it('translates the start and end of an OpenAI call', () => {
    const { events, rejections } = adapt(openAiCall);
    expect(rejections).toEqual([]);
    expect(events).toHaveLength(2);
    expect(events[0]).toEqual({
      source: 'lunary',
      kind: 'start',
      type: 'llm',
      status: 'started',
      runId: llmRunId,
      timestamp: new Date(1795314751139),
      name: 'gpt-4o-mini',
      model: 'gpt-4o-mini',
      userId: 'user-123',
      userProps: { name: 'Ada' },
      tags: ['prod'],
      metadata: { feature: 'qa' },
      params: { temperature: 0.3, max_tokens: 50 },
      runtime: 'lunary-js',
      input: openAiCall.events[0]?.input,
    });
    expect(events[1]).toMatchObject({
      kind: 'end',
      status: 'success',
      output: { role: 'assistant', content: 'Paris.' },
      tokens: { prompt: 21, completion: 7, cachedPrompt: 3 },
    });
    const run = mergeEventBatch(events).get(llmRunId);
    expect(run?.endedAt?.getTime()).toBe(1795314751177);
  });

  it('accepts a single event object, a bare array, and ISO times from the Python SDK', () => {
    const single = adapt({
      events: {
        event: 'start',
        type: 'tool',
        run_id: 'run-abc-123',
        timestamp: '2024-05-01T12:00:00.123456+00:00',
        name: 'search',
      },
    });
    expect(single.events[0]).toMatchObject({
      runId: toRunUuid('run-abc-123'),
      type: 'tool',
      timestamp: new Date('2024-05-01T12:00:00.123Z'),
    });
    const bare = adapt([{ event: 'end', type: 'tool', runId: 'run-abc-123', output: 'ok' }]);
    expect(bare.events[0]).toMatchObject({ kind: 'end', timestamp: receivedAt, output: 'ok' });
  });

  it('maps Lunary ids that are not UUIDs the same way for start and end', () => {
    const oddVariant = '3e386506-e35b-44d8-c051-787288381e0a';
    const { events } = adapt({
      events: [
        {
          event: 'start',
          type: 'chain',
          runId: oddVariant,
          parentRunId: 'run-abc-123',
          timestamp: 1,
        },
        { event: 'end', type: 'chain', runId: oddVariant.toUpperCase(), timestamp: 2 },
      ],
    });
    expect(events[0]?.runId).toBe(events[1]?.runId);
    expect(events[0]?.runId).not.toBe(oddVariant);
    expect(events[0]?.parentRunId).toBe(toRunUuid('run-abc-123'));
  });

  it('reads legacy extra as params and metadata.tags as tags', () => {
    const { events } = adapt({
      events: [
        {
          event: 'start',
          type: 'agent',
          runId: 'a1',
          timestamp: 5,
          extra: { temperature: 1 },
          metadata: { tags: ['beta'] },
        },
      ],
    });
    expect(events[0]).toMatchObject({ params: { temperature: 1 }, tags: ['beta'] });
  });

  it('records a tool error with its stack', () => {
    const { events } = adapt({
      events: [
        {
          event: 'error',
          type: 'tool',
          runId: 'tool-1',
          timestamp: 1795314751200,
          error: { message: 'ECONNRESET', stack: 'Error: ECONNRESET\n    at fetch' },
        },
      ],
    });
    expect(events[0]).toMatchObject({
      kind: 'error',
      status: 'error',
      error: { message: 'ECONNRESET', stack: 'Error: ECONNRESET\n    at fetch' },
    });
  });

  it('turns lunary.error() into an error log under its parent run', () => {
    const log = {
      event: 'error',
      type: 'log',
      parentRunId: llmRunId,
      timestamp: 1795314751300,
      message: 'Payment service down',
      extra: { message: 'Payment service down', stack: 'Error: down\n    at pay' },
    };
    const { events } = adapt({ events: [log] });
    expect(events[0]).toMatchObject({
      kind: 'log',
      type: 'log',
      name: 'error',
      status: 'error',
      parentRunId: llmRunId,
      input: 'Payment service down',
      error: { message: 'Payment service down', stack: 'Error: down\n    at pay' },
    });
    // the same log sent twice lands on the same run
    expect(adapt({ events: [log] }).events[0]?.runId).toBe(events[0]?.runId);
  });

  it('keeps the user the SDK names on a log', () => {
    const { events } = adapt({
      events: [
        {
          event: 'error',
          type: 'log',
          timestamp: 1795314751300,
          message: 'Order lookup failed',
          userId: 'user-ada',
          userProps: { plan: 'pro' },
        },
      ],
    });
    expect(events[0]).toMatchObject({ userId: 'user-ada', userProps: { plan: 'pro' } });
  });

  it('records feedback, and overwrite clears the comment it does not name', () => {
    const { events } = adapt({
      events: [
        {
          event: 'feedback',
          type: null,
          runId: llmRunId,
          timestamp: 10,
          overwrite: false,
          feedback: { thumbs: 'up', comment: 'Spot on' },
        },
        {
          event: 'feedback',
          type: null,
          runId: llmRunId,
          timestamp: 11,
          overwrite: true,
          feedback: { thumbs: 'down' },
        },
        { event: 'feedback', runId: llmRunId, timestamp: 12, extra: { thumbs: null } },
      ],
    });
    expect(events.map((item) => item.feedback)).toEqual([
      { thumb: 'up', comment: 'Spot on' },
      { thumb: 'down', comment: null },
      { thumb: null },
    ]);
    expect(events[0]?.kind).toBe('feedback');
  });

  it('turns a thread message into a chat run under an upserted thread', () => {
    const threadId = '7b0b9c1e-1f1c-4c1a-9f3e-2a6c2f0b1d11';
    const { events } = adapt({
      events: [
        {
          event: 'chat',
          type: 'thread',
          runId: 'msg-1',
          parentRunId: threadId,
          timestamp: 1795314760000,
          threadTags: ['support'],
          userId: 'user-123',
          message: { role: 'user', content: 'Where is my order?', isRetry: false },
        },
        {
          event: 'chat',
          type: 'thread',
          runId: 'msg-2',
          parentRunId: threadId,
          timestamp: 1795314765000,
          message: { role: 'assistant', content: 'It ships today.' },
        },
      ],
    });
    const [thread, question, , answer] = events;
    expect(thread).toMatchObject({
      kind: 'start',
      type: 'thread',
      runId: threadId,
      tags: ['support'],
    });
    expect(question).toMatchObject({
      kind: 'chat-message',
      type: 'chat',
      runId: toRunUuid('msg-1'),
      parentRunId: threadId,
      threadId,
      input: [{ role: 'user', content: 'Where is my order?' }],
      userId: 'user-123',
    });
    expect(answer).toMatchObject({ output: [{ role: 'assistant', content: 'It ships today.' }] });
    const runs = mergeEventBatch(events);
    expect(runs.get(threadId)).toMatchObject({
      type: 'thread',
      startedAt: new Date(1795314760000),
      tags: ['support'],
    });
  });

  it("keeps the SDK's message envelope (id, feedback) out of the message it stores", () => {
    const threadId = '7b0b9c1e-1f1c-4c1a-9f3e-2a6c2f0b1d11';
    const messageId = '1b9d6bcd-bbfd-4b2d-cbad-2b0d7b3dcb6d';
    const { events } = adapt({
      events: [
        {
          event: 'chat',
          type: 'thread',
          runId: messageId,
          parentRunId: threadId,
          timestamp: 1795314765000,
          message: {
            id: messageId,
            role: 'assistant',
            content: 'It ships today.',
            feedback: { thumbs: 'up' },
          },
        },
      ],
    });
    expect(events[1]?.runId).toBe(toRunUuid(messageId));
    expect(events[1]?.output).toEqual([{ role: 'assistant', content: 'It ships today.' }]);
    expect(events[1]?.feedback).toEqual({ thumb: 'up' });
  });

  it('accepts the older thread/start and chat/start + chat/end events', () => {
    const { events, rejections } = adapt({
      events: [
        { event: 'start', type: 'convo', runId: 't-1', timestamp: 1 },
        {
          event: 'start',
          type: 'chat',
          runId: 'c-1',
          parentRunId: 't-1',
          timestamp: 2,
          input: 'Hi',
        },
        { event: 'end', type: 'chat', runId: 'c-1', timestamp: 3, output: 'Hello!' },
      ],
    });
    expect(rejections).toEqual([]);
    expect(events.map((item) => [item.kind, item.type])).toEqual([
      ['start', 'thread'],
      ['start', 'chat'],
      ['end', 'chat'],
    ]);
  });

  it('keeps template ids: the SDK sends the rendered version as templateId', () => {
    const { events } = adapt({
      events: [
        {
          event: 'start',
          type: 'llm',
          runId: 'l1',
          timestamp: 1,
          name: 'models/gemini-1.5-pro',
          templateId: 'tv-9',
        },
      ],
    });
    expect(events[0]).toMatchObject({ templateVersionId: 'tv-9', name: 'gemini-1.5-pro' });
    expect(events[0]?.templateId).toBeUndefined();
  });

  it('tracks custom events, linked to their thread', () => {
    const { events } = adapt({
      events: [
        {
          event: 'custom-event',
          type: 'thread',
          name: 'order-cancelled',
          parentRunId: 't-1',
          timestamp: 9,
          metadata: { orderId: 42 },
        },
      ],
    });
    expect(events[0]).toMatchObject({
      kind: 'custom-event',
      type: 'custom-event',
      name: 'order-cancelled',
      parentRunId: toRunUuid('t-1'),
      threadId: toRunUuid('t-1'),
      metadata: { orderId: 42 },
    });
  });

  it('rejects bad events one by one with a reason and keeps the good ones', () => {
    const result = adapt({
      events: [
        { event: 'start', type: 'llm', timestamp: 1 },
        'not an event',
        { event: 'start', type: 'rocket', runId: 'r1', timestamp: 1 },
        { event: 'teleport', runId: 'r2' },
        { event: 'start', runId: 'r3' },
        { event: 'end', type: 'llm', runId: 'r4', timestamp: 'last tuesday' },
        { event: 'feedback', runId: 'r5', feedback: { stars: 5 } },
        { event: 'chat', runId: 'm1', message: { role: 'user', content: 'hi' } },
        ...openAiCall.events,
      ],
    });
    expect(result.events).toHaveLength(2);
    expect(result.rejections).toEqual([
      { index: 0, reason: "A 'start' event needs a runId" },
      { index: 1, reason: 'An event must be a JSON object' },
      { index: 2, id: 'r1', reason: expect.stringContaining("Unknown run type 'rocket'") },
      { index: 3, id: 'r2', reason: "Unknown event 'teleport'" },
      { index: 4, id: 'r3', reason: expect.stringContaining('needs a type') },
      { index: 5, id: 'r4', reason: expect.stringContaining('Unreadable timestamp') },
      { index: 6, id: 'r5', reason: expect.stringContaining('Feedback needs thumbs') },
      { index: 7, id: 'm1', reason: expect.stringContaining('parentRunId') },
    ]);
  });

  it('answers a body without events with an error', () => {
    expect(adaptLunaryBody('hello', { receivedAt })).toEqual({
      ok: false,
      error: 'Expected a JSON body {"events": [...]}',
    });
    expect(adapt({ events: [] }).events).toEqual([]);
  });
});

describe('legacy /api/report bodies', () => {
  it('finds the project key in the first event', () => {
    expect(extractLegacyReportKey({ events: [{ event: 'start', appId: 'pk-123' }] })).toBe(
      'pk-123',
    );
    expect(extractLegacyReportKey({ events: [{ event: 'start', app: 'pk-456' }] })).toBe('pk-456');
    expect(extractLegacyReportKey({ events: [] })).toBeUndefined();
  });

  it('flattens nested one-event arrays', () => {
    expect(lunaryEventList({ events: [[{ event: 'end' }], { event: 'start' }] })).toEqual([
      { event: 'end' },
      { event: 'start' },
    ]);
  });
});

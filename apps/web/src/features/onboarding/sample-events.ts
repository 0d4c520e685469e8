import { legacySampleMetadataKey, sampleMetadataKey, sampleTag } from '@lookout/domain';
import type { FilterBar } from '@lookout/filters';

/** The filter bar that selects the sample runs, and only them. */
export const sampleFilterBar: FilterBar = {
  operator: 'AND',
  filters: [{ id: 'metadata', params: [sampleMetadataKey, 'true'] }],
};

/**
 * Sample runs loaded by earlier builds, which marked them with the tag and `sample: true` in
 * their metadata: both together, which a user's own runs are unlikely to carry.
 */
export const legacySampleFilterBar: FilterBar = {
  operator: 'AND',
  filters: [
    { id: 'tags', params: [[sampleTag]] },
    { id: 'metadata', params: [legacySampleMetadataKey, 'true'] },
  ],
};

/** Every way sample runs have been marked; finding and removing the sample reads them all. */
export const sampleFilterBars: readonly FilterBar[] = [sampleFilterBar, legacySampleFilterBar];

/** The end users the sample data is made of (their ids start with `sample-`). */
export const sampleUsers = [
  { id: 'sample-user-ada', props: { name: 'Ada Lovelace', email: 'ada@example.com' } },
  { id: 'sample-user-grace', props: { name: 'Grace Hopper', email: 'grace@example.com' } },
  { id: 'sample-user-alan', props: { name: 'Alan Turing', email: 'alan@example.com' } },
] as const;

/** One Lunary SDK event, as `POST /v1/runs/ingest` takes it. */
export type SampleEvent = Record<string, unknown>;

/** Makes ids; `crypto.randomUUID` in the app, a counter in tests. */
export type IdMaker = () => string;

const sampleMetadata = { [sampleMetadataKey]: true };
const marks = { tags: [sampleTag], metadata: sampleMetadata };

interface LlmCall {
  model: string;
  user: (typeof sampleUsers)[number];
  input: unknown[];
  output?: unknown;
  error?: { message: string; stack: string };
  tokens: { prompt: number; completion: number };
  startedAt: number;
  ms: number;
  parentRunId?: string;
  params?: Record<string, unknown>;
  feedback?: { thumbs: 'up' | 'down'; comment?: string };
}

function llmEvents(runId: string, call: LlmCall): SampleEvent[] {
  const start: SampleEvent = {
    event: 'start',
    type: 'llm',
    runId,
    timestamp: call.startedAt,
    name: call.model,
    userId: call.user.id,
    userProps: call.user.props,
    params: call.params ?? { temperature: 0.7, max_tokens: 512 },
    input: call.input,
    ...marks,
    ...(call.parentRunId ? { parentRunId: call.parentRunId } : {}),
  };
  const end: SampleEvent = call.error
    ? { event: 'error', type: 'llm', runId, timestamp: call.startedAt + call.ms, error: call.error }
    : {
        event: 'end',
        type: 'llm',
        runId,
        timestamp: call.startedAt + call.ms,
        output: call.output,
        tokensUsage: call.tokens,
      };
  const feedback: SampleEvent[] = call.feedback
    ? [
        {
          event: 'feedback',
          type: null,
          runId,
          timestamp: call.startedAt + call.ms + 1,
          feedback: call.feedback,
        },
      ]
    : [];
  return [start, end, ...feedback];
}

/**
 * Realistic events for a new project, all tagged `sample` with `lookout.sample: true` in their metadata:
 * single LLM calls (one failed, some with feedback), an agent trace that calls a tool, and a
 * support conversation with an LLM call linked to its answer. Times lie in the last hour.
 */
export function sampleEvents(now: number, newId: IdMaker): SampleEvent[] {
  const [ada, grace, alan] = sampleUsers;
  const minute = 60_000;
  const events: SampleEvent[] = [];

  events.push(
    ...llmEvents(newId(), {
      model: 'gpt-4o-mini',
      user: ada,
      startedAt: now - 55 * minute,
      ms: 820,
      input: [
        { role: 'system', content: 'You are a concise assistant for a travel app.' },
        { role: 'user', content: 'What is the capital of Portugal?' },
      ],
      output: { role: 'assistant', content: 'Lisbon.' },
      tokens: { prompt: 28, completion: 3 },
      feedback: { thumbs: 'up' },
    }),
    ...llmEvents(newId(), {
      model: 'gpt-4o',
      user: grace,
      startedAt: now - 41 * minute,
      ms: 2350,
      input: [
        { role: 'system', content: 'You write short product descriptions.' },
        { role: 'user', content: 'Describe a waterproof hiking backpack in two sentences.' },
      ],
      output: {
        role: 'assistant',
        content:
          'Built for wet trails, this 28 L pack keeps your gear dry with sealed seams and a roll-top closure.\nPadded straps and a breathable back panel keep long hikes comfortable.',
      },
      tokens: { prompt: 31, completion: 42 },
    }),
    ...llmEvents(newId(), {
      model: 'claude-3-5-sonnet-20241022',
      user: alan,
      startedAt: now - 30 * minute,
      ms: 3100,
      input: [
        { role: 'user', content: 'Write a Python function that checks whether a number is prime.' },
      ],
      output: {
        role: 'assistant',
        content:
          'Here is a simple version:\n```python\ndef is_prime(n: int) -> bool:\n    if n < 2:\n        return False\n    i = 2\n    while i * i <= n:\n        if n % i == 0:\n            return False\n        i += 1\n    return True\n```\nIt tries divisors up to the square root of n.',
      },
      tokens: { prompt: 19, completion: 88 },
      feedback: { thumbs: 'down', comment: 'Should skip even numbers for speed.' },
    }),
    ...llmEvents(newId(), {
      model: 'gpt-4o-mini',
      user: ada,
      startedAt: now - 12 * minute,
      ms: 30_000,
      input: [{ role: 'user', content: 'Summarise this 200-page contract.' }],
      error: {
        message: 'Request timed out after 30 seconds',
        stack:
          'APITimeoutError: Request timed out.\n    at OpenAI.makeRequest (openai/core.js:312:15)',
      },
      tokens: { prompt: 0, completion: 0 },
    }),
  );

  // An agent that looks up the weather with a tool, then answers.
  const agentId = newId();
  const toolId = newId();
  const agentStart = now - 20 * minute;
  const question = { role: 'user', content: 'Do I need an umbrella in Paris today?' };
  const toolCall = {
    id: 'call_weather_1',
    type: 'function',
    function: { name: 'get_weather', arguments: '{"city":"Paris"}' },
  };
  events.push({
    event: 'start',
    type: 'agent',
    runId: agentId,
    timestamp: agentStart,
    name: 'weather-assistant',
    userId: grace.id,
    userProps: grace.props,
    input: question.content,
    ...marks,
  });
  events.push(
    ...llmEvents(newId(), {
      model: 'gpt-4o-mini',
      user: grace,
      parentRunId: agentId,
      startedAt: agentStart + 50,
      ms: 900,
      input: [question],
      output: { role: 'assistant', content: null, tool_calls: [toolCall] },
      tokens: { prompt: 62, completion: 18 },
    }),
  );
  events.push(
    {
      event: 'start',
      type: 'tool',
      runId: toolId,
      parentRunId: agentId,
      timestamp: agentStart + 1000,
      name: 'get_weather',
      input: { city: 'Paris' },
      ...marks,
    },
    {
      event: 'end',
      type: 'tool',
      runId: toolId,
      timestamp: agentStart + 1420,
      output: { forecast: 'light rain', chanceOfRain: 0.8, temperatureC: 14 },
    },
  );
  events.push(
    ...llmEvents(newId(), {
      model: 'gpt-4o-mini',
      user: grace,
      parentRunId: agentId,
      startedAt: agentStart + 1450,
      ms: 1100,
      input: [
        question,
        { role: 'assistant', content: null, tool_calls: [toolCall] },
        {
          role: 'tool',
          tool_call_id: 'call_weather_1',
          content: '{"forecast":"light rain","chanceOfRain":0.8,"temperatureC":14}',
        },
      ],
      output: {
        role: 'assistant',
        content: 'Yes: light rain is likely in Paris today (80 %), so take an umbrella.',
      },
      tokens: { prompt: 104, completion: 21 },
    }),
  );
  events.push({
    event: 'end',
    type: 'agent',
    runId: agentId,
    timestamp: agentStart + 2600,
    output: 'Yes: light rain is likely in Paris today (80 %), so take an umbrella.',
  });

  // A support conversation; the assistant's answer comes from a linked LLM call.
  const threadId = newId();
  const askId = newId();
  const answerId = newId();
  const chatStart = now - 8 * minute;
  const chat = (runId: string, at: number, message: Record<string, unknown>): SampleEvent => ({
    event: 'chat',
    type: 'thread',
    runId,
    parentRunId: threadId,
    timestamp: at,
    threadTags: [sampleTag],
    userId: alan.id,
    userProps: alan.props,
    message: { ...message, tags: [sampleTag], metadata: sampleMetadata },
  });
  const askText = 'How do I reset my password?';
  const answerText =
    'Open Settings → Account, choose "Reset password" and follow the link we email you. The link works for one hour.';
  events.push(chat(askId, chatStart, { role: 'user', content: askText }));
  events.push(
    ...llmEvents(newId(), {
      model: 'gpt-4o-mini',
      user: alan,
      parentRunId: answerId,
      startedAt: chatStart + 200,
      ms: 1300,
      input: [
        { role: 'system', content: 'You are the support assistant of Acme.' },
        { role: 'user', content: askText },
      ],
      output: { role: 'assistant', content: answerText },
      tokens: { prompt: 36, completion: 30 },
    }),
  );
  events.push(chat(answerId, chatStart + 1600, { role: 'assistant', content: answerText }));
  events.push(chat(newId(), chatStart + 60_000, { role: 'user', content: 'Thanks, that worked!' }));
  return events;
}

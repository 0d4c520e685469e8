import type { ProviderKeyProvider } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeProviderKeys } from '../testing/fake-provider-modes.js';
import {
  type FakeProviderServer,
  startFakeProviderServer,
} from '../testing/fake-provider-server.js';
import { ProviderCallError } from './provider-error.js';
import { type ChatRequest, type ChatStreamEvent, streamChat } from './stream-chat.js';

let fake: FakeProviderServer;
beforeAll(async () => {
  fake = await startFakeProviderServer();
});
afterAll(async () => {
  await fake?.stop();
});

function request(
  provider: ProviderKeyProvider,
  apiKey: string,
  overrides: Partial<ChatRequest> = {},
): ChatRequest {
  return {
    connection: { provider, apiKey, baseUrl: fake.baseUrl, fetch },
    model: provider === 'anthropic' ? 'claude-haiku-4-5' : 'gpt-4o-mini',
    messages: [
      { role: 'system', content: 'Be brief.' },
      { role: 'user', content: 'Capital of France?' },
    ],
    params: { max_tokens: 100, temperature: 0.2 },
    timeoutMs: 5000,
    ...overrides,
  };
}

async function collect(call: ChatRequest): Promise<ChatStreamEvent[]> {
  const events: ChatStreamEvent[] = [];
  for await (const event of streamChat(call)) events.push(event);
  return events;
}

async function failure(call: ChatRequest): Promise<ProviderCallError> {
  const error = await collect(call).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ProviderCallError);
  return error as ProviderCallError;
}

describe.each([
  ['openai', '/v1/chat/completions'],
  ['anthropic', '/v1/messages'],
] as const)('streamChat over the %s wire format', (provider, path) => {
  it('streams the answer in pieces, then the finish reason and usage', async () => {
    const events = await collect(request(provider, fakeProviderKeys.ok));
    const texts = events.flatMap((event) => (event.type === 'text' ? [event.text] : []));
    expect(texts.length).toBeGreaterThan(1);
    expect(texts.join('')).toBe('You asked: Capital of France?');
    const finish = events.at(-1);
    expect(finish).toMatchObject({
      type: 'finish',
      finishReason: provider === 'openai' ? 'stop' : 'end_turn',
    });
    if (finish?.type !== 'finish') throw new Error('no finish');
    expect(finish.usage.promptTokens).toBeGreaterThan(0);
    expect(finish.usage.completionTokens).toBe(
      Math.ceil('You asked: Capital of France?'.length / 4),
    );
    const sent = fake.requests.at(-1);
    expect(sent?.path).toBe(path);
    expect(sent?.apiKey).toBe(fakeProviderKeys.ok);
    expect(sent?.body).toMatchObject({ model: request(provider, '').model, stream: true });
  });

  it('yields a complete tool call when the model calls an offered tool', async () => {
    const events = await collect(
      request(provider, fakeProviderKeys.ok, {
        tools: [
          {
            type: 'function',
            function: {
              name: 'search',
              description: 'Search the web',
              parameters: { type: 'object', properties: { query: { type: 'string' } } },
            },
          },
        ],
      }),
    );
    expect(events.filter((event) => event.type === 'tool_call')).toEqual([
      {
        type: 'tool_call',
        id: provider === 'openai' ? 'call_fake1' : 'toolu_fake1',
        name: 'search',
        arguments: JSON.stringify({ query: 'Capital of France?' }),
      },
    ]);
    expect(events.at(-1)).toMatchObject({
      type: 'finish',
      finishReason: provider === 'openai' ? 'tool_calls' : 'tool_use',
    });
  });

  it('asks for JSON when the prompt sets response_format, and still streams the text', async () => {
    const events = await collect(
      request(provider, fakeProviderKeys.ok, { responseFormat: { type: 'json_object' } }),
    );
    expect(events.at(-1)).toMatchObject({ type: 'finish' });
    expect(events.some((event) => event.type === 'text')).toBe(true);
    if (provider === 'openai') {
      expect(fake.requests.at(-1)?.body.response_format).toEqual({ type: 'json_object' });
    }
  });

  it.each([
    ['unauthorized', fakeProviderKeys.unauthorized, 401, false, /refused the API key/],
    ['rate_limited', fakeProviderKeys.rateLimited, 429, true, /rate limiting/],
    ['provider_error', fakeProviderKeys.serverError, 500, true, /failed \(HTTP 500\)/],
  ] as const)(
    'reports %s with the status and whether to retry',
    async (kind, key, status, retryable, message) => {
      const error = await failure(request(provider, key));
      expect({ failure: error.failure, status: error.status, retryable: error.retryable }).toEqual({
        failure: kind,
        status,
        retryable,
      });
      expect(error.message).toMatch(message);
      expect(error.message).not.toContain(key);
    },
  );

  it('fails as timed out when the provider stays silent', async () => {
    const started = Date.now();
    const error = await failure(request(provider, fakeProviderKeys.hang, { timeoutMs: 300 }));
    expect(error.failure).toBe('timeout');
    expect(error.retryable).toBe(true);
    expect(error.message).toMatch(/did not answer within/);
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('reports a stream cut mid-way after the text that did arrive', async () => {
    const texts: string[] = [];
    const error = await (async () => {
      try {
        for await (const event of streamChat(request(provider, fakeProviderKeys.cut))) {
          if (event.type === 'text') texts.push(event.text);
        }
      } catch (thrown) {
        return thrown;
      }
      return undefined;
    })();
    expect(texts.join('')).toBe('You asked: ');
    expect(error).toBeInstanceOf(ProviderCallError);
    expect((error as ProviderCallError).failure).toBe('stream_cut');
    expect((error as ProviderCallError).message).toMatch(/broke before the answer was complete/);
  });

  it('ends quietly, with no finish, when the caller aborts', async () => {
    const stop = new AbortController();
    const events: ChatStreamEvent[] = [];
    for await (const event of streamChat(
      request(provider, fakeProviderKeys.slow, { signal: stop.signal }),
    )) {
      events.push(event);
      stop.abort();
    }
    expect(events).toEqual([{ type: 'text', text: 'You ' }]);
  });
});

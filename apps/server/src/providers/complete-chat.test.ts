import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeProviderKeys } from '../testing/fake-provider-modes.js';
import {
  type FakeProviderServer,
  startFakeProviderServer,
} from '../testing/fake-provider-server.js';
import { completeChat } from './complete-chat.js';
import { ProviderCallError } from './provider-error.js';
import type { ChatRequest } from './stream-chat.js';

let fake: FakeProviderServer;
beforeAll(async () => {
  fake = await startFakeProviderServer();
});
afterAll(async () => {
  await fake?.stop();
});

function request(apiKey: string, provider: 'openai' | 'anthropic' = 'openai'): ChatRequest {
  return {
    connection: { provider, apiKey, baseUrl: fake.baseUrl, fetch },
    model: provider === 'openai' ? 'gpt-4o-mini' : 'claude-haiku-4-5',
    messages: [{ role: 'user', content: 'Capital of France?' }],
    params: { temperature: 0 },
    timeoutMs: 5000,
  };
}

describe('completeChat', () => {
  it.each(['openai', 'anthropic'] as const)(
    'answers the whole text, usage and finish reason (%s)',
    async (provider) => {
      const answer = await completeChat(request(fakeProviderKeys.ok, provider));
      expect(answer.text).toBe('You asked: Capital of France?');
      expect(answer.usage.completionTokens).toBe(Math.ceil(answer.text.length / 4));
      expect(answer.usage.promptTokens).toBeGreaterThan(0);
      expect(answer.finishReason).toBe(provider === 'openai' ? 'stop' : 'end_turn');
      expect(answer.durationMs).toBeGreaterThanOrEqual(0);
    },
  );

  it('throws the ProviderCallError of the stream', async () => {
    const error = await completeChat(request(fakeProviderKeys.serverError)).catch(
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ProviderCallError);
    expect(error).toMatchObject({ failure: 'provider_error', retryable: true, status: 500 });
  });
});

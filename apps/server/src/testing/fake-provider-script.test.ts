import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeChat } from '../providers/complete-chat.js';
import type { ChatRequest } from '../providers/stream-chat.js';
import { fakeJudgeVerdict, fakeProviderKeys } from './fake-provider-modes.js';
import { type FakeProviderServer, startFakeProviderServer } from './fake-provider-server.js';

let fake: FakeProviderServer;
beforeAll(async () => {
  fake = await startFakeProviderServer();
});
afterAll(async () => {
  await fake?.stop();
});

function request(apiKey: string, provider: 'openai' | 'anthropic'): ChatRequest {
  return {
    connection: { provider, apiKey, baseUrl: fake.baseUrl, fetch },
    model: 'any-model',
    messages: [{ role: 'user', content: 'Hello' }],
    params: {},
    timeoutMs: 1000,
  };
}

describe.each(['openai', 'anthropic'] as const)('the fake provider (%s wire)', (provider) => {
  it('answers scripted texts in order, then its echo again', async () => {
    fake.script({ kind: 'text', text: '{"passed": true}' }, { kind: 'text', text: 'garbage here' });
    const key = fakeProviderKeys.ok;
    expect((await completeChat(request(key, provider))).text).toBe('{"passed": true}');
    expect((await completeChat(request(key, provider))).text).toBe('garbage here');
    expect((await completeChat(request(key, provider))).text).toBe('You asked: Hello');
  });

  it('answers a scripted status whatever the key', async () => {
    fake.script({ kind: 'status', status: 500 });
    await expect(completeChat(request(fakeProviderKeys.ok, provider))).rejects.toMatchObject({
      status: 500,
    });
  });

  it('answers after a scripted delay, or never', async () => {
    fake.script({ kind: 'text', text: 'late', delayMs: 50 }, { kind: 'hang' });
    expect((await completeChat(request(fakeProviderKeys.ok, provider))).text).toBe('late');
    await expect(completeChat(request(fakeProviderKeys.ok, provider))).rejects.toMatchObject({
      failure: 'timeout',
      retryable: true,
    });
  });

  it("answers the judge's verdict to the judge key", async () => {
    const answer = await completeChat(request(fakeProviderKeys.judge, provider));
    expect(JSON.parse(answer.text)).toEqual(JSON.parse(fakeJudgeVerdict));
  });
});

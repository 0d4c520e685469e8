import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, streamCreationError } from '../core/http-client.js';
import { testProjectId } from '../testing/fake-api.js';
import { observeCall } from '../testing/resource-call.js';
import { getPlaygroundUsage, runPlayground } from './playground.js';

const runId = '33333333-3333-4333-8333-333333333333';

function streamingClient(body: BodyInit | null, status = 200) {
  const fetch = vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) => new Response(body, { status }),
  );
  const http = createHttpClient({
    baseUrl: 'http://lookout.test',
    fetch,
    getToken: () => 'tok',
    getProjectId: () => testProjectId,
    onNotify: () => undefined,
  });
  return { http, fetch };
}

function bytesOf(parts: readonly string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
}

const body = { content: 'Hi {{name}}', extra: { model: 'gpt-4o' }, variables: { name: 'Ada' } };

describe('runPlayground', () => {
  it('posts to the project and yields parsed chunks as lines complete', async () => {
    const start = { type: 'start', runId, model: 'gpt-4o', provider: 'openai', request: {} };
    const done = {
      type: 'done',
      runId,
      finishReason: 'stop',
      usage: { promptTokens: 5, completionTokens: 2 },
      cost: 0.0001,
      durationMs: 12,
    };
    const { http, fetch } = streamingClient(
      bytesOf([
        `${JSON.stringify(start)}\n{"type":"te`,
        'xt","text":"Hel"}\n{"type":"text","text":"lo"}\n',
        JSON.stringify(done),
      ]),
    );
    const chunks = [];
    for await (const chunk of runPlayground(http, body)) chunks.push(chunk);
    expect(chunks).toEqual([
      start,
      { type: 'text', text: 'Hel' },
      { type: 'text', text: 'lo' },
      done,
    ]);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe(`http://lookout.test/v1/playground/runs?projectId=${testProjectId}`);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(body);
  });

  it("throws 'Error creating a stream from the response.' when the answer has no body", async () => {
    const { http } = streamingClient(null);
    await expect(runPlayground(http, body).next()).rejects.toThrow(streamCreationError);
  });

  it('throws the server message when the run cannot start', async () => {
    const { http } = streamingClient(
      JSON.stringify({
        error: 'Invalid request',
        message: 'variables: no value for "name", which the prompt uses.',
      }),
      400,
    );
    await expect(runPlayground(http, body).next()).rejects.toThrow(
      'variables: no value for "name"',
    );
  });

  it('refuses a line that is not a playground chunk', async () => {
    const { http } = streamingClient(bytesOf(['{"type":"mystery"}\n']));
    await expect(runPlayground(http, body).next()).rejects.toThrow(/a chunk it should not/);
  });
});

describe('getPlaygroundUsage', () => {
  it("reads the month's runs of the selected project's org", async () => {
    const usage = { runsThisMonth: 3, limit: 20 };
    expect(await observeCall((http) => getPlaygroundUsage(http), { body: usage })).toMatchObject({
      method: 'GET',
      path: '/v1/playground/usage',
      projectId: testProjectId,
      result: usage,
    });
  });
});

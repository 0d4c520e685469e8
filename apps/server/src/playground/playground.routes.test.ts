import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { freePlanPlaygroundRunsPerMonth, type PlaygroundChunk } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTeammate, setPlan, upgradeToTeam } from '../testing/accounts.js';
import { fakeProviderKeys } from '../testing/fake-provider-modes.js';
import {
  type FakeProviderServer,
  startFakeProviderServer,
} from '../testing/fake-provider-server.js';
import { openSignedUpApp, type SignedUpApp } from '../testing/signed-up-app.js';
import { createTestApp, json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

/** The chunks of an NDJSON answer, each line parsed. */
async function chunksOf(response: Response): Promise<PlaygroundChunk[]> {
  const text = await response.text();
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as PlaygroundChunk);
}

describe.each(testDatabaseTargets())('playground routes on $kind', (target) => {
  let setup: SignedUpApp;
  let fake: FakeProviderServer;
  /** A deployed version of a template of the project, which runs link to. */
  let templateVersionId: string;
  beforeAll(async () => {
    fake = await startFakeProviderServer();
    setup = await openSignedUpApp(target);
    const created = await setup.api.call(
      'POST',
      `/v1/templates?projectId=${setup.owner.projectId}`,
      {
        token: setup.owner.token,
        body: {
          slug: 'capital-quiz',
          mode: 'openai',
          content: [{ role: 'user', content: 'Capital of {{country}}?' }],
          extra: { model: 'gpt-4o-mini' },
          isDraft: false,
        },
      },
    );
    expect(created.status).toBe(200);
    const template = await json<{ versions: { id: string }[] }>(created);
    templateVersionId = template.versions[0]?.id ?? '';
  });
  afterAll(async () => {
    await setup?.database.close();
    await fake?.stop();
  });

  const useKey = async (provider: string, apiKey: string) => {
    const saved = await setup.api.call('PUT', `/v1/orgs/provider-keys/${provider}`, {
      token: setup.owner.token,
      body: { apiKey, baseUrl: fake.baseUrl },
    });
    expect(saved.status).toBe(200);
  };
  const runPlayground = (
    body: Record<string, unknown>,
    options: { api?: TestApp; token?: string; headers?: Record<string, string> } = {},
  ) =>
    (options.api ?? setup.api).call(
      'POST',
      `/v1/playground/runs?projectId=${setup.owner.projectId}`,
      {
        token: options.token ?? setup.owner.token,
        body,
        ...(options.headers ? { headers: options.headers } : {}),
      },
    );
  const storedRun = (runId: string) =>
    setup.database.db
      .selectFrom('run')
      .selectAll()
      .where('project_id', '=', setup.owner.projectId)
      .where('id', '=', runId)
      .executeTakeFirst();

  /** Reads a run's stream until its first text chunk; answers the run id of its start chunk. */
  const runIdOnceText = async (reader: ReadableStreamDefaultReader<Uint8Array>) => {
    let received = '';
    while (!received.includes('"type":"text"')) {
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended early');
      received += new TextDecoder().decode(value);
    }
    return (JSON.parse(received.split('\n')[0] ?? '{}') as { runId: string }).runId;
  };
  /** The run once the writer stored it (a stopped run is logged after the stream ends), 5 s at most. */
  const loggedRun = async (runId: string) => {
    let run = await storedRun(runId);
    for (let attempt = 0; attempt < 50 && run === undefined; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      run = await storedRun(runId);
    }
    return run;
  };

  it('refuses to start without a key for the model, naming the provider', async () => {
    const response = await runPlayground({ content: 'Hello', extra: { model: 'gpt-4o-mini' } });
    expect(response.status).toBe(400);
    expect((await json<{ message: string }>(response)).message).toBe(
      'Add an API key for OpenAI or Azure OpenAI in Settings → Providers to run gpt-4o-mini.',
    );
  });

  it("refuses a template version that is not one of the project's, before calling any provider", async () => {
    await useKey('openai', fakeProviderKeys.ok);
    const response = await runPlayground({
      templateVersionId: '6a1c1b0e-5d7f-4f0e-8a0b-2b7d7c9b1e11',
      content: 'Hello',
      extra: { model: 'gpt-4o-mini' },
    });
    expect(response.status).toBe(404);
  });

  it('streams the answer of a rendered template, then logs it as a playground run of the project', async () => {
    await useKey('openai', fakeProviderKeys.ok);
    const response = await runPlayground(
      {
        templateVersionId,
        content: [
          { role: 'system', content: 'You are {{persona}}.' },
          { role: 'user', content: 'Capital of {{country}}?' },
        ],
        extra: { model: 'gpt-4o-mini', temperature: 0.5, max_tokens: 50 },
        variables: { persona: 'a geographer', country: 'France' },
      },
      { headers: { 'accept-encoding': 'gzip' } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    // Compressing would hold the chunks back until a buffer fills.
    expect(response.headers.get('content-encoding')).toBeNull();
    const chunks = await chunksOf(response);
    const [start] = chunks;
    if (start?.type !== 'start') throw new Error(`first chunk ${JSON.stringify(start)}`);
    expect(start).toMatchObject({ model: 'gpt-4o-mini', provider: 'openai' });
    expect(JSON.stringify(start.request)).toContain('Capital of France?');
    expect(JSON.stringify(start.request)).not.toContain(fakeProviderKeys.ok);
    const texts = chunks.flatMap((chunk) => (chunk.type === 'text' ? [chunk.text] : []));
    expect(texts.length).toBeGreaterThan(1);
    expect(texts.join('')).toBe('You asked: Capital of France?');
    const done = chunks.at(-1);
    if (done?.type !== 'done') throw new Error(`last chunk ${JSON.stringify(done)}`);
    expect(done.runId).toBe(start.runId);
    expect(done.finishReason).toBe('stop');
    expect(done.usage.completionTokens).toBe(8);
    expect(done.cost).toBeGreaterThan(0);

    const run = await storedRun(start.runId);
    expect(run).toMatchObject({
      type: 'llm',
      status: 'success',
      model: 'gpt-4o-mini',
      tags: ['playground'],
      template_version_id: templateVersionId,
      completion_tokens: 8,
      prompt_tokens: done.usage.promptTokens,
      output: { role: 'assistant', content: 'You asked: Capital of France?' },
      input: [
        { role: 'system', content: 'You are a geographer.' },
        { role: 'user', content: 'Capital of France?' },
      ],
    });
    expect(run?.cost).toBeCloseTo(done.cost ?? 0, 10);
    expect(run?.params).toMatchObject({ temperature: 0.5, max_tokens: 50 });
    // The provider got the rendered prompt and the org's key.
    expect(fake.requests.at(-1)).toMatchObject({
      apiKey: fakeProviderKeys.ok,
      path: '/v1/chat/completions',
    });

    const audit = await setup.database.db
      .selectFrom('audit_log')
      .select(['subject', 'action', 'details', 'project_id'])
      .where('org_id', '=', setup.owner.orgId)
      .where('action', '=', 'run_playground')
      .execute();
    expect(audit).toEqual([
      {
        subject: 'prompt',
        action: 'run_playground',
        project_id: setup.owner.projectId,
        details: {
          runId: start.runId,
          model: 'gpt-4o-mini',
          provider: 'openai',
          templateVersionId,
        },
      },
    ]);
  });

  it('streams a tool call from an Anthropic model as a structured chunk', async () => {
    await useKey('anthropic', fakeProviderKeys.ok);
    const chunks = await chunksOf(
      await runPlayground({
        content: [{ role: 'user', content: 'Weather in Paris?' }],
        extra: {
          // The provider prefix some SDKs write is not part of Anthropic's model name.
          model: 'anthropic/claude-haiku-4-5',
          tools: [
            { type: 'function', function: { name: 'weather', parameters: { type: 'object' } } },
          ],
        },
      }),
    );
    expect(chunks.filter((chunk) => chunk.type === 'tool_call')).toEqual([
      {
        type: 'tool_call',
        id: 'toolu_fake1',
        name: 'weather',
        arguments: '{"query":"Weather in Paris?"}',
      },
    ]);
    const done = chunks.at(-1);
    expect(done).toMatchObject({ type: 'done', finishReason: 'tool_use' });
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/v1/messages',
      body: { model: 'claude-haiku-4-5' },
    });
    const run = await storedRun(done?.type === 'done' ? done.runId : '');
    expect(run?.output).toMatchObject({
      tool_calls: [
        {
          id: 'toolu_fake1',
          function: { name: 'weather', arguments: '{"query":"Weather in Paris?"}' },
        },
      ],
    });
  });

  it.each([
    [fakeProviderKeys.unauthorized, 401, false, /refused the API key/],
    [fakeProviderKeys.rateLimited, 429, true, /rate limiting/],
    [fakeProviderKeys.serverError, 500, true, /HTTP 500/],
  ] as const)(
    'ends with an error chunk and logs an error run when the provider answers %s',
    async (key, status, retryable, message) => {
      await useKey('openai', key);
      const chunks = await chunksOf(
        await runPlayground({ content: 'Hi', extra: { model: 'gpt-4o' } }),
      );
      const last = chunks.at(-1);
      if (last?.type !== 'error') throw new Error(`last chunk ${JSON.stringify(last)}`);
      expect({ status: last.status, retryable: last.retryable }).toEqual({ status, retryable });
      expect(last.message).toMatch(message);
      const run = await storedRun(last.runId ?? '');
      expect(run?.status).toBe('error');
      expect(run?.error?.message).toBe(last.message);
      expect(run?.tags).toEqual(['playground']);
    },
  );

  it('keeps the words that came before a cut stream, and says the stream broke', async () => {
    await useKey('openai', fakeProviderKeys.cut);
    const chunks = await chunksOf(
      await runPlayground({ content: 'Capital of Peru?', extra: { model: 'gpt-4o' } }),
    );
    expect(
      chunks
        .filter((chunk) => chunk.type === 'text')
        .map((chunk) => (chunk as { text: string }).text)
        .join(''),
    ).toBe('You asked: ');
    const last = chunks.at(-1);
    expect(last).toMatchObject({ type: 'error', retryable: true });
    expect(last?.type === 'error' && last.message).toMatch(/broke before the answer was complete/);
    const run = await storedRun(last?.type === 'error' ? (last.runId ?? '') : '');
    expect(run).toMatchObject({ status: 'error', output: { content: 'You asked: ' } });
  });

  it('times out a silent provider after the configured time', async () => {
    await useKey('openai', fakeProviderKeys.hang);
    const quick = await createTestApp(setup.database, { providerTimeoutMs: 1000 });
    const chunks = await chunksOf(
      await runPlayground({ content: 'Hi', extra: { model: 'gpt-4o' } }, { api: quick }),
    );
    expect(chunks.at(-1)).toMatchObject({ type: 'error', status: null, retryable: true });
    expect((chunks.at(-1) as { message: string }).message).toBe(
      'OpenAI did not answer within 1 s. Try again later.',
    );
  });

  it('stops the provider call when the client stops reading, and logs the run as stopped', async () => {
    await useKey('openai', fakeProviderKeys.slow);
    const response = await runPlayground({
      content: 'Tell me a long story',
      extra: { model: 'gpt-4o' },
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const runId = await runIdOnceText(reader);
    await reader.cancel();
    const run = await loggedRun(runId);
    expect(run).toMatchObject({
      status: 'success',
      metadata: { stopped: true },
      tags: ['playground'],
    });
    expect(run?.output).toMatchObject({ content: 'You ' });
  });

  it('aborts the provider call when a client of the listening server goes away', async () => {
    await useKey('openai', fakeProviderKeys.slow);
    const server = serve({ fetch: setup.api.app.fetch, port: 0, hostname: '127.0.0.1' });
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const { port } = server.address() as AddressInfo;
      const leave = new AbortController();
      const response = await fetch(
        `http://127.0.0.1:${port}/v1/playground/runs?projectId=${setup.owner.projectId}`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${setup.owner.token}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ content: 'Tell me a long story', extra: { model: 'gpt-4o' } }),
          signal: leave.signal,
        },
      );
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      const runId = await runIdOnceText(reader);
      leave.abort();
      const run = await loggedRun(runId);
      // Left running, the slow provider would finish the sentence a word a second.
      expect(run).toMatchObject({
        status: 'success',
        metadata: { stopped: true },
        output: { content: 'You ' },
      });
    } finally {
      (server as Server).closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('answers 400 naming what is wrong before anything streams', async () => {
    await useKey('openai', fakeProviderKeys.ok);
    const cases: [Record<string, unknown>, RegExp][] = [
      [
        {
          content: 'Hi {{name}} from {{city}}',
          extra: { model: 'gpt-4o' },
          variables: { name: 'Ada' },
        },
        /variables: no value for "city"/,
      ],
      [{ content: 'Hi', extra: { model: 'gpt-17-ultra' } }, /Unknown model "gpt-17-ultra"/],
      [
        { content: 'Hi', extra: { model: 'ibm/granite-3-8b-instruct' } },
        /IBM watsonx.ai models cannot be run/,
      ],
      [{ content: [{ role: 'wizard', content: 'Hi' }], extra: { model: 'gpt-4o' } }, /content/],
      [
        { content: 'Hi', extra: { model: 'gpt-4o', temperature: 7 } },
        /temperature must be between 0 and 2/,
      ],
      [{ content: [], extra: { model: 'gpt-4o' } }, /add at least one message/],
      [
        { content: [{ role: 'function', name: 'f', content: 'x' }], extra: { model: 'gpt-4o' } },
        /legacy function messages/,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await runPlayground(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await json<{ message: string }>(response)).message).toMatch(message);
    }
  });

  it('counts runs this month; self-hosted has no limit', async () => {
    const usage = await json<{ runsThisMonth: number; limit: number | null }>(
      setup.api.call('GET', `/v1/playground/usage?projectId=${setup.owner.projectId}`, {
        token: setup.owner.token,
      }),
    );
    // Every run that reached the provider counts: 2 + 3 failures + cut + timeout + 2 stopped.
    expect(usage).toEqual({ runsThisMonth: 9, limit: null });
  });

  it('refuses a free cloud org past its monthly runs with plan_required, and lets Team run on', async () => {
    await useKey('openai', fakeProviderKeys.ok);
    const cloud = await createTestApp(setup.database, { edition: 'cloud' });
    const usageOf = () =>
      json<{ runsThisMonth: number; limit: number | null }>(
        cloud.call('GET', `/v1/playground/usage?projectId=${setup.owner.projectId}`, {
          token: setup.owner.token,
        }),
      );
    expect(await usageOf()).toEqual({ runsThisMonth: 9, limit: freePlanPlaygroundRunsPerMonth });
    await setup.database.db
      .updateTable('org_usage')
      .set({ playground_runs: freePlanPlaygroundRunsPerMonth - 1 })
      .where('org_id', '=', setup.owner.orgId)
      .execute();
    const last = await runPlayground({ content: 'Hi', extra: { model: 'gpt-4o' } }, { api: cloud });
    expect(last.status).toBe(200);
    await last.text();
    const refused = await runPlayground(
      { content: 'Hi', extra: { model: 'gpt-4o' } },
      { api: cloud },
    );
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'plan_required', feature: 'playground' });
    expect(await usageOf()).toEqual({
      runsThisMonth: freePlanPlaygroundRunsPerMonth,
      limit: freePlanPlaygroundRunsPerMonth,
    });

    await upgradeToTeam(cloud, setup.owner);
    const team = await runPlayground({ content: 'Hi', extra: { model: 'gpt-4o' } }, { api: cloud });
    expect(team.status).toBe(200);
    await team.text();
    expect(await usageOf()).toEqual({
      runsThisMonth: freePlanPlaygroundRunsPerMonth + 1,
      limit: 1000,
    });
    await setPlan(cloud, setup.owner.orgId, 'enterprise');
    expect((await usageOf()).limit).toBeNull();
  });

  it('lets prompt runners run, and refuses viewers', async () => {
    const member = await addTeammate(setup.api, setup.owner, 'member');
    const viewer = await addTeammate(setup.api, setup.owner, 'viewer');
    const allowed = await runPlayground(
      { content: 'Hi', extra: { model: 'gpt-4o' } },
      { token: member },
    );
    expect(allowed.status).toBe(200);
    await allowed.text();
    const refused = await runPlayground(
      { content: 'Hi', extra: { model: 'gpt-4o' } },
      { token: viewer },
    );
    expect(refused.status).toBe(403);
  });

  it('refuses a base URL on a private address when the outbound guard is on, calling nothing and counting no run', async () => {
    await useKey('openai', fakeProviderKeys.ok);
    const guarded = await createTestApp(setup.database, { outboundPrivateNetwork: 'refuse' });
    const runsThisMonth = async () =>
      (
        await json<{ runsThisMonth: number }>(
          guarded.call('GET', `/v1/playground/usage?projectId=${setup.owner.projectId}`, {
            token: setup.owner.token,
          }),
        )
      ).runsThisMonth;
    const before = await runsThisMonth();
    const chunks = await chunksOf(
      await runPlayground({ content: 'Hi', extra: { model: 'gpt-4o' } }, { api: guarded }),
    );
    expect(chunks.at(-1)).toMatchObject({ type: 'error', retryable: false });
    expect((chunks.at(-1) as { message: string }).message).toBe(
      'The OpenAI base URL is refused: 127.0.0.1 is a private network address; the cloud edition only calls public addresses.',
    );
    expect(chunks.some((chunk) => chunk.type === 'text')).toBe(false);
    expect(await runsThisMonth()).toBe(before);
    // A run that reaches the provider counts.
    await (await runPlayground({ content: 'Hi', extra: { model: 'gpt-4o' } })).text();
    expect(await runsThisMonth()).toBe(before + 1);
  });

  it('counts no run when the provider cannot be reached at all', async () => {
    // A port that was just closed: nothing listens there.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const saved = await setup.api.call('PUT', '/v1/orgs/provider-keys/openai', {
      token: setup.owner.token,
      body: { apiKey: fakeProviderKeys.ok, baseUrl: `http://127.0.0.1:${port}/v1` },
    });
    expect(saved.status).toBe(200);
    const runsThisMonth = async () =>
      (
        await json<{ runsThisMonth: number }>(
          setup.api.call('GET', `/v1/playground/usage?projectId=${setup.owner.projectId}`, {
            token: setup.owner.token,
          }),
        )
      ).runsThisMonth;
    const before = await runsThisMonth();
    const chunks = await chunksOf(
      await runPlayground({ content: 'Hi', extra: { model: 'gpt-4o' } }),
    );
    expect(chunks.at(-1)).toMatchObject({ type: 'error', retryable: true });
    expect((chunks.at(-1) as { message: string }).message).toMatch(/^Could not reach OpenAI/);
    expect(await runsThisMonth()).toBe(before);
    await useKey('openai', fakeProviderKeys.ok);
  });
});

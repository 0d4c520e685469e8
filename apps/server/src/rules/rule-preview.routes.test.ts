import type { ApiError, PreviewRuleResponse } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { addTeammate, type SignedUp, setPlan, signUp } from '../testing/accounts.js';
import { openSignedUpApp } from '../testing/signed-up-app.js';
import { createTestApp, json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

describe.each(testDatabaseTargets())('data rules: preview and plan gating on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;
  let publicKey: string;
  beforeAll(async () => {
    // The cloud edition, where PII masking is an enterprise feature.
    ({
      database,
      api,
      owner,
      keys: { public: publicKey },
    } = await openSignedUpApp(target, { edition: 'cloud' }));
    const now = Date.now();
    const events = [
      { runId: 'first', type: 'llm', input: 'Write to ada@example.com', output: 'Done.' },
      {
        runId: 'second',
        type: 'llm',
        input: [{ role: 'user', content: 'Card 4111 1111 1111 1111, order ORD-77' }],
        output: { role: 'assistant', content: 'Call +44 20 7946 0958' },
      },
      { runId: 'third', type: 'tool', input: { query: 'weather' }, output: 'sunny' },
    ].map((run, index) => ({
      event: 'start',
      name: `run-${index}`,
      timestamp: now - (3 - index) * 1_000,
      ...run,
    }));
    const ingested = await api.call('POST', '/v1/runs/ingest', {
      token: publicKey,
      body: { events },
    });
    expect(ingested.status).toBe(200);
  });
  afterAll(async () => {
    await database?.close();
  });

  const preview = (body: unknown, token = owner.token, query = '') =>
    api.call('POST', `/v1/projects/${owner.projectId}/rules/preview${query}`, { token, body });

  it('previews a masking rule on the most recent runs with spans and counts, saving nothing', async () => {
    const response = await preview({
      type: 'masking',
      piiKinds: ['email', 'cc', 'phone', 'regex'],
      customRegexes: ['ORD-\\d+'],
    });
    expect(response.status).toBe(200);
    const answer = await json<PreviewRuleResponse>(response);
    expect(answer.runs.map((run) => run.name)).toEqual(['run-2', 'run-1', 'run-0']);
    const second = answer.runs[1];
    expect(second?.input?.text).toBe('user\nCard 4111 1111 1111 1111, order ORD-77');
    const masked = (text: string | undefined, spans: { start: number; end: number }[] = []) =>
      spans.map((span) => text?.slice(span.start, span.end));
    expect(masked(second?.input?.text, second?.input?.spans)).toEqual([
      '4111 1111 1111 1111',
      'ORD-77',
    ]);
    expect(second?.input?.spans.map((span) => span.replacement)).toEqual([
      '[CREDIT_CARD]',
      '[REDACTED]',
    ]);
    expect(masked(second?.output?.text, second?.output?.spans)).toEqual(['+44 20 7946 0958']);
    expect(answer.runs[2]?.input?.spans).toMatchObject([{ kind: 'email', replacement: '[EMAIL]' }]);
    expect(answer.maskedCounts).toEqual({ email: 1, cc: 1, phone: 1, regex: 1 });
    expect(answer.runs.every((run) => !run.dropsInput && !run.dropsOutput)).toBe(true);
    const rules = await database.db.selectFrom('ingestion_rule').selectAll().execute();
    expect(rules).toEqual([]);
  });

  it('previews a filtering rule on the runs its filter matches', async () => {
    const answer = await json<PreviewRuleResponse>(
      preview({ type: 'filtering', filters: 'type=llm', dropInput: true, dropOutput: false }),
    );
    expect(answer.runs.map((run) => [run.name, run.dropsInput, run.dropsOutput])).toEqual([
      ['run-1', true, false],
      ['run-0', true, false],
    ]);
    const limited = await json<PreviewRuleResponse>(
      preview({ type: 'filtering', dropInput: false, dropOutput: true }, owner.token, '?limit=1'),
    );
    expect(limited.runs.map((run) => run.name)).toEqual(['run-2']);
  });

  it('refuses bad settings with 400 naming what is wrong, and runs a catastrophic regex in linear time', async () => {
    for (const [body, expected] of [
      [
        { type: 'masking', piiKinds: ['regex'], customRegexes: ['ok', '(\\w+)\\1'] },
        'Custom regex 2',
      ],
      [{ type: 'masking', piiKinds: ['soul'] }, 'piiKinds'],
      [{ type: 'filtering', filters: 'nope=1', dropInput: true, dropOutput: true }, 'filters'],
      [{ type: 'filtering', dropInput: false, dropOutput: false }, 'dropInput'],
    ] as const) {
      const response = await preview(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await json<ApiError>(response)).message).toContain(expected);
    }
    expect(
      (await preview({ type: 'masking', piiKinds: ['email'] }, owner.token, '?limit=51')).status,
    ).toBe(400);
    const redos = await preview({
      type: 'masking',
      piiKinds: ['regex'],
      customRegexes: ['(a+)+$'],
    });
    expect(redos.status).toBe(200);
  });

  it('lets members who read settings preview, and refuses viewers', async () => {
    await setPlan(api, owner.orgId, 'team');
    const admin = await addTeammate(api, owner, 'admin');
    expect((await preview({ type: 'masking', piiKinds: ['email'] }, admin)).status).toBe(200);
    const viewer = await addTeammate(api, owner, 'viewer');
    const refused = await preview({ type: 'masking', piiKinds: ['email'] }, viewer);
    expect(refused.status).toBe(403);
    const stranger = await signUp(api);
    expect((await preview({ type: 'masking', piiKinds: ['email'] }, stranger.token)).status).toBe(
      404,
    );
  });

  it('on the cloud edition, refuses masking rules below enterprise but keeps filtering rules open', async () => {
    const org = await signUp(api);
    const path = `/v1/projects/${org.projectId}/rules`;
    const masking = await api.call('POST', path, {
      token: org.token,
      body: { type: 'masking', piiKinds: ['email'] },
    });
    expect(masking.status).toBe(403);
    expect(await json<ApiError>(masking)).toMatchObject({
      code: 'plan_required',
      feature: 'pii-masking',
    });
    const filtering = await api.call('POST', path, {
      token: org.token,
      body: { type: 'filtering', dropInput: true, dropOutput: false },
    });
    expect(filtering.status).toBe(200);
    await setPlan(api, org.orgId, 'team');
    expect(
      (
        await api.call('POST', path, {
          token: org.token,
          body: { type: 'masking', piiKinds: ['email'] },
        })
      ).status,
    ).toBe(403);
    await setPlan(api, org.orgId, 'enterprise');
    const allowed = await api.call('POST', path, {
      token: org.token,
      body: { type: 'masking', piiKinds: ['email'] },
    });
    expect(allowed.status).toBe(200);
  });

  it('on a self-hosted install, allows masking rules on any plan', async () => {
    const selfHosted = await createTestApp(database);
    const org = await signUp(selfHosted);
    const response = await selfHosted.call('POST', `/v1/projects/${org.projectId}/rules`, {
      token: org.token,
      body: { type: 'masking', piiKinds: ['email', 'person'] },
    });
    expect(response.status).toBe(200);
  });
});

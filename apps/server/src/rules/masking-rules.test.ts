import type { ApiError } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import type { SignedUp } from '../testing/accounts.js';
import { openSignedUpApp } from '../testing/signed-up-app.js';
import { json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

describe.each(testDatabaseTargets())('masking rules with custom regexes on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;
  let publicKey: string;
  beforeAll(async () => {
    ({
      database,
      api,
      owner,
      keys: { public: publicKey },
    } = await openSignedUpApp(target));
  });
  afterAll(async () => {
    await database?.close();
  });

  const addRule = (customRegexes: string[]) =>
    api.call('POST', `/v1/projects/${owner.projectId}/rules`, {
      token: owner.token,
      body: { type: 'masking', piiKinds: ['regex'], customRegexes },
    });

  it('refuses at save time a pattern that needs backtracking, naming the construct', async () => {
    for (const [pattern, construct] of [
      ['(\\w+)\\1', '`\\1`'],
      ['secret(?=:)', '`(?=`'],
    ]) {
      const response = await addRule(['ORD-\\d+', pattern as string]);
      expect(response.status).toBe(400);
      const answer = await json<ApiError>(response);
      expect(answer.message).toContain('Custom regex 2');
      expect(answer.message).toContain(construct);
    }
    const rules = await database.db.selectFrom('ingestion_rule').selectAll().execute();
    expect(rules).toEqual([]);
  });

  it('masks with a catastrophic-backtracking pattern without stalling ingestion', async () => {
    expect((await addRule(['(a+)+$', 'ORD-\\d+'])).status).toBe(200);
    const input = `order ORD-42 then ${'a'.repeat(40_000)}!`;
    const began = performance.now();
    const response = await api.call('POST', '/v1/runs/ingest', {
      token: publicKey,
      body: {
        events: [
          { event: 'start', type: 'llm', runId: 'redos', timestamp: Date.now(), input },
          { event: 'start', type: 'llm', runId: 'tail', timestamp: Date.now(), input: 'aaaa' },
        ],
      },
    });
    expect(response.status).toBe(200);
    // RegExp would backtrack for longer than anyone waits; RE2JS is linear in the text.
    expect(performance.now() - began).toBeLessThan(5_000);
    const runs = await database.db
      .selectFrom('run')
      .select(['name', 'input'])
      .where('project_id', '=', owner.projectId)
      .orderBy('created_at')
      .execute();
    const inputs = runs.map((run) => run.input);
    expect(inputs).toContain(`order [REDACTED] then ${'a'.repeat(40_000)}!`);
    expect(inputs).toContain('[REDACTED]');
  });

  it('masks names and places at ingestion with the same detector as the PII enrichment', async () => {
    const rule = await api.call('POST', `/v1/projects/${owner.projectId}/rules`, {
      token: owner.token,
      body: { type: 'masking', piiKinds: ['person', 'location', 'email'] },
    });
    expect(rule.status).toBe(200);
    const response = await api.call('POST', '/v1/runs/ingest', {
      token: publicKey,
      body: {
        events: [
          {
            event: 'start',
            type: 'llm',
            runId: 'names',
            timestamp: Date.now(),
            input: [
              { role: 'user', content: 'I am Priya Patel from Chicago; mail priya@example.com.' },
            ],
          },
        ],
      },
    });
    expect(response.status).toBe(200);
    const runs = await database.db
      .selectFrom('run')
      .select('input')
      .where('project_id', '=', owner.projectId)
      .execute();
    expect(runs.map((run) => run.input)).toContainEqual([
      { role: 'user', content: 'I am [PERSON] from [LOCATION]; mail [EMAIL].' },
    ]);
  });
});

import type { ApiError, Rule } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import type { SignedUp } from '../testing/accounts.js';
import { openSignedUpApp } from '../testing/signed-up-app.js';
import { json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

const at = Date.parse('2026-11-01T10:00:00Z');

describe.each(testDatabaseTargets())('filtering rules with filters on $kind', (target) => {
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

  const addRule = (body: unknown) =>
    api.call('POST', `/v1/projects/${owner.projectId}/rules`, { token: owner.token, body });
  const ingest = (events: unknown[]) =>
    api.call('POST', '/v1/runs/ingest', { token: publicKey, body: { events } });
  const stored = async (runId: string) => {
    const runs = await database.db
      .selectFrom('run')
      .select(['input', 'output', 'tags', 'status'])
      .where('project_id', '=', owner.projectId)
      .where('name', '=', runId)
      .execute();
    expect(runs).toHaveLength(1);
    return runs[0];
  };
  const llmRun = (name: string, extra: { tags?: string[]; error?: boolean } = {}) => [
    {
      event: 'start',
      type: 'llm',
      runId: name,
      name,
      timestamp: at,
      ...(extra.tags ? { tags: extra.tags } : {}),
      input: [{ role: 'user', content: `question of ${name}` }],
    },
    extra.error
      ? { event: 'error', type: 'llm', runId: name, timestamp: at + 50, error: { message: 'boom' } }
      : {
          event: 'end',
          type: 'llm',
          runId: name,
          timestamp: at + 50,
          output: { role: 'assistant', content: `answer of ${name}` },
        },
  ];

  it('refuses a rule whose filters are not a valid filter bar, saying what is wrong', async () => {
    for (const filters of ['nope=1', 'cost=gt.-1', 'models=a&models=b']) {
      const response = await addRule({
        type: 'filtering',
        filters,
        dropInput: true,
        dropOutput: false,
      });
      expect(response.status).toBe(400);
      const body = await json<ApiError>(response);
      expect(body.message).toMatch(/^filters: /);
    }
    const rules = await json<Rule[]>(
      api.call('GET', `/v1/projects/${owner.projectId}/rules`, { token: owner.token }),
    );
    expect(rules).toEqual([]);
  });

  it('drops input and output of the matching runs only, and keeps the others whole', async () => {
    const created = await addRule({
      type: 'filtering',
      filters: 'tags=secret',
      dropInput: true,
      dropOutput: true,
    });
    expect(created.status).toBe(200);
    expect(await json<Rule>(created)).toMatchObject({ type: 'filtering', filters: 'tags=secret' });

    expect(
      (await ingest([...llmRun('tagged', { tags: ['secret'] }), ...llmRun('plain')])).status,
    ).toBe(200);
    expect(await stored('tagged')).toMatchObject({ input: null, output: null, status: 'success' });
    expect(await stored('plain')).toMatchObject({
      input: [{ role: 'user', content: 'question of plain' }],
      output: { role: 'assistant', content: 'answer of plain' },
    });
  });

  it('judges the merged run: a run that matches only at its last event loses what its first event stored', async () => {
    await addRule({
      type: 'filtering',
      filters: 'status=error',
      dropInput: true,
      dropOutput: false,
    });
    const [start, failure] = llmRun('fails-later', { error: true });
    expect((await ingest([start])).status).toBe(200);
    expect((await stored('fails-later'))?.input).not.toBeNull();
    expect((await ingest([failure])).status).toBe(200);
    expect(await stored('fails-later')).toMatchObject({ input: null, status: 'error' });
    // A retry of the first event does not bring the input back.
    expect((await ingest([start])).status).toBe(200);
    expect(await stored('fails-later')).toMatchObject({ input: null, status: 'error' });
  });
});

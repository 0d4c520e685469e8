import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { toRunUuid } from '../../runs/run-id.js';
import type { SignedUp } from '../../testing/accounts.js';
import { openSignedUpApp } from '../../testing/signed-up-app.js';
import type { TestApp } from '../../testing/test-app.js';
import { testDatabaseTargets } from '../../testing/test-databases.js';
import { indexedTextMaxLength } from '../../write-path/indexed-text.js';

/*
 * One bad value in a batch costs at most its own event: the good neighbours
 * are stored. Values an index holds whole (name, model, tags, user id) longer
 * than an index row, and NUL or lone surrogates in JSON keys, are cleaned.
 */

const at = Date.parse('2026-11-01T10:00:00Z');
/** 3,000 characters of CJK text and emoji (3 and 4 bytes each in UTF-8), never compressible. */
const longText = (seed: number) =>
  Array.from({ length: 3_000 }, (_, index) =>
    index % 7 === 0 ? '😀' : String.fromCodePoint(0x4e00 + ((index * 7919 + seed) % 20_000)),
  ).join('');

describe.each(testDatabaseTargets())('mixed batches on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;
  let keys: { public: string; private: string };
  beforeAll(async () => {
    ({ database, api, owner, keys } = await openSignedUpApp(target));
  });
  afterAll(async () => {
    await database?.close();
  });

  const start = (runId: string, fields: Record<string, unknown> = {}) => ({
    event: 'start',
    type: 'llm',
    runId,
    timestamp: at,
    name: 'gpt-4o',
    ...fields,
  });
  const storedRuns = (ids: string[]) =>
    database.db
      .selectFrom('run')
      .select(['id', 'name', 'model', 'tags', 'user_id', 'metadata'])
      .where('project_id', '=', owner.projectId)
      .where(
        'id',
        'in',
        ids.map((id) => toRunUuid(id)),
      )
      .execute();

  it('stores every event of a Lunary batch whose values are too long for an index or have bad keys', async () => {
    const bad = {
      'long-tag': { tags: ['ok', longText(1)] },
      'long-name': { name: longText(2) },
      'long-user': { userId: longText(3) },
      'surrogate-key': { metadata: { 'plan\ud800': 'pro', '\udfffx': 1 } },
      'nul-key': { metadata: { 'k\u0000ey': 'v', nested: { 'a\u0000': ['b'] } } },
    };
    const events = [
      start('good-1'),
      ...Object.entries(bad).map(([id, fields]) => start(id, fields)),
      start('good-2'),
    ];
    // JSON.stringify writes lone surrogates as \ud800 escapes, as an SDK would.
    const response = await api.call('POST', '/v1/runs/ingest', {
      token: keys.public,
      body: { events },
    });
    expect(await response.json()).toEqual({ ok: true, accepted: 7, rejected: [] });
    const runs = new Map(
      (await storedRuns(['good-1', 'good-2', ...Object.keys(bad)])).map((run) => [run.id, run]),
    );
    expect(runs.size).toBe(7);
    const run = (id: string) => runs.get(toRunUuid(id));
    expect(run('long-tag')?.tags).toEqual(['ok', longText(1).slice(0, indexedTextMaxLength)]);
    expect(run('long-name')?.name).toBe(longText(2).slice(0, indexedTextMaxLength));
    expect(run('long-name')?.model).toBe(longText(2).slice(0, indexedTextMaxLength));
    expect(run('long-user')?.user_id).toBe(longText(3).slice(0, indexedTextMaxLength));
    expect(run('surrogate-key')?.metadata).toEqual({ 'plan\ufffd': 'pro', '\ufffdx': 1 });
    expect(run('nul-key')?.metadata).toEqual({ key: 'v', nested: { a: ['b'] } });
    const endUser = await database.db
      .selectFrom('external_user')
      .select('external_id')
      .where('project_id', '=', owner.projectId)
      .where('external_id', '=', longText(3).slice(0, indexedTextMaxLength))
      .executeTakeFirst();
    expect(endUser).toBeDefined();
  });

  it('stores a Lunary batch of 3,000 runs (more bind parameters than one statement takes)', async () => {
    const events = Array.from({ length: 3_000 }, (_, index) =>
      start(`bulk-${index}`, {
        userId: `user-${index}`,
        parentRunId: index > 0 ? 'bulk-0' : undefined,
      }),
    );
    const response = await api.call('POST', '/v1/runs/ingest', {
      token: keys.public,
      body: { events },
    });
    expect(await response.json()).toEqual({ ok: true, accepted: 3_000, rejected: [] });
    const count = await database.db
      .selectFrom('run')
      .select((eb) => eb.fn.countAll<string>().as('runs'))
      .where('project_id', '=', owner.projectId)
      .where('trace_id', '=', toRunUuid('bulk-0'))
      .executeTakeFirstOrThrow();
    expect(Number(count.runs)).toBe(3_000);
  });

  it('stores a run whose prompt and completion tokens together pass the integer column', async () => {
    const response = await api.call('POST', '/v1/runs/ingest', {
      token: keys.public,
      body: {
        events: [
          start('huge-tokens'),
          {
            event: 'end',
            type: 'llm',
            runId: 'huge-tokens',
            timestamp: at + 10,
            tokensUsage: { prompt: 2_147_483_647, completion: 1_367_625_632 },
          },
        ],
      },
    });
    expect(response.status).toBe(200);
    const run = await database.db
      .selectFrom('run')
      .select(['prompt_tokens', 'completion_tokens', 'total_tokens'])
      .where('id', '=', toRunUuid('huge-tokens'))
      .executeTakeFirstOrThrow();
    expect(run).toEqual({
      prompt_tokens: 2_147_483_647,
      completion_tokens: 1_367_625_632,
      total_tokens: 2_147_483_647,
    });
  });

  it('refuses a body of a million empty events with one short answer', async () => {
    const body = `{"events":[${'{},'.repeat(999_999)}{}]}`;
    const response = await api.call('POST', '/v1/runs/ingest', { token: keys.public, body });
    const text = await response.text();
    expect(response.status).toBe(400);
    expect(text.length).toBeLessThan(1_000);
    expect(JSON.parse(text)).toMatchObject({
      message: 'The request carries 1,000,000 events; send at most 20,000 per request.',
    });
  });

  it('lists the first 100 refusals of a batch and counts the rest', async () => {
    const events = [
      start('listed-good'),
      ...Array.from({ length: 500 }, () => ({ event: 'nope' })),
    ];
    const response = await api.call('POST', '/v1/runs/ingest', {
      token: keys.public,
      body: { events },
    });
    expect(response.status).toBe(207);
    const answer = (await response.json()) as { rejected: unknown[]; rejectedCount: number };
    expect(answer.rejected).toHaveLength(100);
    expect(answer.rejected[0]).toEqual({ index: 1, reason: "Unknown event 'nope'" });
    expect(answer.rejectedCount).toBe(500);
    expect(await storedRuns(['listed-good'])).toHaveLength(1);
  });

  it('stores a Langfuse generation whose model is longer than an index row', async () => {
    const basic = `Basic ${Buffer.from(`${keys.public}:${keys.private}`).toString('base64')}`;
    const generation = (id: string, model: string) => ({
      id: `env-${id}`,
      type: 'generation-create',
      timestamp: new Date(at).toISOString(),
      body: { id, traceId: 'lf-trace', startTime: new Date(at).toISOString(), model },
    });
    const response = await api.call('POST', '/api/public/ingestion', {
      headers: { authorization: basic },
      body: { batch: [generation('lf-long', longText(4)), generation('lf-good', 'gpt-4o')] },
    });
    expect(response.status).toBe(207);
    expect((await response.json()) as { errors: unknown[] }).toMatchObject({ errors: [] });
    const runs = await storedRuns(['lf-long', 'lf-good']);
    expect(runs.map((run) => run.model).sort()).toEqual(
      ['gpt-4o', longText(4).slice(0, indexedTextMaxLength)].sort(),
    );
  });
});

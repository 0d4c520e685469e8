import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { projectKeys, type SignedUp, signUp } from '../testing/accounts.js';
import { openSignedUpApp } from '../testing/signed-up-app.js';
import { json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { sampleDataStatement } from './sample-data.js';

describe.each(testDatabaseTargets())('GET /v1/runs/sample-data on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  beforeAll(async () => {
    ({ database, api } = await openSignedUpApp(target));
  });
  afterAll(async () => {
    await database?.close();
  });

  /** A new owner whose project holds one finished LLM call with these tags and metadata. */
  async function projectWith(marks: { tags?: string[]; metadata?: Record<string, unknown> }) {
    const owner = await signUp(api);
    const { public: publicKey } = await projectKeys(api, owner);
    const runId = randomUUID();
    const response = await api.call('POST', '/v1/runs/ingest', {
      token: publicKey,
      body: {
        events: [
          {
            event: 'start',
            type: 'llm',
            runId,
            timestamp: Date.now() - 100,
            name: 'gpt-4o',
            input: 'Hi',
            ...marks,
          },
          { event: 'end', type: 'llm', runId, timestamp: Date.now(), output: 'Hello' },
        ],
      },
    });
    expect(response.status).toBe(200);
    return owner;
  }

  const presentFor = async (owner: SignedUp) =>
    (
      await json<{ present: boolean }>(
        api.call('GET', `/v1/runs/sample-data?projectId=${owner.projectId}`, {
          token: owner.token,
        }),
      )
    ).present;

  it('says a project holds the sample data by its marks, today’s or an earlier build’s', async () => {
    expect(await presentFor(await projectWith({ metadata: { 'lookout.sample': true } }))).toBe(
      true,
    );
    expect(
      await presentFor(await projectWith({ tags: ['sample'], metadata: { sample: 'true' } })),
    ).toBe(true);
  });

  it('says no for a project without them, or with runs that only look alike', async () => {
    expect(await presentFor(await signUp(api))).toBe(false);
    expect(await presentFor(await projectWith({ tags: ['sample'] }))).toBe(false);
    expect(await presentFor(await projectWith({ metadata: { sample: true } }))).toBe(false);
    expect(await presentFor(await projectWith({ metadata: { 'lookout.sample': false } }))).toBe(
      false,
    );
  });

  it("never answers with another project's sample runs", async () => {
    await projectWith({ metadata: { 'lookout.sample': true } });
    expect(await presentFor(await projectWith({ tags: ['support'] }))).toBe(false);
  });

  it('reads the index of sample runs, not the project’s runs', async () => {
    const owner = await projectWith({ metadata: { 'lookout.sample': true } });
    // Planned with sequential scans made a last resort, the statement uses the index: it can
    // only if the statement repeats the index's predicate.
    const plan = await database.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await sql<Record<string, string>>`explain ${sampleDataStatement(
        owner.projectId,
      )}`.execute(trx);
      return rows.map((row) => Object.values(row).join(' ')).join('\n');
    });
    expect(plan).toContain('run_sample_idx');
  });
});

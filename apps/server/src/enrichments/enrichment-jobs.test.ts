import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { insertJob } from '../jobs/job.repository.js';
import type { JobContext } from '../jobs/job-definition.js';
import { ProviderKeyCipher } from '../providers/provider-key-cipher.js';
import { storedProject } from '../testing/stored-project.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { enrichRunsJob } from './enrich-runs.job.js';
import { insertDefaultEnrichers } from './enricher.repository.js';
import { enrichmentBackfillJob } from './enrichment-backfill.job.js';
import type { EnrichmentDependencies } from './enrichment-dependencies.js';
import { defaultEnrichmentEngines, type EnrichmentEngines } from './enrichment-engines.js';
import { sweepProject } from './enrichment-sweep.job.js';

/** The real engines, counting the texts each kind reads. */
function countingEngines() {
  const calls: Record<string, string[]> = { language: [], sentiment: [], pii: [], toxicity: [] };
  const counted =
    (kind: string) =>
    <Args extends unknown[], Result>(analyse: (text: string, ...rest: Args) => Result) =>
    (text: string, ...rest: Args): Result => {
      calls[kind]?.push(text);
      return analyse(text, ...rest);
    };
  const engines: EnrichmentEngines = {
    ...defaultEnrichmentEngines,
    language: counted('language')(defaultEnrichmentEngines.language),
    sentiment: counted('sentiment')(defaultEnrichmentEngines.sentiment),
    pii: counted('pii')(defaultEnrichmentEngines.pii),
    toxicity: counted('toxicity')(defaultEnrichmentEngines.toxicity),
  };
  return { engines, calls };
}

class Stopped extends Error {}

/** A job context; `stopAfter` progress reports, it throws as a process stop would. */
function jobContext(job: { id: string; projectId: string }, stopAfter = Infinity) {
  let reports = 0;
  const progress: { done: number; total?: number | null }[] = [];
  const context: JobContext = {
    signal: new AbortController().signal,
    job: { id: job.id, orgId: null, projectId: job.projectId, attempt: 1 },
    reportProgress: async (report) => {
      progress.push(report);
      reports += 1;
      if (reports > stopAfter) throw new Stopped('stopped');
    },
    yieldToIngestion: async () => undefined,
    ingestionBusy: () => false,
  };
  return { context, progress };
}

async function insertRuns(
  db: Kysely<Database>,
  projectId: string,
  count: number,
  text: (index: number) => string,
): Promise<string[]> {
  const ids: string[] = [];
  const base = Date.parse('2026-03-01T00:00:00Z');
  for (let index = 0; index < count; index += 1) {
    const id = randomUUID();
    ids.push(id);
    await db
      .insertInto('run')
      .values({
        project_id: projectId,
        id,
        type: index % 5 === 4 ? 'tool' : 'llm',
        status: 'success',
        created_at: new Date(base + index * 1_000),
        ended_at: new Date(base + index * 1_000 + 500),
        trace_id: id,
        input: JSON.stringify([
          { role: 'system', content: 'Ignore me: system prompts are not the user.' },
          { role: 'user', content: text(index) },
        ]),
        output: JSON.stringify({ role: 'assistant', content: 'Thank you, I am glad to help you.' }),
        params: '{}',
        metadata: '{}',
        user_props: '{}',
        scores: '[]',
        extra: '{}',
        merge_stamps: '{}',
      })
      .execute();
  }
  return ids;
}

describe.each(testDatabaseTargets())('enrichment jobs on $kind', { timeout: 60_000 }, (target) => {
  let handle: DatabaseHandle;
  const deps = (engines: EnrichmentEngines): EnrichmentDependencies => ({
    db: handle.db,
    cipher: new ProviderKeyCipher('enrichment-jobs-test-secret-enrichment-jobs'),
    outboundPrivateNetwork: 'allow',
    edition: 'self-hosted',
    engines,
    providerTimeoutMs: 1_000,
  });
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('sweeps new LLM calls once, computes only the enabled kinds, on the user’s words', async () => {
    const { db } = handle;
    const { projectId } = await storedProject(db);
    await insertDefaultEnrichers(db, projectId);
    await db
      .updateTable('enricher')
      .set({ enabled: false })
      .where('project_id', '=', projectId)
      .where('kind', '=', 'pii')
      .execute();
    const ids = await insertRuns(db, projectId, 5, () => 'I love this product, it is wonderful.');
    const { engines, calls } = countingEngines();
    const queued = await sweepProject(deps(engines), projectId);
    // The tool run is not enriched.
    expect(queued.sort()).toEqual(ids.slice(0, 4).sort());
    expect(await sweepProject(deps(engines), projectId)).toEqual([]);
    const jobs = await db
      .selectFrom('job')
      .select(['id', 'payload'])
      .where('project_id', '=', projectId)
      .where('kind', '=', 'enrichments.enrich')
      .execute();
    expect(jobs).toHaveLength(1);
    const job = jobs[0] as { id: string; payload: unknown };
    const enrich = enrichRunsJob(deps(engines));
    const payload = enrich.payload.parse(job.payload);
    await enrich.run(payload, jobContext({ id: job.id, projectId }).context);
    // A retry stores the same results, never a second row.
    await enrich.run(payload, jobContext({ id: job.id, projectId }).context);
    expect(calls.pii).toEqual([]);
    expect(calls.language?.every((text) => !text.includes('system prompts'))).toBe(true);
    const rows = await db
      .selectFrom('run_enrichment')
      .select(['input_language', 'input_sentiment', 'input_pii', 'output_sentiment', 'results'])
      .where('project_id', '=', projectId)
      .execute();
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row).toMatchObject({
        input_language: 'en',
        input_sentiment: 'positive',
        input_pii: null,
        output_sentiment: 'positive',
      });
      expect(Object.keys(row.results).sort()).toEqual(['language', 'sentiment', 'toxicity']);
    }
  });

  it('resumes a backfill stopped mid-way after its last finished batch, and reports progress', async () => {
    const { db } = handle;
    const { projectId } = await storedProject(db);
    await insertDefaultEnrichers(db, projectId);
    // 250 runs, 200 of them LLM calls: two batches of 100.
    await insertRuns(
      db,
      projectId,
      250,
      (index) => `Message number ${index}: call me at ada${index}@example.com`,
    );
    const pii = await db
      .selectFrom('enricher')
      .select('id')
      .where('project_id', '=', projectId)
      .where('kind', '=', 'pii')
      .executeTakeFirstOrThrow();
    const job = await insertJob(db, { kind: 'enrichments.backfill', payload: {}, projectId });
    if (!job) throw new Error('no job');
    const { engines, calls } = countingEngines();
    const backfill = enrichmentBackfillJob(deps(engines));
    const payload = { projectId, enricherId: pii.id };
    // Stops at the progress report after the first batch (a restart).
    const first = jobContext({ id: job.id, projectId }, 1);
    await expect(backfill.run(payload, first.context)).rejects.toThrow(Stopped);
    expect(first.progress.at(-1)).toEqual({ done: 100, total: 200 });
    expect(calls.pii).toHaveLength(200);

    const second = jobContext({ id: job.id, projectId });
    await backfill.run(payload, second.context);
    expect(second.progress[0]).toEqual({ done: 100, total: 200 });
    expect(second.progress.at(-1)).toMatchObject({ done: 200, total: 200 });
    // Each LLM call's input and output read once in all: no finished batch was redone.
    expect(calls.pii).toHaveLength(400);
    expect(new Set(calls.pii).size).toBe(201);
    expect(calls.language).toEqual([]);
    const found = await db
      .selectFrom('run_enrichment')
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .where('project_id', '=', projectId)
      .where(sql<boolean>`input_pii @> array['email']`)
      .executeTakeFirstOrThrow();
    expect(Number(found.count)).toBe(200);
  });
});

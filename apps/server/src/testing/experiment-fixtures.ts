import type { DatasetItemValue, ExperimentWithResults } from '@lookout/domain';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { toJsonbText } from '../db/postgres-safe.js';
import type { Database } from '../db/schema.js';
import { experimentRunJob } from '../experiments/experiment-run-job.js';
import type { ServerContext } from '../http/app-env.js';
import { JobRunner } from '../jobs/job-runner.js';
import { ConcurrencyLimit } from '../providers/provider-concurrency.js';
import type { SignedUp } from './accounts.js';
import { json, type TestApp } from './test-app.js';

/** A test case of a dataset fixture. */
export interface FixtureItem {
  input: DatasetItemValue;
  expectedOutput?: DatasetItemValue | null;
  metadata?: Record<string, unknown>;
}

/** Stores a v2 dataset with `items` straight in the database; answers its id and its items' ids in order. */
export async function insertDataset(
  db: Kysely<Database>,
  projectId: string,
  name: string,
  items: readonly FixtureItem[],
): Promise<{ id: string; itemIds: string[] }> {
  const dataset = await db
    .insertInto('dataset_v2')
    .values({ project_id: projectId, name })
    .returning('id')
    .executeTakeFirstOrThrow();
  const itemIds: string[] = [];
  for (const item of items) {
    const row = await db
      .insertInto('dataset_v2_item')
      .values({
        project_id: projectId,
        dataset_id: dataset.id,
        input: toJsonbText(item.input),
        expected_output: item.expectedOutput ? toJsonbText(item.expectedOutput) : null,
        metadata: toJsonbText(item.metadata ?? {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    itemIds.push(row.id);
  }
  return { id: dataset.id, itemIds };
}

/** Stores an evaluator straight in the database; answers its id. */
export async function insertEvaluator(
  db: Kysely<Database>,
  projectId: string,
  evaluator: { name: string; type: string; params: (string | number | string[])[] },
): Promise<string> {
  const row = await db
    .insertInto('evaluator')
    .values({
      project_id: projectId,
      name: evaluator.name,
      type: evaluator.type,
      params: JSON.stringify(evaluator.params),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Stores a checklist straight in the database; answers its id. */
export async function insertChecklist(
  db: Kysely<Database>,
  projectId: string,
  slug: string,
  data: string,
): Promise<string> {
  const row = await db
    .insertInto('checklist')
    .values({ project_id: projectId, slug, type: 'evaluation', data })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A job runner of experiments only, polling often, with `concurrency` model
 * calls at a time and short waits between retries. The caller stops it.
 */
export function startExperimentRunner(
  context: ServerContext,
  { concurrency = 4, owner }: { concurrency?: number; owner?: string } = {},
): JobRunner<{ 'experiments.run': ReturnType<typeof experimentRunJob> }> {
  const runner = new JobRunner(
    context.db,
    {
      'experiments.run': experimentRunJob({
        ...context,
        providerLimit: new ConcurrencyLimit(concurrency),
        providerRetry: { attempts: 3, firstDelayMs: 5 },
      }),
    },
    {
      pollIntervalMs: 25,
      leaseMs: 5_000,
      stopGraceMs: 10_000,
      log: { info: () => {}, warn: () => {}, error: console.error },
      ...(owner ? { owner } : {}),
    },
  );
  runner.start();
  return runner;
}

/** Reads an experiment through the API. */
export async function readExperiment(
  api: TestApp,
  owner: SignedUp,
  id: string,
): Promise<ExperimentWithResults> {
  const response = await api.call('GET', `/v1/experiments/${id}?projectId=${owner.projectId}`, {
    token: owner.token,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return json<ExperimentWithResults>(response);
}

/** Polls the experiment until `done` says so (at most 30 s). */
export async function waitForExperiment(
  api: TestApp,
  owner: SignedUp,
  id: string,
  done: (experiment: ExperimentWithResults) => boolean = (experiment) =>
    ['finished', 'failed', 'cancelled'].includes(experiment.status),
): Promise<ExperimentWithResults> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const experiment = await readExperiment(api, owner, id);
    if (done(experiment)) return experiment;
    if (Date.now() > deadline)
      throw new Error(
        `Experiment ${id} still ${experiment.status} (${experiment.done}/${experiment.total}) after 30 s`,
      );
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

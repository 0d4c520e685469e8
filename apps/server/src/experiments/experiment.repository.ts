import type {
  DatasetItemValue,
  Experiment,
  ExperimentCheckResult,
  ExperimentItem,
  ExperimentResult,
  ExperimentStatus,
} from '@lookout/domain';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { toJsonbText } from '../db/postgres-safe.js';
import type { Database, ExperimentTable } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { type ExperimentStoredPlan, experimentStoredPlanSchema } from './experiment-plan.js';

export type Executor = Kysely<Database> | Transaction<Database>;

export const experimentNotFound = () =>
  new ApiError(404, 'Experiment not found', 'No such experiment in this project.');

/** Items copied per insert statement (7 parameters each, well under PostgreSQL's 65,535). */
const itemsPerInsert = 500;

/** An experiment row with its job's state and its counts. */
export type ExperimentRow = Selectable<ExperimentTable> & {
  job_state: string | null;
  job_last_error: string | null;
  job_finished_at: Date | null;
  item_count: number | string;
  done: number | string;
};

/** What the job's state says about the experiment; the stored status once the job row was swept. */
const statusOfJob: Record<string, ExperimentStatus> = {
  queued: 'queued',
  running: 'running',
  succeeded: 'finished',
  failed: 'failed',
  cancelled: 'cancelled',
};

/** The stored plan, checked (a row written by an older server fails loudly, not silently). */
export function planOf(row: Selectable<ExperimentTable>): ExperimentStoredPlan {
  return experimentStoredPlanSchema.parse({
    variants: row.variants,
    prompts: row.prompts,
    graders: row.graders,
  });
}

/** The API's view of an experiment row. */
export function toExperiment(row: ExperimentRow): Experiment {
  const status =
    (row.job_state ? statusOfJob[row.job_state] : undefined) ?? (row.status as ExperimentStatus);
  const finished = status === 'finished' || status === 'failed' || status === 'cancelled';
  const finishedAt = finished ? (row.job_finished_at ?? row.finished_at) : null;
  const { variants } = planOf(row);
  const itemCount = Number(row.item_count);
  return {
    id: row.id,
    name: row.name,
    datasetId: row.dataset_id,
    datasetName: row.dataset_name,
    variants,
    evaluatorIds: row.evaluator_ids,
    checklistId: row.checklist_id,
    status,
    jobId: row.job_id,
    itemCount,
    done: Number(row.done),
    total: itemCount * variants.length,
    lastError: status === 'finished' ? null : (row.job_last_error ?? row.last_error),
    createdAt: new Date(row.created_at).toISOString(),
    finishedAt: finishedAt ? new Date(finishedAt).toISOString() : null,
  };
}

/** The project's experiments with their job's state and counts; callers add filters and order. */
export function selectExperiments(db: Executor, projectId: string) {
  return db
    .selectFrom('experiment as e')
    .leftJoin('job as j', (join) =>
      join.onRef('j.id', '=', 'e.job_id').onRef('j.project_id', '=', 'e.project_id'),
    )
    .selectAll('e')
    .select([
      'j.state as job_state',
      'j.last_error as job_last_error',
      'j.finished_at as job_finished_at',
      sql<string>`(select count(*) from experiment_item i
        where i.project_id = e.project_id and i.experiment_id = e.id)`.as('item_count'),
      sql<string>`(select count(*) from experiment_result r
        where r.project_id = e.project_id and r.experiment_id = e.id)`.as('done'),
    ])
    .where('e.project_id', '=', projectId);
}

/** One experiment of the project, or a 404. */
export async function findExperiment(
  db: Executor,
  projectId: string,
  id: string,
): Promise<ExperimentRow> {
  const row = await selectExperiments(db, projectId).where('e.id', '=', id).executeTakeFirst();
  if (!row) throw experimentNotFound();
  return row;
}

/** What a new experiment stores. */
export interface NewExperiment {
  name: string;
  datasetId: string;
  datasetName: string;
  plan: ExperimentStoredPlan;
  evaluatorIds: string[];
  checklistId: string | null;
}

/** Stores a new experiment (status queued, no job yet). */
export async function insertExperiment(
  db: Executor,
  projectId: string,
  experiment: NewExperiment,
): Promise<Selectable<ExperimentTable>> {
  return db
    .insertInto('experiment')
    .values({
      project_id: projectId,
      name: experiment.name,
      dataset_id: experiment.datasetId,
      dataset_name: experiment.datasetName,
      variants: toJsonbText(experiment.plan.variants),
      prompts: toJsonbText(experiment.plan.prompts),
      graders: toJsonbText(experiment.plan.graders),
      evaluator_ids: JSON.stringify(experiment.evaluatorIds),
      checklist_id: experiment.checklistId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Copies the dataset's items into the experiment, in their order. */
export async function copyExperimentItems(
  db: Executor,
  projectId: string,
  experimentId: string,
  items: readonly ExperimentItem[],
): Promise<void> {
  for (let start = 0; start < items.length; start += itemsPerInsert) {
    await db
      .insertInto('experiment_item')
      .values(
        items.slice(start, start + itemsPerInsert).map((item, offset) => ({
          project_id: projectId,
          experiment_id: experimentId,
          id: item.id,
          position: start + offset,
          input: toJsonbText(item.input),
          expected_output: item.expectedOutput === null ? null : toJsonbText(item.expectedOutput),
          metadata: toJsonbText(item.metadata),
        })),
      )
      .execute();
  }
}

/** The experiment's copied items, in the dataset's order. */
export async function listExperimentItems(
  db: Executor,
  projectId: string,
  experimentId: string,
): Promise<ExperimentItem[]> {
  const rows = await db
    .selectFrom('experiment_item')
    .select(['id', 'input', 'expected_output', 'metadata'])
    .where('project_id', '=', projectId)
    .where('experiment_id', '=', experimentId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    input: row.input as DatasetItemValue,
    expectedOutput: (row.expected_output ?? null) as DatasetItemValue | null,
    metadata: row.metadata ?? {},
  }));
}

/** Every result of the experiment, by item position then variant. */
export async function listExperimentResults(
  db: Executor,
  projectId: string,
  experimentId: string,
): Promise<ExperimentResult[]> {
  const rows = await db
    .selectFrom('experiment_result as r')
    .innerJoin('experiment_item as i', (join) =>
      join
        .onRef('i.project_id', '=', 'r.project_id')
        .onRef('i.experiment_id', '=', 'r.experiment_id')
        .onRef('i.id', '=', 'r.item_id'),
    )
    .selectAll('r')
    .where('r.project_id', '=', projectId)
    .where('r.experiment_id', '=', experimentId)
    .orderBy('i.position')
    .orderBy('r.variant_index')
    .execute();
  return rows.map((row) => ({
    itemId: row.item_id,
    variantIndex: row.variant_index,
    output: row.output,
    error: row.error,
    promptTokens: row.prompt_tokens,
    completionTokens: row.completion_tokens,
    cost: row.cost === null ? null : Number(row.cost),
    durationMs: row.duration_ms,
    checks: row.checks as ExperimentCheckResult[],
    passed: row.passed,
  }));
}

/** Points the experiment at a new run of its job and marks it queued. */
export async function markExperimentQueued(
  db: Executor,
  projectId: string,
  experimentId: string,
  jobId: string,
): Promise<void> {
  await db
    .updateTable('experiment')
    .set({ job_id: jobId, status: 'queued', last_error: null, finished_at: null })
    .where('project_id', '=', projectId)
    .where('id', '=', experimentId)
    .execute();
}

/** Records the state the job reached, read once the job row itself is swept. */
export async function recordExperimentStatus(
  db: Executor,
  projectId: string,
  experimentId: string,
  status: ExperimentStatus,
  lastError: string | null = null,
): Promise<void> {
  const finished = status === 'finished' || status === 'failed' || status === 'cancelled';
  await db
    .updateTable('experiment')
    .set({
      status,
      last_error: lastError,
      finished_at: finished ? sql<Date>`now()` : null,
    })
    .where('project_id', '=', projectId)
    .where('id', '=', experimentId)
    .execute();
}

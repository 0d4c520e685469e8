import type { Evaluator, EvaluatorMode } from '@lookout/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database, EvaluatorTable } from '../db/schema.js';

/** A stored evaluator row. */
export type EvaluatorRow = Selectable<EvaluatorTable>;

/** The API's view of an evaluator row. */
export function toEvaluator(row: EvaluatorRow): Evaluator {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    params: row.params,
    mode: row.mode as EvaluatorMode,
    filters: row.filters,
    sampleRate: row.sample_rate,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** One evaluator of a project, or undefined (another project's is not found either). */
export function findEvaluator(
  db: Kysely<Database>,
  projectId: string,
  id: string,
): Promise<EvaluatorRow | undefined> {
  return db
    .selectFrom('evaluator')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A project's evaluators, by name. */
export function listEvaluators(db: Kysely<Database>, projectId: string): Promise<EvaluatorRow[]> {
  return db
    .selectFrom('evaluator')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

import {
  type ChatMessage,
  type CreateExperimentBody,
  type ExperimentVariant,
  type JsonObject,
  templateExtraSchema,
} from '@lookout/domain';
import { parseFilterBar } from '@lookout/filters';
import { ApiError } from '../http/api-error.js';
import { describeIssues } from '../http/router.js';
import {
  type ModelConnectionSource,
  resolveModelConnection,
} from '../providers/model-connection.js';
import { findVersion } from '../templates/template.repository.js';
import type { Executor } from './experiment.repository.js';
import type { ExperimentGraders, ExperimentPrompt } from './experiment-plan.js';

const badInput = (message: string) => new ApiError(400, 'Invalid request', message);

/** A template's content as chat messages: a text template is one user message. */
function asMessages(content: unknown): ChatMessage[] {
  return typeof content === 'string' ? [{ role: 'user', content }] : (content as ChatMessage[]);
}

/**
 * One variant as it will run: its template version's messages and settings
 * (a version of this project, else 404), or its ad-hoc messages; its model
 * (the variant's, else the version's) run by one of the org's provider keys
 * (400 naming the key to add); the sampling settings checked as a template's.
 */
async function resolveVariant(
  models: ModelConnectionSource,
  { projectId, orgId }: { projectId: string; orgId: string },
  variant: ExperimentVariant,
  index: number,
): Promise<ExperimentPrompt> {
  const field = `variants.${index}`;
  let messages: ChatMessage[] | null = variant.messages;
  let templateExtra: Record<string, unknown> = {};
  if (variant.templateVersionId !== null) {
    const version = await findVersion(models.db, projectId, variant.templateVersionId).catch(
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 404)
          throw new ApiError(
            404,
            'Template version not found',
            `${field}.templateVersionId: no such template version in this project.`,
          );
        throw error;
      },
    );
    messages = asMessages(version.content);
    templateExtra = version.extra;
  }
  const model = variant.model ?? (templateExtra.model as string | undefined);
  if (!model) throw badInput(`${field}.model: Choose a model for this variant.`);
  const sampling: Record<string, unknown> = { ...templateExtra, ...variant.params, model };
  // Experiments compare written answers: tools and response formats are not sent.
  for (const key of ['tools', 'tool_choice', 'response_format']) delete sampling[key];
  const checked = templateExtraSchema.safeParse(sampling);
  if (!checked.success)
    throw badInput(
      describeIssues(
        checked.error.issues.map((issue) => ({ ...issue, path: [field, 'params', ...issue.path] })),
      ),
    );
  await resolveModelConnection(models, orgId, model, `${field}.model`);
  const { model: _model, ...params } = checked.data;
  return {
    messages,
    model,
    params: JSON.parse(JSON.stringify(params)) as JsonObject,
    templateVersionId: variant.templateVersionId,
  };
}

/** Every variant resolved, in order. */
export async function resolveVariants(
  models: ModelConnectionSource,
  scope: { projectId: string; orgId: string },
  variants: readonly ExperimentVariant[],
): Promise<ExperimentPrompt[]> {
  const prompts: ExperimentPrompt[] = [];
  for (const [index, variant] of variants.entries())
    prompts.push(await resolveVariant(models, scope, variant, index));
  return prompts;
}

/**
 * The evaluators and checklist an experiment grades with, as they are now
 * (an id of another project, or unknown, is a 404 naming it).
 */
export async function resolveGraders(
  db: Executor,
  projectId: string,
  { evaluatorIds, checklistId }: Pick<CreateExperimentBody, 'evaluatorIds' | 'checklistId'>,
): Promise<ExperimentGraders> {
  const unique = [...new Set(evaluatorIds)];
  const rows =
    unique.length === 0
      ? []
      : await db
          .selectFrom('evaluator')
          .select(['id', 'name', 'type', 'params'])
          .where('project_id', '=', projectId)
          .where('id', 'in', unique)
          .execute();
  const missing = unique.find((id) => !rows.some((row) => row.id === id));
  if (missing)
    throw new ApiError(
      404,
      'Evaluator not found',
      `evaluatorIds: no evaluator ${missing} in this project.`,
    );
  const evaluators = unique.map((id) => {
    const row = rows.find((candidate) => candidate.id === id) as (typeof rows)[number];
    return { id: row.id, name: row.name, type: row.type, params: row.params };
  });
  if (checklistId === null) return { evaluators, checklist: null };
  const checklist = await db
    .selectFrom('checklist')
    .select(['id', 'slug', 'data'])
    .where('project_id', '=', projectId)
    .where('id', '=', checklistId)
    .executeTakeFirst();
  if (!checklist)
    throw new ApiError(
      404,
      'Checklist not found',
      `checklistId: no checklist ${checklistId} in this project.`,
    );
  // The job reads it the same way: checks the catalogue no longer knows are left out.
  if (parseFilterBar(checklist.data).filters.length === 0)
    throw badInput(`checklistId: the checklist "${checklist.slug}" has no checks.`);
  return { evaluators, checklist };
}

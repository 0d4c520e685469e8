import { createRoute } from '@hono/zod-openapi';
import {
  attachDatasetPromptBodySchema,
  createDatasetPromptBodySchema,
  createDatasetVariationBodySchema,
  type DatasetFormat,
  getDatasetPromptResponseSchema,
  getDatasetVariationResponseSchema,
  idParamsSchema,
  updateDatasetPromptBodySchema,
  updateDatasetVariationBodySchema,
} from '@lookout/domain';
import type { Context } from 'hono';
import { withAudit } from '../audit/record-audit.js';
import { toJsonbText } from '../db/postgres-safe.js';
import { ApiError } from '../http/api-error.js';
import type { AppEnv } from '../http/app-env.js';
import { projectScope } from '../http/project-scope.js';
import { requireEvalLicence } from '../http/require-eval-licence.js';
import { requirePermission } from '../http/require-permission.js';
import { createRouter, errorResponses, jsonBody, jsonContent, noContent } from '../http/router.js';
import {
  assertMessagesFit,
  type Executor,
  findDatasetRow,
  findPrompt,
  type PromptMessages,
  promptNotFound,
  touchDataset,
  toVariation,
  variationNotFound,
} from './dataset-v1.repository.js';
import { datasetV1Tags } from './dataset-v1.routes.js';
import { runInputToPrompt, runOutputToIdeal } from './run-to-prompt.js';

/** Adds a prompt with one variation (empty unless given) and an `add_prompt` audit entry. */
function addPrompt(
  c: Context<AppEnv>,
  datasetId: string,
  build: (
    trx: Executor,
    format: DatasetFormat,
  ) => Promise<{ messages: PromptMessages; idealOutput: string | null; runId?: string }>,
) {
  const projectId = c.var.projectId;
  return withAudit(
    c,
    async (trx) => {
      const dataset = await findDatasetRow(trx, projectId, datasetId);
      const { messages, idealOutput } = await build(trx, dataset.format as DatasetFormat);
      assertMessagesFit(dataset.format as DatasetFormat, messages);
      const prompt = await trx
        .insertInto('dataset_prompt')
        .values({ project_id: projectId, dataset_id: datasetId, messages: toJsonbText(messages) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('dataset_variation')
        .values({ project_id: projectId, prompt_id: prompt.id, ideal_output: idealOutput })
        .execute();
      await touchDataset(trx, projectId, datasetId);
      return findPrompt(trx, projectId, prompt.id);
    },
    (prompt) => ({
      subject: 'dataset',
      action: 'add_prompt',
      projectId,
      details: { datasetId, promptId: prompt.id },
    }),
  );
}

/** The prompt a variation belongs to (its dataset is marked changed), or a 404. */
async function variationPrompt(trx: Executor, projectId: string, variationId: string) {
  const row = await trx
    .selectFrom('dataset_variation')
    .innerJoin('dataset_prompt', (join) =>
      join
        .onRef('dataset_prompt.project_id', '=', 'dataset_variation.project_id')
        .onRef('dataset_prompt.id', '=', 'dataset_variation.prompt_id'),
    )
    .select(['dataset_prompt.id as prompt_id', 'dataset_prompt.dataset_id'])
    .where('dataset_variation.project_id', '=', projectId)
    .where('dataset_variation.id', '=', variationId)
    .executeTakeFirst();
  if (!row) throw variationNotFound();
  return row;
}

/** `/v1/datasets/prompts…` and `/v1/datasets/variations…`: the prompts of v1 datasets and their variations. */
export const datasetPromptRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/datasets/prompts',
      tags: datasetV1Tags,
      summary: 'Add a prompt (with one empty variation) to a dataset',
      middleware: [
        projectScope,
        requireEvalLicence,
        requirePermission('datasets', 'update'),
      ] as const,
      request: { body: jsonBody(createDatasetPromptBodySchema) },
      responses: {
        200: jsonContent(getDatasetPromptResponseSchema, 'The new prompt'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const prompt = await addPrompt(c, body.datasetId, async () => ({
        messages: body.messages,
        idealOutput: null,
      }));
      return c.json(prompt, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/datasets/prompts/attach',
      tags: datasetV1Tags,
      summary: "Add a logged run's input as a prompt, its output as the ideal output",
      middleware: [
        projectScope,
        requireEvalLicence,
        requirePermission('datasets', 'update'),
      ] as const,
      request: { body: jsonBody(attachDatasetPromptBodySchema) },
      responses: {
        200: jsonContent(getDatasetPromptResponseSchema, 'The new prompt'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const projectId = c.var.projectId;
      const prompt = await addPrompt(c, body.datasetId, async (trx, format) => {
        const run = await trx
          .selectFrom('run')
          .select(['input', 'output'])
          .where('project_id', '=', projectId)
          .where('id', '=', body.runId)
          .executeTakeFirst();
        if (!run) throw new ApiError(404, 'Run not found', 'No such run in this project.');
        return {
          messages: runInputToPrompt(run.input, format),
          idealOutput: runOutputToIdeal(run.output),
        };
      });
      return c.json(prompt, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/datasets/prompts/{id}',
      tags: datasetV1Tags,
      summary: 'One prompt with its variations',
      middleware: [
        projectScope,
        requireEvalLicence,
        requirePermission('datasets', 'read', { publicKey: true }),
      ] as const,
      request: { params: idParamsSchema },
      responses: {
        200: jsonContent(getDatasetPromptResponseSchema, 'The prompt'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await findPrompt(c.var.ctx.db, c.var.projectId, id), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/datasets/prompts/{id}',
      tags: datasetV1Tags,
      summary: "Change a prompt's messages",
      middleware: [
        projectScope,
        requireEvalLicence,
        requirePermission('datasets', 'update'),
      ] as const,
      request: { params: idParamsSchema, body: jsonBody(updateDatasetPromptBodySchema) },
      responses: {
        200: jsonContent(getDatasetPromptResponseSchema, 'The prompt'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { messages } = c.req.valid('json');
      const projectId = c.var.projectId;
      const prompt = await withAudit(
        c,
        async (trx) => {
          const before = await findPrompt(trx, projectId, id);
          const dataset = await findDatasetRow(trx, projectId, before.datasetId);
          assertMessagesFit(dataset.format as DatasetFormat, messages);
          await trx
            .updateTable('dataset_prompt')
            .set({ messages: toJsonbText(messages) })
            .where('project_id', '=', projectId)
            .where('id', '=', id)
            .execute();
          await touchDataset(trx, projectId, before.datasetId);
          return findPrompt(trx, projectId, id);
        },
        (after) => ({
          subject: 'dataset',
          action: 'update_prompt',
          projectId,
          details: { datasetId: after.datasetId, promptId: id },
        }),
      );
      return c.json(prompt, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/datasets/prompts/{id}',
      tags: datasetV1Tags,
      summary: 'Delete a prompt and its variations',
      middleware: [
        projectScope,
        requireEvalLicence,
        requirePermission('datasets', 'update'),
      ] as const,
      request: { params: idParamsSchema },
      responses: { ...noContent, ...errorResponses },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const projectId = c.var.projectId;
      await withAudit(
        c,
        async (trx) => {
          const deleted = await trx
            .deleteFrom('dataset_prompt')
            .where('project_id', '=', projectId)
            .where('id', '=', id)
            .returning(['id', 'dataset_id'])
            .executeTakeFirst();
          if (!deleted) throw promptNotFound();
          await touchDataset(trx, projectId, deleted.dataset_id);
          return deleted;
        },
        (deleted) => ({
          subject: 'dataset',
          action: 'delete_prompt',
          projectId,
          details: { datasetId: deleted.dataset_id, promptId: id },
        }),
      );
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/datasets/variations',
      tags: datasetV1Tags,
      summary: 'Add a variation (variable values, context, ideal output) to a prompt',
      middleware: [
        projectScope,
        requireEvalLicence,
        requirePermission('datasets', 'update'),
      ] as const,
      request: { body: jsonBody(createDatasetVariationBodySchema) },
      responses: {
        200: jsonContent(getDatasetVariationResponseSchema, 'The new variation'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const projectId = c.var.projectId;
      const row = await withAudit(
        c,
        async (trx) => {
          const prompt = await findPrompt(trx, projectId, body.promptId);
          const inserted = await trx
            .insertInto('dataset_variation')
            .values({
              project_id: projectId,
              prompt_id: body.promptId,
              variables: toJsonbText(body.variables),
              context: body.context ?? null,
              ideal_output: body.idealOutput ?? null,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          await touchDataset(trx, projectId, prompt.datasetId);
          return { inserted, datasetId: prompt.datasetId };
        },
        ({ inserted, datasetId }) => ({
          subject: 'dataset',
          action: 'update_prompt',
          projectId,
          details: {
            datasetId,
            promptId: body.promptId,
            variationId: inserted.id,
            change: 'add_variation',
          },
        }),
      );
      return c.json(toVariation(row.inserted), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/datasets/variations/{id}',
      tags: datasetV1Tags,
      summary: 'One variation',
      middleware: [
        projectScope,
        requireEvalLicence,
        requirePermission('datasets', 'read', { publicKey: true }),
      ] as const,
      request: { params: idParamsSchema },
      responses: {
        200: jsonContent(getDatasetVariationResponseSchema, 'The variation'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const row = await c.var.ctx.db
        .selectFrom('dataset_variation')
        .selectAll()
        .where('project_id', '=', c.var.projectId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw variationNotFound();
      return c.json(toVariation(row), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/datasets/variations/{id}',
      tags: datasetV1Tags,
      summary: "Change a variation's variables, context or ideal output",
      middleware: [
        projectScope,
        requireEvalLicence,
        requirePermission('datasets', 'update'),
      ] as const,
      request: { params: idParamsSchema, body: jsonBody(updateDatasetVariationBodySchema) },
      responses: {
        200: jsonContent(getDatasetVariationResponseSchema, 'The variation'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const projectId = c.var.projectId;
      const { row } = await withAudit(
        c,
        async (trx) => {
          const owner = await variationPrompt(trx, projectId, id);
          const updated = await trx
            .updateTable('dataset_variation')
            .set({
              ...(body.variables !== undefined ? { variables: toJsonbText(body.variables) } : {}),
              ...(body.context !== undefined ? { context: body.context } : {}),
              ...(body.idealOutput !== undefined ? { ideal_output: body.idealOutput } : {}),
            })
            .where('project_id', '=', projectId)
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow();
          await touchDataset(trx, projectId, owner.dataset_id);
          return { row: updated, owner };
        },
        ({ owner }) => ({
          subject: 'dataset',
          action: 'update_prompt',
          projectId,
          details: { datasetId: owner.dataset_id, promptId: owner.prompt_id, variationId: id },
        }),
      );
      return c.json(toVariation(row), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/datasets/variations/{id}',
      tags: datasetV1Tags,
      summary: 'Delete a variation',
      middleware: [
        projectScope,
        requireEvalLicence,
        requirePermission('datasets', 'update'),
      ] as const,
      request: { params: idParamsSchema },
      responses: { ...noContent, ...errorResponses },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const projectId = c.var.projectId;
      await withAudit(
        c,
        async (trx) => {
          const owner = await variationPrompt(trx, projectId, id);
          await trx
            .deleteFrom('dataset_variation')
            .where('project_id', '=', projectId)
            .where('id', '=', id)
            .execute();
          await touchDataset(trx, projectId, owner.dataset_id);
          return owner;
        },
        (owner) => ({
          subject: 'dataset',
          action: 'update_prompt',
          projectId,
          details: {
            datasetId: owner.dataset_id,
            promptId: owner.prompt_id,
            variationId: id,
            change: 'delete_variation',
          },
        }),
      );
      return c.body(null, 204);
    },
  );

import { createRoute } from '@hono/zod-openapi';
import {
  createDatasetBodySchema,
  getDatasetResponseSchema,
  idParamsSchema,
  listDatasetsResponseSchema,
  updateDatasetBodySchema,
} from '@lookout/domain';
import { withAudit } from '../audit/record-audit.js';
import { toJsonbText } from '../db/postgres-safe.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { projectScope } from '../http/project-scope.js';
import { requireEvalLicence } from '../http/require-eval-licence.js';
import { requirePermission } from '../http/require-permission.js';
import { createRouter, errorResponses, jsonBody, jsonContent, noContent } from '../http/router.js';
import {
  datasetNotFound,
  emptyMessages,
  findDataset,
  findDatasetRow,
  slugTaken,
  withPrompts,
} from './dataset-v1.repository.js';

export const datasetV1Tags = ['Datasets (v1)'];

/** A taken slug (the unique `(project_id, slug)`) answers 409. */
async function refuseTakenSlug<T>(slug: string, change: Promise<T>): Promise<T> {
  try {
    return await change;
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(slug);
    throw error;
  }
}

/** `/v1/datasets…`: datasets of prompts with variations, for orgs without datasets v2. */
export const datasetV1Routes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/datasets',
      tags: datasetV1Tags,
      summary: "The project's datasets with their prompts and variations, newest first",
      middleware: [
        projectScope,
        requireEvalLicence,
        requirePermission('datasets', 'list'),
      ] as const,
      responses: {
        200: jsonContent(listDatasetsResponseSchema, 'The datasets'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { db } = c.var.ctx;
      const rows = await db
        .selectFrom('dataset')
        .selectAll()
        .where('project_id', '=', c.var.projectId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      return c.json(await withPrompts(db, c.var.projectId, rows), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/datasets',
      tags: datasetV1Tags,
      summary: 'Create a dataset with one empty prompt (and one empty variation)',
      middleware: [
        projectScope,
        requireEvalLicence,
        requirePermission('datasets', 'create'),
      ] as const,
      request: { body: jsonBody(createDatasetBodySchema) },
      responses: {
        200: jsonContent(getDatasetResponseSchema, 'The new dataset'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const { projectId } = c.var;
      const dataset = await refuseTakenSlug(
        body.slug,
        withAudit(
          c,
          async (trx) => {
            const row = await trx
              .insertInto('dataset')
              .values({ project_id: projectId, slug: body.slug, format: body.format })
              .returningAll()
              .executeTakeFirstOrThrow();
            const prompt = await trx
              .insertInto('dataset_prompt')
              .values({
                project_id: projectId,
                dataset_id: row.id,
                messages: toJsonbText(emptyMessages(body.format)),
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            await trx
              .insertInto('dataset_variation')
              .values({ project_id: projectId, prompt_id: prompt.id })
              .execute();
            return findDataset(trx, projectId, row.id);
          },
          (created) => ({
            subject: 'dataset',
            action: 'create',
            projectId,
            details: { datasetId: created.id, slug: created.slug, format: created.format },
          }),
        ),
      );
      return c.json(dataset, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/datasets/{id}',
      tags: datasetV1Tags,
      summary: 'One dataset with its prompts and variations (SDKs read it with a project key)',
      middleware: [
        projectScope,
        requireEvalLicence,
        requirePermission('datasets', 'read', { publicKey: true }),
      ] as const,
      request: { params: idParamsSchema },
      responses: {
        200: jsonContent(getDatasetResponseSchema, 'The dataset'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await findDataset(c.var.ctx.db, c.var.projectId, id), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/datasets/{id}',
      tags: datasetV1Tags,
      summary: "Rename a dataset's slug",
      middleware: [
        projectScope,
        requireEvalLicence,
        requirePermission('datasets', 'update'),
      ] as const,
      request: { params: idParamsSchema, body: jsonBody(updateDatasetBodySchema) },
      responses: {
        200: jsonContent(getDatasetResponseSchema, 'The dataset'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { slug } = c.req.valid('json');
      const { projectId } = c.var;
      const { after } = await refuseTakenSlug(
        slug,
        withAudit(
          c,
          async (trx) => {
            const before = await findDatasetRow(trx, projectId, id);
            await trx
              .updateTable('dataset')
              .set({ slug, updated_at: new Date() })
              .where('project_id', '=', projectId)
              .where('id', '=', id)
              .execute();
            return { before, after: await findDataset(trx, projectId, id) };
          },
          ({ before, after }) =>
            before.slug === after.slug
              ? null
              : {
                  subject: 'dataset',
                  action: 'rename',
                  projectId,
                  details: { datasetId: id, from: before.slug, to: after.slug },
                },
        ),
      );
      return c.json(after, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/datasets/{id}',
      tags: datasetV1Tags,
      summary: 'Delete a dataset with its prompts and variations',
      middleware: [
        projectScope,
        requireEvalLicence,
        requirePermission('datasets', 'delete'),
      ] as const,
      request: { params: idParamsSchema },
      responses: { ...noContent, ...errorResponses },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { projectId } = c.var;
      await withAudit(
        c,
        async (trx) => {
          const deleted = await trx
            .deleteFrom('dataset')
            .where('project_id', '=', projectId)
            .where('id', '=', id)
            .returning(['id', 'slug'])
            .executeTakeFirst();
          if (!deleted) throw datasetNotFound();
          return deleted;
        },
        (deleted) => ({
          subject: 'dataset',
          action: 'delete',
          projectId,
          details: { datasetId: deleted.id, slug: deleted.slug },
        }),
      );
      return c.body(null, 204);
    },
  );

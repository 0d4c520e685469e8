import { createRoute } from '@hono/zod-openapi';
import {
  createDatasetItemBodySchema,
  createDatasetItemResponseSchema,
  datasetItemParamsSchema,
  idParamsSchema,
  updateDatasetItemBodySchema,
  updateDatasetItemResponseSchema,
} from '@lookout/domain';
import { withAudit } from '../audit/record-audit.js';
import { toJsonbText } from '../db/postgres-safe.js';
import { projectScope } from '../http/project-scope.js';
import { requireEvalLicence } from '../http/require-eval-licence.js';
import { requirePermission } from '../http/require-permission.js';
import { createRouter, errorResponses, jsonBody, jsonContent, noContent } from '../http/router.js';
import {
  datasetItemNotFound,
  findDatasetItem,
  lockDatasetV2,
  toDatasetItem,
  touchDataset,
} from './dataset-item.repository.js';
import { datasetTags } from './dataset-v2.routes.js';

/** `/v1/datasets-v2/{id}/items…`: adding, changing and removing a dataset's items one by one. */
export const datasetItemRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/datasets-v2/{id}/items',
      tags: datasetTags,
      summary: 'Add an item (input, expected output, metadata) at the end of a dataset',
      middleware: [
        projectScope,
        requireEvalLicence,
        requirePermission('datasets', 'update'),
      ] as const,
      request: { params: idParamsSchema, body: jsonBody(createDatasetItemBodySchema) },
      responses: {
        200: jsonContent(createDatasetItemResponseSchema, 'The new item'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const { projectId } = c.var;
      const row = await withAudit(
        c,
        async (trx) => {
          await lockDatasetV2(trx, projectId, id);
          const inserted = await trx
            .insertInto('dataset_v2_item')
            .values({
              project_id: projectId,
              dataset_id: id,
              input: toJsonbText(body.input),
              expected_output:
                body.expectedOutput === null ? null : toJsonbText(body.expectedOutput),
              metadata: toJsonbText(body.metadata),
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          await touchDataset(trx, projectId, id);
          return inserted;
        },
        (inserted) => ({
          subject: 'dataset',
          action: 'add_prompt',
          projectId,
          details: { datasetId: id, itemId: inserted.id, count: 1 },
        }),
      );
      return c.json(toDatasetItem(row), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/datasets-v2/{id}/items/{itemId}',
      tags: datasetTags,
      summary: "Change an item's input, expected output or metadata",
      middleware: [
        projectScope,
        requireEvalLicence,
        requirePermission('datasets', 'update'),
      ] as const,
      request: { params: datasetItemParamsSchema, body: jsonBody(updateDatasetItemBodySchema) },
      responses: {
        200: jsonContent(updateDatasetItemResponseSchema, 'The item'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id, itemId } = c.req.valid('param');
      const body = c.req.valid('json');
      const { projectId } = c.var;
      const row = await withAudit(
        c,
        async (trx) => {
          await findDatasetItem(trx, projectId, id, itemId);
          const updated = await trx
            .updateTable('dataset_v2_item')
            .set({
              ...(body.input !== undefined ? { input: toJsonbText(body.input) } : {}),
              ...(body.expectedOutput !== undefined
                ? {
                    expected_output:
                      body.expectedOutput === null ? null : toJsonbText(body.expectedOutput),
                  }
                : {}),
              ...(body.metadata !== undefined ? { metadata: toJsonbText(body.metadata) } : {}),
              updated_at: new Date(),
            })
            .where('project_id', '=', projectId)
            .where('dataset_id', '=', id)
            .where('id', '=', itemId)
            .returningAll()
            .executeTakeFirstOrThrow();
          await touchDataset(trx, projectId, id);
          return updated;
        },
        {
          subject: 'dataset',
          action: 'update_prompt',
          projectId,
          details: { datasetId: id, itemId, fields: Object.keys(body) },
        },
      );
      return c.json(toDatasetItem(row), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/datasets-v2/{id}/items/{itemId}',
      tags: datasetTags,
      summary: 'Remove an item from a dataset',
      middleware: [
        projectScope,
        requireEvalLicence,
        requirePermission('datasets', 'update'),
      ] as const,
      request: { params: datasetItemParamsSchema },
      responses: { ...noContent, ...errorResponses },
    }),
    async (c) => {
      const { id, itemId } = c.req.valid('param');
      const { projectId } = c.var;
      await withAudit(
        c,
        async (trx) => {
          const deleted = await trx
            .deleteFrom('dataset_v2_item')
            .where('project_id', '=', projectId)
            .where('dataset_id', '=', id)
            .where('id', '=', itemId)
            .returning('id')
            .executeTakeFirst();
          if (!deleted) throw datasetItemNotFound();
          await touchDataset(trx, projectId, id);
        },
        {
          subject: 'dataset',
          action: 'delete_prompt',
          projectId,
          details: { datasetId: id, itemId },
        },
      );
      return c.body(null, 204);
    },
  );

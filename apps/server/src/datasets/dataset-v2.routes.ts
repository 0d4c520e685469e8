import { createRoute } from '@hono/zod-openapi';
import {
  createDatasetV2BodySchema,
  createDatasetV2ResponseSchema,
  type DatasetSortOrder,
  duplicateDatasetV2BodySchema,
  duplicateDatasetV2ResponseSchema,
  getDatasetV2ResponseSchema,
  idParamsSchema,
  listDatasetsV2QuerySchema,
  listDatasetsV2ResponseSchema,
  updateDatasetV2BodySchema,
  updateDatasetV2ResponseSchema,
} from '@lookout/domain';
import { sql } from 'kysely';
import { withAudit } from '../audit/record-audit.js';
import { projectScope } from '../http/project-scope.js';
import { requireEvalLicence } from '../http/require-eval-licence.js';
import { requirePermission } from '../http/require-permission.js';
import { createRouter, errorResponses, jsonBody, jsonContent, noContent } from '../http/router.js';
import { likePattern } from '../runs/filter-sql/text-pattern.js';
import {
  datasetNotFound,
  findDatasetV2,
  listDatasetItems,
  selectDatasetsV2,
  toDatasetV2,
} from './dataset-item.repository.js';

export const datasetTags = ['Datasets'];

/** Longest dataset name (displayNameSchema). */
const maxNameLength = 100;

/** `{name} (copy)`, shortened to fit the name's limit. */
export function copyName(name: string): string {
  const suffix = ' (copy)';
  return `${name.slice(0, maxNameLength - suffix.length)}${suffix}`;
}

const orderings: Record<DatasetSortOrder, { column: 'created_at' | 'name'; dir: 'asc' | 'desc' }> =
  {
    newest: { column: 'created_at', dir: 'desc' },
    oldest: { column: 'created_at', dir: 'asc' },
    'name-asc': { column: 'name', dir: 'asc' },
    'name-desc': { column: 'name', dir: 'desc' },
  };

/** `/v1/datasets-v2…`: a project's datasets (SPEC §2, §7), licensed on self-hosted installs. */
export const datasetV2Routes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/datasets-v2',
      tags: datasetTags,
      summary: "The project's datasets (without items), newest first unless sorted",
      middleware: [
        projectScope,
        requireEvalLicence,
        requirePermission('datasets', 'list'),
      ] as const,
      request: { query: listDatasetsV2QuerySchema },
      responses: {
        200: jsonContent(listDatasetsV2ResponseSchema, 'The datasets'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { search, sort } = c.req.valid('query');
      const order = orderings[sort];
      let query = selectDatasetsV2(c.var.ctx.db, c.var.projectId);
      if (search) query = query.where('dataset_v2.name', 'ilike', likePattern(search, 'contains'));
      const rows = await (order.column === 'name'
        ? query.orderBy(sql`lower(dataset_v2.name)`, order.dir)
        : query.orderBy('dataset_v2.created_at', order.dir)
      )
        .orderBy('dataset_v2.id', order.dir)
        .execute();
      return c.json(rows.map(toDatasetV2), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/datasets-v2',
      tags: datasetTags,
      summary: 'Create an empty dataset',
      middleware: [
        projectScope,
        requireEvalLicence,
        requirePermission('datasets', 'create'),
      ] as const,
      request: { body: jsonBody(createDatasetV2BodySchema) },
      responses: {
        200: jsonContent(createDatasetV2ResponseSchema, 'The new dataset'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const { projectId } = c.var;
      const row = await withAudit(
        c,
        (trx) =>
          trx
            .insertInto('dataset_v2')
            .values({ project_id: projectId, name: body.name, description: body.description })
            .returningAll()
            .executeTakeFirstOrThrow(),
        (created) => ({
          subject: 'dataset',
          action: 'create',
          projectId,
          details: { datasetId: created.id, name: created.name },
        }),
      );
      return c.json(toDatasetV2({ ...row, item_count: 0 }), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/datasets-v2/{id}',
      tags: datasetTags,
      summary: 'One dataset with its items, oldest first',
      middleware: [
        projectScope,
        requireEvalLicence,
        requirePermission('datasets', 'read', { publicKey: true }),
      ] as const,
      request: { params: idParamsSchema },
      responses: {
        200: jsonContent(getDatasetV2ResponseSchema, 'The dataset with its items'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { db } = c.var.ctx;
      const dataset = await findDatasetV2(db, c.var.projectId, id);
      const items = await listDatasetItems(db, c.var.projectId, id);
      return c.json({ ...dataset, items }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/datasets-v2/{id}',
      tags: datasetTags,
      summary: 'Rename a dataset or change its description',
      middleware: [
        projectScope,
        requireEvalLicence,
        requirePermission('datasets', 'update'),
      ] as const,
      request: { params: idParamsSchema, body: jsonBody(updateDatasetV2BodySchema) },
      responses: {
        200: jsonContent(updateDatasetV2ResponseSchema, 'The dataset'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const { projectId } = c.var;
      const { after } = await withAudit(
        c,
        async (trx) => {
          const before = await findDatasetV2(trx, projectId, id);
          await trx
            .updateTable('dataset_v2')
            .set({
              ...(body.name !== undefined ? { name: body.name } : {}),
              ...(body.description !== undefined ? { description: body.description } : {}),
              updated_at: new Date(),
            })
            .where('project_id', '=', projectId)
            .where('id', '=', id)
            .execute();
          return { before, after: await findDatasetV2(trx, projectId, id) };
        },
        ({ before, after }) =>
          before.name === after.name
            ? null
            : {
                subject: 'dataset',
                action: 'rename',
                projectId,
                details: { datasetId: id, from: before.name, to: after.name },
              },
      );
      return c.json(after, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/datasets-v2/{id}',
      tags: datasetTags,
      summary: 'Delete a dataset and its items',
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
            .deleteFrom('dataset_v2')
            .where('project_id', '=', projectId)
            .where('id', '=', id)
            .returning(['id', 'name'])
            .executeTakeFirst();
          if (!deleted) throw datasetNotFound();
          return deleted;
        },
        (deleted) => ({
          subject: 'dataset',
          action: 'delete',
          projectId,
          details: { datasetId: deleted.id, name: deleted.name },
        }),
      );
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/datasets-v2/{id}/duplicate',
      tags: datasetTags,
      summary: 'Copy a dataset with its items, as "{name} (copy)" unless named',
      middleware: [
        projectScope,
        requireEvalLicence,
        requirePermission('datasets', 'create'),
      ] as const,
      request: {
        params: idParamsSchema,
        body: { ...jsonBody(duplicateDatasetV2BodySchema), required: false },
      },
      responses: {
        200: jsonContent(duplicateDatasetV2ResponseSchema, 'The copy'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const { projectId } = c.var;
      const copy = await withAudit(
        c,
        async (trx) => {
          const source = await findDatasetV2(trx, projectId, id);
          const created = await trx
            .insertInto('dataset_v2')
            .values({
              project_id: projectId,
              name: body.name ?? copyName(source.name),
              description: source.description,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          // One statement, in the source's order: no item passes through the server's memory.
          await sql`insert into dataset_v2_item (project_id, dataset_id, input, expected_output, metadata)
            select project_id, ${created.id}::uuid, input, expected_output, metadata
            from dataset_v2_item where project_id = ${projectId}::uuid and dataset_id = ${id}::uuid
            order by seq`.execute(trx);
          return findDatasetV2(trx, projectId, created.id);
        },
        (created) => ({
          subject: 'dataset',
          action: 'create',
          projectId,
          details: { datasetId: created.id, name: created.name, duplicateOf: id },
        }),
      );
      return c.json(copy, 200);
    },
  );

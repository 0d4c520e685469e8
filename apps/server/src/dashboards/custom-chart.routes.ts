import { createRoute } from '@hono/zod-openapi';
import {
  createCustomChartBodySchema,
  createCustomChartResponseSchema,
  customChartQueryProblems,
  deleteCustomChartBodySchema,
  listCustomChartsResponseSchema,
  updateCustomChartBodySchema,
  updateCustomChartResponseSchema,
} from '@lookout/domain';
import { sql } from 'kysely';
import { withAudit } from '../audit/record-audit.js';
import { ApiError } from '../http/api-error.js';
import { projectScope } from '../http/project-scope.js';
import { requirePermission } from '../http/require-permission.js';
import { createRouter, errorResponses, jsonBody, jsonContent, noContent } from '../http/router.js';
import { assertValidFilterString } from '../runs/filter-sql/filter-string-problems.js';
import { customChartColumns, toCustomChart } from './custom-chart.repository.js';

const tags = ['Dashboards'];
const path = '/dashboards/charts/custom';
const chartNotFound = () =>
  new ApiError(404, 'Chart not found', 'No such custom chart in this project.');

/** `/v1/dashboards/charts/custom…`: charts users build, placed on dashboards by id. */
export const customChartRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path,
      tags,
      summary: "The project's custom charts, oldest first",
      middleware: [projectScope, requirePermission('charts', 'list')] as const,
      responses: {
        200: jsonContent(listCustomChartsResponseSchema, 'The custom charts'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const rows = await c.var.ctx.db
        .selectFrom('custom_chart')
        .selectAll()
        .where('project_id', '=', c.var.projectId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return c.json(rows.map(toCustomChart), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path,
      tags,
      summary: 'Save a chart from the chart builder',
      middleware: [projectScope, requirePermission('charts', 'create')] as const,
      request: { body: jsonBody(createCustomChartBodySchema) },
      responses: {
        200: jsonContent(createCustomChartResponseSchema, 'The chart'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      assertValidFilterString(body.filters, 'filters');
      const { projectId } = c.var;
      const row = await withAudit(
        c,
        (trx) =>
          trx
            .insertInto('custom_chart')
            .values({ project_id: projectId, ...customChartColumns(body) })
            .returningAll()
            .executeTakeFirstOrThrow(),
        (created) => ({
          subject: 'custom_chart',
          action: 'create',
          projectId,
          details: { chartId: created.id, name: created.name },
        }),
      );
      return c.json(toCustomChart(row), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path,
      tags,
      summary: 'Change a custom chart (its id and the changed fields in the body)',
      middleware: [projectScope, requirePermission('charts', 'update')] as const,
      request: { body: jsonBody(updateCustomChartBodySchema) },
      responses: {
        200: jsonContent(updateCustomChartResponseSchema, 'The chart'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id, ...body } = c.req.valid('json');
      if (body.filters !== undefined) assertValidFilterString(body.filters, 'filters');
      const { projectId } = c.var;
      const row = await withAudit(
        c,
        async (trx) => {
          const before = await trx
            .selectFrom('custom_chart')
            .selectAll()
            .where('project_id', '=', projectId)
            .where('id', '=', id)
            .forUpdate()
            .executeTakeFirst();
          if (!before) throw chartNotFound();
          const merged = { ...toCustomChart(before), ...body };
          const problems = customChartQueryProblems(merged);
          if (problems.length > 0) throw new ApiError(400, 'Invalid request', problems.join('; '));
          return trx
            .updateTable('custom_chart')
            .set({ ...customChartColumns(merged), updated_at: new Date() })
            .where('project_id', '=', projectId)
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow();
        },
        {
          subject: 'custom_chart',
          action: 'update',
          projectId,
          details: { chartId: id, changed: Object.keys(body) },
        },
      );
      return c.json(toCustomChart(row), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${path}/delete`,
      tags,
      summary: 'Delete a custom chart (its id in the body) and take it off every dashboard',
      middleware: [projectScope, requirePermission('charts', 'delete')] as const,
      request: { body: jsonBody(deleteCustomChartBodySchema) },
      responses: { ...noContent, ...errorResponses },
    }),
    async (c) => {
      const { id } = c.req.valid('json');
      const { projectId } = c.var;
      await withAudit(
        c,
        async (trx) => {
          const deleted = await trx
            .deleteFrom('custom_chart')
            .where('project_id', '=', projectId)
            .where('id', '=', id)
            .returning(['id', 'name'])
            .executeTakeFirst();
          if (!deleted) throw chartNotFound();
          await sql`update dashboard
              set charts = (select coalesce(jsonb_agg(placement order by position), '[]'::jsonb)
                              from jsonb_array_elements(charts) with ordinality as item(placement, position)
                             where placement ->> 'chartId' <> ${id}),
                  updated_at = now()
            where project_id = ${projectId}
              and charts @> jsonb_build_array(jsonb_build_object('chartId', ${id}::text))`.execute(
            trx,
          );
          return deleted;
        },
        (deleted) => ({
          subject: 'custom_chart',
          action: 'delete',
          projectId,
          details: { chartId: deleted.id, name: deleted.name },
        }),
      );
      return c.body(null, 204);
    },
  );

import { createRoute } from '@hono/zod-openapi';
import {
  analyticsChartAnswerSchema,
  analyticsChartQuerySchema,
  type CatalogueChartId,
  catalogueChartIds,
  chartCatalogue,
  customChartDataAnswerSchema,
  customChartDataQuerySchema,
} from '@lookout/domain';
import { ApiError } from '../http/api-error.js';
import { projectScope } from '../http/project-scope.js';
import { readerFor } from '../http/read-database.js';
import { requirePermission } from '../http/require-permission.js';
import { createRouter, errorResponses, jsonContent } from '../http/router.js';
import { assertValidFilterString } from '../runs/filter-sql/filter-string-problems.js';
import { catalogueCharts } from './catalogue-charts.js';
import type { ChartRange } from './chart-range.js';
import { customChartData } from './custom-chart-data.js';

const tags = ['Analytics'];

/**
 * A time zone the runtime knows but the database does not is still bad
 * input: PostgreSQL's "time zone … not recognized" (22023) becomes a 400.
 */
async function withDatabaseTimeZone<T>(timeZone: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === '22023' && /time zone/i.test(String((error as Error).message))) {
      throw new ApiError(
        400,
        'Invalid request',
        `timeZone: "${timeZone}" is not an IANA time zone`,
      );
    }
    throw error;
  }
}

function rangeOf(projectId: string, query: Omit<ChartRange, 'projectId'>): ChartRange {
  assertValidFilterString(query.filters, 'filters');
  return {
    projectId,
    startDate: query.startDate,
    endDate: query.endDate,
    timeZone: query.timeZone,
    granularity: query.granularity,
    filters: query.filters,
  };
}

/**
 * `/v1/analytics/…`: the data of every chart, computed in SQL over the runs
 * of a date range, bucketed in the caller's time zone, filtered with the logs
 * filter codec. No answer is cached.
 */
export const analyticsRoutes = createRouter().openapi(
  createRoute({
    method: 'get',
    path: '/analytics/custom',
    tags,
    summary:
      'Data of a custom chart: metric × aggregation × split over a range (the chart builder previews with it)',
    middleware: [projectScope, requirePermission('analytics', 'read')] as const,
    request: { query: customChartDataQuerySchema },
    responses: {
      200: jsonContent(
        customChartDataAnswerSchema,
        'A time series, a Top list or one number, by type',
      ),
      ...errorResponses,
    },
  }),
  async (c) => {
    const query = c.req.valid('query');
    const range = rangeOf(c.var.projectId, query);
    const answer = await withDatabaseTimeZone(query.timeZone, () =>
      customChartData(readerFor(c), range, { ...query, filters: range.filters }),
    );
    return c.json(answer, 200);
  },
);

for (const chart of chartCatalogue) {
  const id: CatalogueChartId = chart.id;
  analyticsRoutes.openapi(
    createRoute({
      method: 'get',
      path: `/analytics/${id}`,
      tags,
      summary: `${chart.name}: ${chart.description}${chart.needsEnrichments ? ' (empty until enrichments exist)' : ''}`,
      middleware: [projectScope, requirePermission('analytics', 'read')] as const,
      request: { query: analyticsChartQuerySchema },
      responses: {
        200: jsonContent(
          analyticsChartAnswerSchema,
          chart.type === 'Area'
            ? 'Every bucket of the range in order, 0 when empty'
            : 'The top rows, largest value first',
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const range = rangeOf(c.var.projectId, query);
      const answer = await withDatabaseTimeZone(query.timeZone, () =>
        catalogueCharts[id](readerFor(c), range, query),
      );
      return c.json(answer, 200);
    },
  );
}

// Any other chart id: name the problem rather than a bare 404.
analyticsRoutes.get('/analytics/*', (c) => {
  const id = c.req.path.replace(/^.*?\/analytics\//, '');
  throw new ApiError(
    400,
    'Invalid request',
    `chartId: "${id}" is not a chart; use one of ${catalogueChartIds.join(', ')}, or custom`,
  );
});

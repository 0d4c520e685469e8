import { type ChartPlacement, isCatalogueChartId } from '@lookout/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Refuses a layout that places a chart the project does not have: every
 * `chartId` is a built-in chart id or one of the project's custom charts.
 * 400 naming the first unknown ids.
 */
export async function assertKnownCharts(
  db: Kysely<Database>,
  projectId: string,
  layout: readonly ChartPlacement[],
): Promise<void> {
  const customIds = layout
    .map((placement) => placement.chartId)
    .filter((id) => !isCatalogueChartId(id));
  if (customIds.length === 0) return;
  const candidates = customIds.filter((id) => uuidPattern.test(id));
  const found =
    candidates.length === 0
      ? []
      : await db
          .selectFrom('custom_chart')
          .select('id')
          .where('project_id', '=', projectId)
          .where('id', 'in', candidates)
          .execute();
  const known = new Set(found.map((row) => row.id));
  const unknown = customIds.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new ApiError(
      400,
      'Invalid request',
      `charts: no chart ${unknown
        .slice(0, 5)
        .map((id) => `"${id}"`)
        .join(', ')} in this project; use a built-in chart id or a custom chart's id`,
    );
  }
}

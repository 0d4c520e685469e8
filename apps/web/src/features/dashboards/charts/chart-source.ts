import type { CatalogueChartId, CustomChart, DashboardGranularity } from '@lookout/domain';

/**
 * What a panel shows: a built-in chart of the catalogue, or a custom chart
 * (saved, or the builder's unsaved choices with a temporary id).
 */
export type ChartSource =
  | { kind: 'catalogue'; chartId: CatalogueChartId }
  | { kind: 'custom'; chart: CustomChart };

/** The range, buckets and time zone a dashboard asks each chart for. */
export interface ChartRange {
  startDate: string;
  endDate: string;
  timeZone: string;
  granularity: DashboardGranularity;
}

/**
 * What a click picked: the bucket start of a point/bar (ISO), the split value of its series
 * (and the id it stands for when the answer names one, such as the evaluator of a pass rate
 * series), or a top-list row name.
 */
export interface ChartPick {
  date?: string;
  series?: string;
  seriesId?: string;
  name?: string;
}

import type { DashboardGranularity } from '@lookout/domain';

/** The runs a chart reads and how it buckets them: validated query parameters. */
export interface ChartRange {
  projectId: string;
  startDate: string;
  endDate: string;
  timeZone: string;
  granularity: DashboardGranularity;
  /** A logs filter string, already checked (`assertValidFilterString`). */
  filters: string;
}

/** `date_trunc` units and `generate_series` steps of each granularity. */
export const bucketUnits: Record<DashboardGranularity, { unit: string; step: string }> = {
  hourly: { unit: 'hour', step: '1 hour' },
  daily: { unit: 'day', step: '1 day' },
  weekly: { unit: 'week', step: '1 week' },
};

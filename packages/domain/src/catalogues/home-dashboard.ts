import type { ChartPlacement } from '../entities/chart-placement.js';
import type { CatalogueChartId } from './charts.js';

/** The name of the dashboard every project starts with. */
export const homeDashboardName = 'Home';

/** The name a new dashboard gets when the user gives none. */
export const newDashboardName = 'New Dashboard';

const homeCharts: readonly CatalogueChartId[] = [
  'costs',
  'run-types',
  'errors',
  'latency',
  'tokens',
  'users/active',
  'models',
  'users',
  'feedback-ratio',
];

/**
 * The charts of a project's home dashboard: spend, volume, errors, latency,
 * tokens, users and feedback at a glance, three charts a row.
 */
export const homeDashboardLayout: readonly ChartPlacement[] = homeCharts.map((chartId, index) => ({
  chartId,
  x: (index % 3) * 4,
  y: Math.floor(index / 3) * 4,
  w: 4,
  h: 4,
}));

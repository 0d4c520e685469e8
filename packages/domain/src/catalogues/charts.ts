/** How a catalogue chart draws: a ranked list (Top) or a time series (Area). */
export type CatalogueChartType = 'Area' | 'Top';

/** How the values of a period are combined. */
export type ChartAggregation = 'sum' | 'avg';

/** Colours a single-series chart may be drawn in. */
export type ChartColor = 'blue' | 'green' | 'yellow' | 'red';

/**
 * What a chart's values count or measure, so the page formats them (SPEC §3:
 * USD with at most 3 significant digits, durations…). A `percent` value is a
 * rate from 0 to 1, printed as a percentage (`0.83` as `83 %`).
 */
export type ChartUnit =
  | 'runs'
  | 'tokens'
  | 'usd'
  | 'ms'
  | 'users'
  | 'threads'
  | 'score'
  | 'count'
  | 'percent';

/** A built-in chart of the dashboards (SPEC §3). */
export interface CatalogueChart {
  /** Stable identifier, stored in dashboards that show the chart. */
  id: string;
  name: string;
  description: string;
  type: CatalogueChartType;
  /** Field of each data row that holds the plotted value. */
  dataKey: string;
  aggregation: ChartAggregation;
  /** A single series in this colour. */
  color?: ChartColor;
  /** One series per distinct value of this field instead of a single series. */
  splitBy?: string;
  unit: ChartUnit;
  /**
   * The values come from enrichments (language detection, topics): until a
   * project has them the chart answers no data and says so.
   */
  needsEnrichments: boolean;
}

/** Every built-in dashboard chart: the Top lists first, then the Area charts. */
export const chartCatalogue = [
  {
    id: 'models',
    name: 'Top Models',
    description: 'The models used the most, with their cost and tokens',
    type: 'Top',
    dataKey: 'models',
    aggregation: 'sum',
    unit: 'runs',
    needsEnrichments: false,
  },
  {
    id: 'templates',
    name: 'Top Templates',
    description: 'The prompt templates used the most',
    type: 'Top',
    dataKey: 'templates',
    aggregation: 'sum',
    unit: 'runs',
    needsEnrichments: false,
  },
  {
    id: 'users',
    name: 'Top Users',
    description: 'The users of your app who cost the most',
    type: 'Top',
    dataKey: 'users',
    aggregation: 'sum',
    unit: 'usd',
    needsEnrichments: false,
  },
  {
    id: 'agents',
    name: 'Top Agents',
    description: 'The agents run the most',
    type: 'Top',
    dataKey: 'agents',
    aggregation: 'sum',
    unit: 'runs',
    needsEnrichments: false,
  },
  {
    id: 'languages',
    name: 'Top Languages',
    description: 'The languages your users write in the most',
    type: 'Top',
    dataKey: 'languages',
    aggregation: 'sum',
    unit: 'runs',
    needsEnrichments: true,
  },
  {
    id: 'topics',
    name: 'Top Topics',
    description: 'The topics your users talk about the most',
    type: 'Top',
    dataKey: 'topics',
    aggregation: 'sum',
    unit: 'runs',
    needsEnrichments: true,
  },
  {
    id: 'tokens',
    name: 'Tokens',
    description: 'Tokens used by your LLM calls',
    type: 'Area',
    dataKey: 'tokens',
    aggregation: 'sum',
    unit: 'tokens',
    needsEnrichments: false,
  },
  {
    id: 'threads',
    name: 'Active Conversations',
    description: 'Conversations with at least one message',
    type: 'Area',
    dataKey: 'threads',
    aggregation: 'sum',
    unit: 'threads',
    needsEnrichments: false,
  },
  {
    id: 'costs',
    name: 'Costs',
    description: 'Cost of your LLM calls in US dollars',
    type: 'Area',
    dataKey: 'costs',
    aggregation: 'sum',
    unit: 'usd',
    needsEnrichments: false,
  },
  {
    id: 'errors',
    name: 'Errors',
    description: 'Runs that ended in an error',
    type: 'Area',
    dataKey: 'errors',
    aggregation: 'sum',
    color: 'red',
    unit: 'runs',
    needsEnrichments: false,
  },
  {
    id: 'users/new',
    name: 'New Users',
    description: 'Users seen for the first time',
    type: 'Area',
    dataKey: 'users',
    aggregation: 'sum',
    color: 'green',
    unit: 'users',
    needsEnrichments: false,
  },
  {
    id: 'users/active',
    name: 'Active Users',
    description: 'Users with at least one event',
    type: 'Area',
    dataKey: 'users',
    aggregation: 'sum',
    color: 'yellow',
    unit: 'users',
    needsEnrichments: false,
  },
  {
    id: 'users/average-cost',
    name: 'Average User Cost',
    description: 'Average LLM cost per active user',
    type: 'Area',
    dataKey: 'cost',
    aggregation: 'avg',
    color: 'green',
    unit: 'usd',
    needsEnrichments: false,
  },
  {
    id: 'run-types',
    name: 'Events Volume',
    description: 'Events recorded, by type',
    type: 'Area',
    dataKey: 'runs',
    aggregation: 'sum',
    splitBy: 'type',
    unit: 'runs',
    needsEnrichments: false,
  },
  {
    id: 'latency',
    name: 'Avg. LLM Latency',
    description:
      'Duration of LLM calls, by run name: average, or the 50th, 95th or 99th percentile',
    type: 'Area',
    dataKey: 'avgDuration',
    aggregation: 'avg',
    splitBy: 'name',
    unit: 'ms',
    needsEnrichments: false,
  },
  {
    id: 'feedback-ratio',
    name: 'Thumb Up/Down Score',
    description: 'Thumbs up minus thumbs down, over all thumbs: from -1 to 1',
    type: 'Area',
    dataKey: 'ratio',
    aggregation: 'avg',
    color: 'blue',
    unit: 'score',
    needsEnrichments: false,
  },
  {
    id: 'feedback/thumb/up',
    name: 'Thumbs Up',
    description: 'Positive feedback from your users',
    type: 'Area',
    dataKey: 'count',
    aggregation: 'sum',
    color: 'green',
    unit: 'count',
    needsEnrichments: false,
  },
  {
    id: 'feedback/thumb/down',
    name: 'Thumbs Down',
    description: 'Negative feedback from your users',
    type: 'Area',
    dataKey: 'count',
    aggregation: 'sum',
    color: 'red',
    unit: 'count',
    needsEnrichments: false,
  },
  {
    id: 'evaluations/pass-rate',
    name: 'Evaluation Pass Rate',
    description: 'Share of graded runs each evaluator passed',
    type: 'Area',
    dataKey: 'passRate',
    aggregation: 'avg',
    splitBy: 'evaluator',
    unit: 'percent',
    needsEnrichments: false,
  },
  {
    id: 'guardrails/decisions',
    name: 'Guardrail decisions',
    description: 'Checks answered by the guardrails API, passed and blocked',
    type: 'Area',
    dataKey: 'count',
    aggregation: 'sum',
    splitBy: 'decision',
    unit: 'count',
    needsEnrichments: false,
  },
] as const satisfies readonly CatalogueChart[];

export type CatalogueChartId = (typeof chartCatalogue)[number]['id'];

/** Every built-in chart id, in catalogue order. */
export const catalogueChartIds = chartCatalogue.map((chart) => chart.id) as CatalogueChartId[];

/**
 * Whether `id` names a built-in chart (rather than a custom chart's uuid).
 * @example isCatalogueChartId('users/new') // true
 */
export function isCatalogueChartId(id: string): id is CatalogueChartId {
  return (catalogueChartIds as string[]).includes(id);
}

/**
 * The built-in chart with this id, if there is one.
 *
 * @example findCatalogueChart('errors')?.color // 'red'
 */
export function findCatalogueChart(id: string): CatalogueChart | undefined {
  return chartCatalogue.find((chart) => chart.id === id);
}

/** How a catalogue chart draws: a ranked list (Top) or a time series (Area). */
export type CatalogueChartType = 'Area' | 'Top';

/** How the values of a period are combined. */
export type ChartAggregation = 'sum' | 'avg';

/** Colours a single-series chart may be drawn in. */
export type ChartColor = 'blue' | 'green' | 'yellow' | 'red';

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
  },
  {
    id: 'templates',
    name: 'Top Templates',
    description: 'The prompt templates used the most',
    type: 'Top',
    dataKey: 'templates',
    aggregation: 'sum',
  },
  {
    id: 'users',
    name: 'Top Users',
    description: 'The users of your app who cost the most',
    type: 'Top',
    dataKey: 'users',
    aggregation: 'sum',
  },
  {
    id: 'agents',
    name: 'Top Agents',
    description: 'The agents run the most',
    type: 'Top',
    dataKey: 'agents',
    aggregation: 'sum',
  },
  {
    id: 'languages',
    name: 'Top Languages',
    description: 'The languages your users write in the most',
    type: 'Top',
    dataKey: 'languages',
    aggregation: 'sum',
  },
  {
    id: 'topics',
    name: 'Top Topics',
    description: 'The topics your users talk about the most',
    type: 'Top',
    dataKey: 'topics',
    aggregation: 'sum',
  },
  {
    id: 'tokens',
    name: 'Tokens',
    description: 'Tokens used by your LLM calls',
    type: 'Area',
    dataKey: 'tokens',
    aggregation: 'sum',
  },
  {
    id: 'threads',
    name: 'Active Conversations',
    description: 'Conversations with at least one message',
    type: 'Area',
    dataKey: 'threads',
    aggregation: 'sum',
  },
  {
    id: 'costs',
    name: 'Costs',
    description: 'Cost of your LLM calls in US dollars',
    type: 'Area',
    dataKey: 'costs',
    aggregation: 'sum',
  },
  {
    id: 'errors',
    name: 'Errors',
    description: 'Runs that ended in an error',
    type: 'Area',
    dataKey: 'errors',
    aggregation: 'sum',
    color: 'red',
  },
  {
    id: 'users/new',
    name: 'New Users',
    description: 'Users seen for the first time',
    type: 'Area',
    dataKey: 'users',
    aggregation: 'sum',
    color: 'green',
  },
  {
    id: 'users/active',
    name: 'Active Users',
    description: 'Users with at least one event',
    type: 'Area',
    dataKey: 'users',
    aggregation: 'sum',
    color: 'yellow',
  },
  {
    id: 'users/average-cost',
    name: 'Average User Cost',
    description: 'Average LLM cost per active user',
    type: 'Area',
    dataKey: 'cost',
    aggregation: 'avg',
    color: 'green',
  },
  {
    id: 'run-types',
    name: 'Events Volume',
    description: 'Events recorded, by type',
    type: 'Area',
    dataKey: 'runs',
    aggregation: 'sum',
    splitBy: 'type',
  },
  {
    id: 'latency',
    name: 'Avg. LLM Latency',
    description: 'Average duration of LLM calls, by model',
    type: 'Area',
    dataKey: 'avgDuration',
    aggregation: 'avg',
    splitBy: 'name',
  },
  {
    id: 'feedback-ratio',
    name: 'Thumb Up/Down Score',
    description: 'Thumbs up minus thumbs down, over all thumbs: from -1 to 1',
    type: 'Area',
    dataKey: 'ratio',
    aggregation: 'avg',
    color: 'blue',
  },
  {
    id: 'feedback/thumb/up',
    name: 'Thumbs Up',
    description: 'Positive feedback from your users',
    type: 'Area',
    dataKey: 'count',
    aggregation: 'sum',
    color: 'green',
  },
  {
    id: 'feedback/thumb/down',
    name: 'Thumbs Down',
    description: 'Negative feedback from your users',
    type: 'Area',
    dataKey: 'count',
    aggregation: 'sum',
    color: 'red',
  },
] as const satisfies readonly CatalogueChart[];

export type CatalogueChartId = (typeof chartCatalogue)[number]['id'];

/**
 * The built-in chart with this id, if there is one.
 *
 * @example findCatalogueChart('errors')?.color // 'red'
 */
export function findCatalogueChart(id: string): CatalogueChart | undefined {
  return chartCatalogue.find((chart) => chart.id === id);
}

import type { CustomChart, RunListType } from '@lookout/domain';
import { type Filter, type FilterBar, parseFilterBar } from '@lookout/filters';
import { writeFilterBar } from '../../components/filter-bar/filter-bar-url';
import type { ChartPick, ChartRange, ChartSource } from './charts/chart-panel';
import { bucketEnd } from './date-range';

/**
 * The run field a chart splits its series (or ranks its rows) by, as the logs filters know it;
 * `evaluator` is the evaluator that graded the runs (named by the id the answer sends).
 */
type SplitField =
  | 'model'
  | 'name'
  | 'type'
  | 'tag'
  | 'user'
  | 'template'
  | 'evaluator'
  | { metadata: string };

/** The split of each built-in chart; the others have one series. */
const catalogueSplits: Record<string, SplitField> = {
  models: 'model',
  templates: 'template',
  users: 'user',
  agents: 'name',
  'run-types': 'type',
  latency: 'name',
  'evaluations/pass-rate': 'evaluator',
};

/** Filters a built-in chart counts under, so its logs are the runs it counted. */
const catalogueConditions: Record<string, Filter[]> = {
  agents: [{ id: 'type', params: ['agent'] }],
  errors: [{ id: 'status', params: ['error'] }],
  'feedback/thumb/up': [{ id: 'feedback', params: [['up']] }],
  'feedback/thumb/down': [{ id: 'feedback', params: [['down']] }],
  'feedback-ratio': [{ id: 'feedback', params: [['up', 'down']] }],
};

/** Run types the logs page lists by themselves; every other type is found among traces. */
const listedTypes: Partial<Record<string, RunListType>> = {
  llm: 'llm',
  thread: 'thread',
  convo: 'thread',
};

function splitOf(source: ChartSource): SplitField | null {
  if (source.kind === 'catalogue') return catalogueSplits[source.chartId] ?? null;
  const { splitBy, splitKey } = source.chart;
  if (splitBy === 'metadata') return splitKey ? { metadata: splitKey } : null;
  return splitBy;
}

function conditionsOf(source: ChartSource): Filter[] {
  if (source.kind === 'catalogue') return catalogueConditions[source.chartId] ?? [];
  return customChartConditions(source.chart);
}

function customChartConditions(chart: CustomChart): Filter[] {
  if (chart.metric === 'errors') return [{ id: 'status', params: ['error'] }];
  if (chart.metric === 'feedback') return [{ id: 'feedback', params: [['up', 'down']] }];
  return [];
}

/**
 * The filter that keeps the runs of one split value. A pass rate series opens the runs its
 * evaluator failed: the share that makes the rate fall short (none without the evaluator's id).
 */
function splitFilter(split: SplitField, value: string, id: string | undefined): Filter | null {
  if (typeof split === 'object') return { id: 'metadata', params: [split.metadata, value] };
  switch (split) {
    case 'evaluator':
      return id === undefined ? null : { id: 'evaluations', params: [[id], 'failed'] };
    case 'model':
      return { id: 'models', params: [[value]] };
    case 'template':
      return { id: 'templates', params: [[value]] };
    case 'user':
      return { id: 'users', params: [[value]] };
    case 'tag':
      return { id: 'tags', params: [[value]] };
    case 'type':
      return listedTypes[value] ? null : { id: 'type', params: [value] };
    case 'name':
      return { id: 'names', params: [[value]] };
  }
}

/** The logs list that holds a chart's runs: conversations, traces for other run types, else LLM calls. */
function listTypeOf(
  source: ChartSource,
  split: SplitField | null,
  value: string | undefined,
): RunListType {
  if (split === 'type' && value) return listedTypes[value] ?? 'trace';
  if (source.kind === 'catalogue') {
    if (source.chartId === 'threads') return 'thread';
    if (source.chartId === 'agents') return 'trace';
  }
  return 'llm';
}

/** The AND-combined filters of a filter string; an OR bar cannot be ANDed with more, so it is left out. */
function andFilters(text: string): Filter[] {
  const bar: FilterBar = parseFilterBar(text);
  if (bar.operator === 'OR' && bar.filters.length > 1) return [];
  return bar.filters;
}

/** What a chart filters by besides the dashboard: a custom chart's own filters. */
function chartFilters(source: ChartSource): string {
  return source.kind === 'custom' ? source.chart.filters : '';
}

/**
 * Where a click on a chart leads (issue 12): `/logs` with the chart's and the dashboard's
 * filters, the picked bucket's time span (or the whole range for a Top list), and the picked
 * split value or row, on the logs list that holds those runs.
 *
 * @example chartLogsLink({ kind: 'catalogue', chartId: 'models' }, { name: 'gpt-4o' }, range, '')
 * // '/logs?filters=models%3Dgpt-4o%26date%3Dafter…&type=llm'
 */
export function chartLogsLink(
  source: ChartSource,
  pick: ChartPick,
  range: ChartRange,
  dashboardFilters: string,
): string {
  const split = splitOf(source);
  const value = pick.series ?? pick.name;
  const from = pick.date ?? range.startDate;
  const until = pick.date
    ? bucketEnd(pick.date, range.granularity, range.timeZone)
    : new Date(Date.parse(range.endDate) + 1).toISOString();
  const picked = split && value !== undefined ? splitFilter(split, value, pick.seriesId) : null;
  const filters: Filter[] = [
    ...andFilters(chartFilters(source)),
    ...andFilters(dashboardFilters),
    ...conditionsOf(source),
    ...(picked ? [picked] : []),
    { id: 'date', params: ['after', from] },
    { id: 'date', params: ['before', until] },
  ];
  const params = writeFilterBar(new URLSearchParams(), {
    operator: 'AND',
    filters: dedupe(filters),
  });
  params.set('type', listTypeOf(source, split, value));
  return `/logs?${params.toString()}`;
}

/** The same filter twice (a chart and its dashboard both asking for errors) is written once. */
function dedupe(filters: Filter[]): Filter[] {
  const seen = new Set<string>();
  return filters.filter((filter) => {
    const key = JSON.stringify(filter);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

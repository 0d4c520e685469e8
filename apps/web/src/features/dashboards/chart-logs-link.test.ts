import type { CustomChart } from '@lookout/domain';
import { parseFilterBar } from '@lookout/filters';
import { describe, expect, it } from 'vitest';
import { chartLogsLink } from './chart-logs-link';
import type { ChartRange, ChartSource } from './charts/chart-panel';

const range: ChartRange = {
  startDate: '2025-03-01T00:00:00.000Z',
  endDate: '2025-03-30T23:59:59.999Z',
  timeZone: 'UTC',
  granularity: 'daily',
};

/** The logs list type and the filters a link opens, read back with the logs codec. */
function opened(link: string) {
  const url = new URL(link, 'http://lookout.test');
  return {
    path: url.pathname,
    type: url.searchParams.get('type'),
    filters: parseFilterBar(url.searchParams.get('filters') ?? '').filters,
  };
}

const catalogue = (chartId: string) => ({ kind: 'catalogue', chartId }) as ChartSource;

function customChart(fields: Partial<CustomChart>): ChartSource {
  return {
    kind: 'custom',
    chart: {
      id: '00000000-0000-4000-8000-00000000c0c0',
      name: 'Cost by model',
      description: null,
      color: null,
      type: 'Bar',
      metric: 'cost',
      metricKey: null,
      aggregation: 'sum',
      splitBy: null,
      splitKey: null,
      filters: '',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
      ...fields,
    },
  };
}

describe('chartLogsLink', () => {
  it("opens a bucket's day of LLM calls", () => {
    expect(
      opened(chartLogsLink(catalogue('costs'), { date: '2025-03-05T00:00:00.000Z' }, range, '')),
    ).toEqual({
      path: '/logs',
      type: 'llm',
      filters: [
        { id: 'date', params: ['after', '2025-03-05T00:00:00.000Z'] },
        { id: 'date', params: ['before', '2025-03-06T00:00:00.000Z'] },
      ],
    });
  });

  it('opens the whole range for a Top list row, filtered by the row', () => {
    const link = opened(chartLogsLink(catalogue('models'), { name: 'gpt-4o' }, range, ''));
    expect(link.type).toBe('llm');
    expect(link.filters).toEqual([
      { id: 'models', params: [['gpt-4o']] },
      { id: 'date', params: ['after', '2025-03-01T00:00:00.000Z'] },
      { id: 'date', params: ['before', '2025-03-31T00:00:00.000Z'] },
    ]);
    expect(
      opened(chartLogsLink(catalogue('users'), { name: 'ada' }, range, '')).filters[0],
    ).toEqual({ id: 'users', params: [['ada']] });
    expect(
      opened(chartLogsLink(catalogue('templates'), { name: 'welcome' }, range, '')).filters[0],
    ).toEqual({ id: 'templates', params: [['welcome']] });
  });

  it('opens agents among traces, and each run type on the list that shows it', () => {
    const agents = opened(chartLogsLink(catalogue('agents'), { name: 'planner' }, range, ''));
    expect(agents.type).toBe('trace');
    expect(agents.filters[0]).toEqual({ id: 'type', params: ['agent'] });
    expect(agents.filters[1]).toEqual({ id: 'names', params: [['planner']] });

    const day = { date: '2025-03-05T00:00:00.000Z' };
    const tool = opened(
      chartLogsLink(catalogue('run-types'), { ...day, series: 'tool' }, range, ''),
    );
    expect(tool.type).toBe('trace');
    expect(tool.filters[0]).toEqual({ id: 'type', params: ['tool'] });
    const llm = opened(chartLogsLink(catalogue('run-types'), { ...day, series: 'llm' }, range, ''));
    expect(llm.type).toBe('llm');
    expect(llm.filters.map((filter) => filter.id)).toEqual(['date', 'date']);
    expect(opened(chartLogsLink(catalogue('threads'), day, range, '')).type).toBe('thread');
  });

  it('narrows a latency series to the runs of that name', () => {
    const pick = { date: '2025-03-05T00:00:00.000Z', series: 'answer-question' };
    const latency = opened(chartLogsLink(catalogue('latency'), pick, range, ''));
    expect(latency.filters[0]).toEqual({ id: 'names', params: [['answer-question']] });
  });

  it("opens the runs an evaluator failed from its pass rate series, by the evaluator's id", () => {
    const evaluatorId = '00000000-0000-4000-8000-0000000e7a10';
    const day = { date: '2025-03-05T00:00:00.000Z' };
    const link = opened(
      chartLogsLink(
        catalogue('evaluations/pass-rate'),
        { ...day, series: 'Polite', seriesId: evaluatorId },
        range,
        '',
      ),
    );
    expect(link).toEqual({
      path: '/logs',
      type: 'llm',
      filters: [
        { id: 'evaluations', params: [[evaluatorId], 'failed'] },
        { id: 'date', params: ['after', '2025-03-05T00:00:00.000Z'] },
        { id: 'date', params: ['before', '2025-03-06T00:00:00.000Z'] },
      ],
    });
    // Without the id (the total, or an older server) only the day is kept, never a name as an id.
    const total = opened(
      chartLogsLink(catalogue('evaluations/pass-rate'), { ...day, series: 'Polite' }, range, ''),
    );
    expect(total.filters.map((filter) => filter.id)).toEqual(['date', 'date']);
  });

  it('keeps only the runs a chart counts: errors, thumbs', () => {
    const errors = opened(chartLogsLink(catalogue('errors'), {}, range, ''));
    expect(errors.filters[0]).toEqual({ id: 'status', params: ['error'] });
    const down = opened(chartLogsLink(catalogue('feedback/thumb/down'), {}, range, ''));
    expect(down.filters[0]).toEqual({ id: 'feedback', params: [['down']] });
  });

  it("adds the chart's and the dashboard's filters, and the custom chart's split value", () => {
    const chart = customChart({ splitBy: 'model', filters: 'tags=prod' });
    const link = opened(
      chartLogsLink(
        chart,
        { date: '2025-03-05T10:00:00.000Z', series: 'gpt-4o' },
        { ...range, granularity: 'hourly' },
        'users=ada',
      ),
    );
    expect(link.filters).toEqual([
      { id: 'tags', params: [['prod']] },
      { id: 'users', params: [['ada']] },
      { id: 'models', params: [['gpt-4o']] },
      { id: 'date', params: ['after', '2025-03-05T10:00:00.000Z'] },
      { id: 'date', params: ['before', '2025-03-05T11:00:00.000Z'] },
    ]);
  });

  it('splits by a metadata key or a tag, and weeks end seven days later', () => {
    const byPlan = customChart({ splitBy: 'metadata', splitKey: 'plan' });
    const week = { ...range, granularity: 'weekly' as const };
    const link = opened(
      chartLogsLink(byPlan, { date: '2025-03-03T00:00:00.000Z', series: 'pro' }, week, ''),
    );
    expect(link.filters).toEqual([
      { id: 'metadata', params: ['plan', 'pro'] },
      { id: 'date', params: ['after', '2025-03-03T00:00:00.000Z'] },
      { id: 'date', params: ['before', '2025-03-10T00:00:00.000Z'] },
    ]);
    const byTag = customChart({ type: 'Top', splitBy: 'tag' });
    expect(opened(chartLogsLink(byTag, { name: 'beta' }, range, '')).filters[0]).toEqual({
      id: 'tags',
      params: [['beta']],
    });
  });

  it('escapes values the filter codec reserves, so they come back whole', () => {
    const link = opened(chartLogsLink(catalogue('models'), { name: 'claude-3.5&co' }, range, ''));
    expect(link.filters[0]).toEqual({ id: 'models', params: [['claude-3.5&co']] });
  });
});

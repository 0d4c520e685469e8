import type {
  AreaChartAnswer,
  CustomChart,
  NumberChartAnswer,
  TopChartAnswer,
} from '@lookout/domain';
import type { ChartRange } from '../charts/chart-source';

/** A week of daily buckets in UTC, as the dashboard asks for it. */
export const weekRange: ChartRange = {
  startDate: '2026-05-01T00:00:00.000Z',
  endDate: '2026-05-07T23:59:59.999Z',
  timeZone: 'UTC',
  granularity: 'daily',
};

const days = Array.from({ length: 7 }, (_, day) => `2026-05-0${day + 1}T00:00:00.000Z`);

/** Daily costs of a week, one series. */
export const costsAnswer: AreaChartAnswer = {
  kind: 'area',
  series: [],
  enrichmentsMissing: false,
  data: days.map((date, day) => ({
    date,
    value: [1.25, 0.5, 3.75, 0, 12.5, 1234.567, 8][day] ?? 0,
  })),
};

/** Daily runs of a week, split by model (largest first). */
export const runsByModelAnswer: AreaChartAnswer = {
  kind: 'area',
  series: ['gpt-4o', 'claude-sonnet', 'mistral-large'],
  enrichmentsMissing: false,
  data: days.map((date, day) => {
    const gpt = [120, 140, 90, 200, 180, 60, 30][day] ?? 0;
    const claude = [80, 60, 110, 90, 100, 40, 20][day] ?? 0;
    const mistral = [10, 25, 5, 40, 15, 0, 5][day] ?? 0;
    return {
      date,
      value: gpt + claude + mistral,
      'gpt-4o': gpt,
      'claude-sonnet': claude,
      'mistral-large': mistral,
    };
  }),
};

/** Daily pass rates of a week (0 to 1), one series per evaluator, each with its evaluator's id. */
export const passRateAnswer: AreaChartAnswer = {
  kind: 'area',
  series: ['Polite', 'Short'],
  seriesIds: {
    Polite: '00000000-0000-4000-8000-0000000e7a10',
    Short: '00000000-0000-4000-8000-0000000e7a11',
  },
  enrichmentsMissing: false,
  data: days.map((date, day) => {
    const polite = [1, 0.834, 0.5, 0, 0.75, 1, 0.9][day] ?? 0;
    const short = [0.5, 1, 0.25, 0, 1, 0.8, 0.6][day] ?? 0;
    return { date, value: (polite + short) / 2, Polite: polite, Short: short };
  }),
};

/** A week without a single run. */
export const emptyAreaAnswer: AreaChartAnswer = {
  kind: 'area',
  series: [],
  enrichmentsMissing: false,
  data: days.map((date) => ({ date, value: 0 })),
};

/** The Top Models list: runs, with cost and tokens. */
export const topModelsAnswer: TopChartAnswer = {
  kind: 'top',
  enrichmentsMissing: false,
  data: [
    { name: 'gpt-4o', value: 12_840, cost: 412.37, tokens: 9_812_000 },
    { name: 'claude-sonnet', value: 7_310, cost: 198.2, tokens: 5_120_400 },
    { name: 'gpt-4o-mini', value: 2_045, cost: 1.93, tokens: 1_402_300 },
  ],
};

/** A Top list that waits for enrichments. */
export const languagesAnswer: TopChartAnswer = { kind: 'top', data: [], enrichmentsMissing: true };

/** The total spend of the range. */
export const totalCostAnswer: NumberChartAnswer = { kind: 'number', value: 1843.2871 };

/** A saved custom chart: cost per model, as stacked bars, over the errors only. */
export const costPerModelChart: CustomChart = {
  id: '00000000-0000-4000-8000-0000000000c1',
  name: 'Cost per model',
  description: 'What each model costs us a day',
  type: 'Bar',
  metric: 'cost',
  metricKey: null,
  aggregation: 'sum',
  splitBy: 'model',
  splitKey: null,
  filters: 'status=error',
  color: null,
  createdAt: '2026-05-01T00:00:00.000Z',
  updatedAt: '2026-05-01T00:00:00.000Z',
};

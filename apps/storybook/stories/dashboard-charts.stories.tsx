import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChartPanel } from '../../web/src/features/dashboards/charts/chart-panel';
import type { ChartSource } from '../../web/src/features/dashboards/charts/chart-source';
import {
  costPerModelChart,
  costsAnswer,
  emptyAreaAnswer,
  languagesAnswer,
  runsByModelAnswer,
  topModelsAnswer,
  totalCostAnswer,
  weekRange,
} from '../../web/src/features/dashboards/testing/chart-fixtures';
import {
  type StoryAnswer,
  storyProjectId,
  storyQueryClient,
  WithChartCache,
} from './dashboard-story-cache';

const meta = { title: 'Web/Dashboards/Chart panel' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** One panel of a dashboard at its usual size, answered from the story's cache. */
function Panel({ source, answer }: { source: ChartSource; answer: StoryAnswer }) {
  const client = storyQueryClient([[source, answer]]);
  return (
    <WithChartCache client={client}>
      <div className="w-[560px] rounded-lg border border-border bg-surface p-4">
        <ChartPanel
          projectId={storyProjectId}
          source={source}
          range={weekRange}
          filters=""
          onPick={(pick) => console.info('picked', pick)}
        />
      </div>
    </WithChartCache>
  );
}

const custom = (chart: Partial<typeof costPerModelChart>): ChartSource => ({
  kind: 'custom',
  chart: { ...costPerModelChart, filters: '', ...chart },
});

export const Area: Story = {
  render: () => (
    <Panel source={{ kind: 'catalogue', chartId: 'costs' }} answer={{ data: costsAnswer }} />
  ),
};

export const SplitArea: Story = {
  render: () => (
    <Panel
      source={{ kind: 'catalogue', chartId: 'run-types' }}
      answer={{ data: runsByModelAnswer }}
    />
  ),
};

export const Line: Story = {
  render: () => (
    <Panel
      source={custom({
        name: 'Runs per model',
        type: 'Line',
        metric: 'runs',
        aggregation: 'count',
      })}
      answer={{ data: runsByModelAnswer }}
    />
  ),
};

export const Bar: Story = {
  render: () => (
    <Panel source={custom({ name: 'Cost per model' })} answer={{ data: runsByModelAnswer }} />
  ),
};

export const TopList: Story = {
  render: () => (
    <Panel source={{ kind: 'catalogue', chartId: 'models' }} answer={{ data: topModelsAnswer }} />
  ),
};

export const SingleNumber: Story = {
  render: () => (
    <Panel
      source={custom({ name: 'Spend', type: 'Number', splitBy: null })}
      answer={{ data: totalCostAnswer }}
    />
  ),
};

export const Loading: Story = {
  render: () => <Panel source={{ kind: 'catalogue', chartId: 'tokens' }} answer="loading" />,
};

export const Empty: Story = {
  render: () => (
    <Panel source={{ kind: 'catalogue', chartId: 'errors' }} answer={{ data: emptyAreaAnswer }} />
  ),
};

export const WaitingForEnrichments: Story = {
  render: () => (
    <Panel
      source={{ kind: 'catalogue', chartId: 'languages' }}
      answer={{ data: languagesAnswer }}
    />
  ),
};

export const ErrorState: Story = {
  render: () => (
    <Panel
      source={{ kind: 'catalogue', chartId: 'latency' }}
      answer={{ error: 'timeZone: "Mars/Olympus" is not an IANA time zone' }}
    />
  ),
};

export const SplitAreaDark: Story = { globals: { theme: 'dark' }, render: SplitArea.render };
export const BarDark: Story = { globals: { theme: 'dark' }, render: Bar.render };
export const TopListDark: Story = { globals: { theme: 'dark' }, render: TopList.render };

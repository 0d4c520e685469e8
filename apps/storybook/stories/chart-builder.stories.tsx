import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import {
  initialChoices,
  previewChart,
} from '../../web/src/features/dashboards/builder/builder-choices';
import { ChartBuilderDialog } from '../../web/src/features/dashboards/builder/chart-builder-dialog';
import {
  costPerModelChart,
  runsByModelAnswer,
  weekRange,
} from '../../web/src/features/dashboards/testing/chart-fixtures';
import { storyProjectId, storyQueryClient, WithChartCache } from './dashboard-story-cache';

const meta = { title: 'Web/Dashboards/Chart builder' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const editedChart = { ...costPerModelChart, filters: '' };

/** The builder open on a new chart, or on `chart`, its preview answered from the cache. */
function Builder({ chart }: { chart?: typeof editedChart }) {
  const [open, setOpen] = useState(true);
  const preview = previewChart(initialChoices(chart), chart);
  const client = storyQueryClient([
    [{ kind: 'custom', chart: preview }, { data: runsByModelAnswer }],
  ]);
  return (
    <WithChartCache client={client}>
      <button type="button" onClick={() => setOpen(true)}>
        Open the builder
      </button>
      <ChartBuilderDialog
        projectId={storyProjectId}
        open={open}
        onOpenChange={setOpen}
        range={weekRange}
        onSaved={() => setOpen(false)}
        {...(chart ? { chart } : {})}
      />
    </WithChartCache>
  );
}

export const NewChart: Story = { render: () => <Builder /> };

export const EditChart: Story = { render: () => <Builder chart={editedChart} /> };

export const Dark: Story = { globals: { theme: 'dark' }, render: EditChart.render };

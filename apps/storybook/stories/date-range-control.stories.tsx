import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import {
  DateRangeControl,
  type DateRangeControlProps,
} from '../../web/src/features/dashboards/components/date-range-control';
import type { DateRangeChoice } from '../../web/src/stores/date-range-store';

const meta = { title: 'Web/Dashboards/Date range control' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const timeZones = ['UTC', 'Europe/Paris', 'America/New_York', 'Asia/Tokyo'];

function Example({ initial }: { initial: DateRangeChoice }) {
  const [value, setValue] = useState(initial);
  const [granularity, setGranularity] = useState<DateRangeControlProps['granularity']>('daily');
  const [timeZone, setTimeZone] = useState('Europe/Paris');
  return (
    <DateRangeControl
      value={value}
      onChange={setValue}
      granularity={granularity}
      onGranularityChange={setGranularity}
      timeZone={timeZone}
      onTimeZoneChange={setTimeZone}
      timeZones={timeZones}
    />
  );
}

/** The default: the last 30 days, daily, in the browser's time zone. */
export const Default: Story = { render: () => <Example initial={{ preset: '30d' }} /> };

/** A custom range of days. */
export const CustomRange: Story = {
  render: () => <Example initial={{ start: '2025-03-01', end: '2025-03-09' }} />,
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Default.render };

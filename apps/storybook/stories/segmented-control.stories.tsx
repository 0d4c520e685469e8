import { SegmentedControl } from '@lookout/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

const meta = { title: 'UI/SegmentedControl' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function Examples() {
  const [period, setPeriod] = useState<'monthly' | 'yearly'>('monthly');
  const [theme, setTheme] = useState('Auto');
  return (
    <div className="flex max-w-sm flex-col gap-4">
      <SegmentedControl
        aria-label="Billing period"
        value={period}
        onChange={setPeriod}
        data={[
          { value: 'monthly', label: 'Monthly' },
          { value: 'yearly', label: 'Yearly' },
        ]}
      />
      <SegmentedControl
        aria-label="Theme"
        size="sm"
        fullWidth
        value={theme}
        onChange={setTheme}
        data={['Auto', 'Light', 'Dark']}
      />
    </div>
  );
}

export const Default: Story = { render: () => <Examples /> };

export const Dark: Story = { globals: { theme: 'dark' }, render: Default.render };

import { Skeleton, TableSkeleton } from '@lookout/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'UI/Skeleton',
  component: TableSkeleton,
  args: {
    label: 'Loading prompts',
    columns: ['Slug', 'Mode', 'Versions', 'Deployed', 'Updated'],
    rows: 6,
  },
} satisfies Meta<typeof TableSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Table: Story = {};

export const Blocks: Story = {
  render: () => (
    <div className="flex w-64 flex-col gap-2">
      <Skeleton className="h-6 w-40" />
      <Skeleton className="w-56" />
      <Skeleton className="w-48" />
    </div>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' } };

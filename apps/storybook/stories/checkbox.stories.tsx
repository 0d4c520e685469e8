import { Checkbox, Label } from '@lookout/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = { title: 'UI/Checkbox' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <Checkbox id="all" checked="indeterminate" />
        <Label htmlFor="all">Select all runs</Label>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id="one" defaultChecked />
        <Label htmlFor="one">run_01</Label>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id="two" />
        <Label htmlFor="two">run_02</Label>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id="three" disabled />
        <Label htmlFor="three">run_03 (locked)</Label>
      </div>
    </div>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Default.render };

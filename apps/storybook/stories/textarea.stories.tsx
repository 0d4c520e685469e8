import { Label, Textarea } from '@lookout/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'UI/Textarea',
  component: Textarea,
  args: { placeholder: 'You are a helpful assistant…', rows: 4 },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <div className="flex max-w-md flex-col gap-2">
      <Label htmlFor="system-prompt">System prompt</Label>
      <Textarea id="system-prompt" {...args} />
    </div>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Default.render };

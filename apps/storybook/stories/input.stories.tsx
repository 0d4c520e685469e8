import { Input, Label } from '@lookout/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'UI/Input',
  component: Input,
  args: { placeholder: 'My project' },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-2">
      <Label htmlFor="project-name">Project name</Label>
      <Input id="project-name" {...args} />
    </div>
  ),
};

export const States: Story = {
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor="email">Email</Label>
        <Input id="email" type="email" defaultValue="ada@example" aria-invalid {...args} />
        <p className="text-xs text-danger-ink">Enter a valid email address.</p>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="disabled">Organisation id</Label>
        <Input id="disabled" disabled defaultValue="org_2f8a" {...args} />
      </div>
    </div>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' }, render: States.render };

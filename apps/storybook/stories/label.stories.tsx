import { Checkbox, Input, Label } from '@lookout/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'UI/Label',
  component: Label,
  args: { children: 'Project name', htmlFor: 'project-name' },
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Beside the controls it names; a disabled control dims its label. */
export const WithControls: Story = {
  render: () => (
    <div className="flex max-w-sm flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor="project-name">Project name</Label>
        <Input id="project-name" defaultValue="Project #2" />
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id="share" className="peer" defaultChecked />
        <Label htmlFor="share">Share with the team</Label>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id="locked" className="peer" disabled />
        <Label htmlFor="locked">Locked by an admin</Label>
      </div>
    </div>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' }, render: WithControls.render };

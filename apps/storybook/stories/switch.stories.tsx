import { Label, Switch } from '@lookout/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = { title: 'UI/Switch' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <Switch id="pii" defaultChecked />
        <Label htmlFor="pii">Mask PII in logs</Label>
      </div>
      <div className="flex items-center gap-2">
        <Switch id="alerts" />
        <Label htmlFor="alerts">Email me on alerts</Label>
      </div>
      <div className="flex items-center gap-2">
        <Switch id="sso" disabled />
        <Label htmlFor="sso">Enforce SSO (enterprise)</Label>
      </div>
    </div>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Default.render };

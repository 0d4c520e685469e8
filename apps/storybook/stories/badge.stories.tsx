import { Badge } from '@lookout/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Production' },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['default', 'secondary', 'outline', 'success', 'warning', 'danger', 'alpha', 'beta'],
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-2">
      <Badge>Default</Badge>
      <Badge variant="secondary">Secondary</Badge>
      <Badge variant="outline">Outline</Badge>
      <Badge variant="success">Success</Badge>
      <Badge variant="warning">Warning</Badge>
      <Badge variant="danger">Error</Badge>
      <span className="flex items-center gap-1.5 text-sm">
        Insights <Badge variant="alpha" />
      </span>
      <span className="flex items-center gap-1.5 text-sm">
        Experiments <Badge variant="beta" />
      </span>
    </div>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Variants.render };

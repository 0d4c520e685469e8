import { Alert } from '@lookout/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  args: { title: 'Heads up', children: 'Traces older than 30 days are archived.' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: () => (
    <div className="flex max-w-xl flex-col gap-3">
      <Alert variant="info" title="Heads up">
        Traces older than 30 days are archived.
      </Alert>
      <Alert variant="success" title="Email verified" />
      <Alert variant="warning" title="Verify your email to keep your account">
        We sent a link to ada@example.com.
      </Alert>
      <Alert variant="danger" title="Payment failed">
        Your workspace will be downgraded and data older than 30 days permanently deleted unless you
        update your billing details.
      </Alert>
    </div>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Variants.render };

import { Button, NotificationsProvider, useNotifications } from '@lookout/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';

const meta = { title: 'UI/Notifications' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function Triggers({ showOnMount }: { showOnMount: boolean }) {
  const { show, clean } = useNotifications();
  useEffect(() => {
    if (!showOnMount) return;
    show({
      title: 'Plan updated',
      message: 'Your plan has been updated to Team!',
      color: 'green',
      autoClose: false,
    });
    show({
      title: 'Too many requests',
      message: 'Retry in one minute',
      color: 'red',
      autoClose: false,
    });
  }, [show, showOnMount]);
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="danger"
        onClick={() =>
          show({ title: 'Server error', message: 'Something went wrong', color: 'red' })
        }
      >
        Error
      </Button>
      <Button
        onClick={() =>
          show({
            title: 'Email sent',
            message: 'Check your emails to verify your email.',
            color: 'green',
          })
        }
      >
        Success
      </Button>
      <Button
        variant="secondary"
        onClick={() => show({ title: 'Export started', message: 'We will email you the file.' })}
      >
        Info
      </Button>
      <Button
        variant="outline"
        onClick={() =>
          show({
            title: 'Limit reached',
            message: "Plan's ingestion limit has been reached.",
            color: 'orange',
          })
        }
      >
        Warning
      </Button>
      <Button variant="ghost" onClick={clean}>
        Clear all
      </Button>
    </div>
  );
}

export const Default: Story = {
  render: () => (
    <NotificationsProvider>
      <Triggers showOnMount={false} />
    </NotificationsProvider>
  ),
};

export const Shown: Story = {
  render: () => (
    <NotificationsProvider>
      <Triggers showOnMount />
    </NotificationsProvider>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Shown.render };

import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button.js';
import { NotificationsProvider, useNotifications } from './notifications.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function RateLimitedButton() {
  const { show } = useNotifications();
  return (
    <Button
      onClick={() =>
        show({ title: 'Too many requests', message: 'Retry in one minute', color: 'red' })
      }
    >
      Fetch
    </Button>
  );
}

function region() {
  return screen.getByRole('region', { name: 'Notifications' });
}

describe('NotificationsProvider', () => {
  it('shows a notification from a descendant and closes it after 4 seconds', () => {
    render(
      <NotificationsProvider>
        <RateLimitedButton />
      </NotificationsProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Fetch' }));
    const alert = within(region()).getByRole('alert');
    expect(alert.textContent).toContain('Too many requests');
    expect(alert.textContent).toContain('Retry in one minute');

    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(within(region()).queryByRole('alert')).toBeNull();
  });

  it('closes a notification with its close button', () => {
    render(
      <NotificationsProvider>
        <RateLimitedButton />
      </NotificationsProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Fetch' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(within(region()).queryByRole('alert')).toBeNull();
  });

  it('shows at most five at once', () => {
    render(
      <NotificationsProvider>
        <RateLimitedButton />
      </NotificationsProvider>,
    );
    const fetch = screen.getByRole('button', { name: 'Fetch' });
    for (let i = 0; i < 7; i++) fireEvent.click(fetch);
    expect(within(region()).getAllByRole('alert')).toHaveLength(5);
  });

  it('refuses to work outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<RateLimitedButton />)).toThrow(/NotificationsProvider/);
  });
});

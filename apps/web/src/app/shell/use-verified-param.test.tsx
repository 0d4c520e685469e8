import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../lib/notifications';
import { useAuthStore } from '../../stores/auth-store';
import { callsTo } from '../../testing/fake-api';
import { validToken } from '../../testing/fixtures';
import { renderRoutes, shownNotifications } from '../../testing/render-app';
import { fakeShellApi } from '../../testing/shell-api';
import { routes } from '../router';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  notifications.clean();
  useAuthStore.setState({ token: null });
  localStorage.clear();
  sessionStorage.clear();
});

describe('?verified=true', () => {
  it("says 'Email verified', refreshes the user and removes the parameter", async () => {
    const calls = fakeShellApi({ user: { verified: false } });
    useAuthStore.getState().setToken(validToken());
    const { router } = renderRoutes(routes, { path: '/settings?verified=true&tab=keys' });

    await waitFor(() => expect(shownNotifications()).toContain('Email verified'));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=keys'));
    expect(router.state.location.pathname).toBe('/settings');
    await waitFor(() => expect(callsTo(calls, 'GET /v1/users/me').length).toBeGreaterThan(1));
    expect(shownNotifications().filter((text) => text === 'Email verified')).toHaveLength(1);
  });

  it('works from / and still lands on the first page', async () => {
    fakeShellApi();
    useAuthStore.getState().setToken(validToken());
    const { router } = renderRoutes(routes, { path: '/?verified=true' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboards'));
    expect(router.state.location.search).toBe('');
    expect(shownNotifications()).toContain('Email verified');
  });
});

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../stores/auth-store';
import { useThemeStore } from '../../../stores/theme-store';
import { callsTo, fakeApi } from '../../../testing/fake-api';
import { user, validToken } from '../../../testing/fixtures';
import { renderRoutes } from '../../../testing/render-app';
import { UserMenu } from './user-menu';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.setState({ token: null });
  useThemeStore.setState({ preference: 'auto' });
  localStorage.clear();
});

describe('UserMenu', () => {
  it('switches the theme', async () => {
    fakeApi({});
    renderRoutes(<UserMenu user={user} />);
    fireEvent.click(screen.getByRole('button', { name: 'Account of Ada Lovelace' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Dark' }));
    expect(useThemeStore.getState().preference).toBe('dark');
  });

  it('signs out on the server, then here', async () => {
    const calls = fakeApi({ 'POST /auth/logout': { status: 204 } });
    useAuthStore.getState().setToken(validToken());
    renderRoutes(<UserMenu user={user} />);
    fireEvent.click(screen.getByRole('button', { name: 'Account of Ada Lovelace' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(useAuthStore.getState().token).toBeNull());
    expect(callsTo(calls, 'POST /auth/logout')).toHaveLength(1);
    expect(localStorage.length).toBe(0);
  });
});

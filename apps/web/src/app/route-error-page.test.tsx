import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../stores/auth-store';
import { useProjectStore } from '../stores/project-store';
import { useThemeStore } from '../stores/theme-store';
import { validToken } from '../testing/fixtures';
import { renderRoutes } from '../testing/render-app';
import { fakeShellApi } from '../testing/shell-api';
import { routes } from './router';

// The team page of the real router is swapped for one that throws while `failing.now` is set.
const failing = vi.hoisted(() => ({ now: true }));
vi.mock('../features/team/components/team-page', () => ({
  TeamPage: () => {
    if (failing.now) throw new Error('boom in team');
    return <h1>Team works</h1>;
  },
}));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  useAuthStore.setState({ token: null });
  useProjectStore.setState({ projectId: null });
  useThemeStore.setState({ preference: 'auto' });
  document.documentElement.classList.remove('dark');
  localStorage.clear();
  sessionStorage.clear();
  failing.now = true;
});

describe('a page that throws while rendering', () => {
  it('shows "Error rendering this component" in the shell, keeps the sidebar and the dark theme, logs the error, and Try again renders the page anew', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    useThemeStore.setState({ preference: 'dark' });
    fakeShellApi();
    useAuthStore.getState().setToken(validToken());
    renderRoutes(routes, { path: '/team' });
    expect(await screen.findByText('Error rendering this component')).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toBeTruthy();
    // The root layout stays mounted, so the stored theme still applies around the error.
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    // Logged by an effect, which runs after the error page is painted.
    await waitFor(() =>
      expect(
        logged.mock.calls.some(
          ([message, error]) =>
            message === 'Error rendering this component' &&
            error instanceof Error &&
            error.message === 'boom in team',
        ),
      ).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();

    failing.now = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Team works' })).toBeTruthy();
    expect(screen.queryByText('Error rendering this component')).toBeNull();
  });
});

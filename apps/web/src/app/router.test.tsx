import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../stores/auth-store';
import { useProjectStore } from '../stores/project-store';
import { stubElementSize } from '../testing/element-size';
import { dashboard, fakeToken, validToken } from '../testing/fixtures';
import { renderRoutes } from '../testing/render-app';
import { fakeShellApi } from '../testing/shell-api';
import { routes } from './router';

function signIn() {
  useAuthStore.getState().setToken(validToken());
}

beforeEach(() => {
  fakeShellApi();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.setState({ token: null });
  useProjectStore.setState({ projectId: null });
  localStorage.clear();
  sessionStorage.clear();
});

describe('route guards', () => {
  it('sends a signed-out visitor from any app page to /login, which shows the server version', async () => {
    const { router } = renderRoutes(routes, { path: '/settings' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect((await screen.findByTestId('server-version')).textContent).toBe('v1.2.3');
    expect(screen.getByRole('radio', { name: 'Auto' })).toBeTruthy();
  });

  it('sends a signed-out visitor from / to /login', async () => {
    const { router } = renderRoutes(routes, { path: '/' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends a signed-in user from an auth route to / and on to the first page', async () => {
    signIn();
    const home = dashboard(1);
    fakeShellApi({
      routes: {
        'GET /v1/dashboards': { body: [home] },
        [`GET /v1/dashboards/${home.id}`]: { body: home },
        'GET /v1/dashboards/charts/custom': { body: [] },
      },
    });
    const { router } = renderRoutes(routes, { path: '/login' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboards'));
    // The dashboards are a lazily loaded chunk: on a busy machine it takes over a second.
    expect(
      await screen.findByRole(
        'button',
        { name: 'Dashboard: Home. Switch dashboard' },
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
  });

  it('opens the Analytics Viewer on the dashboards, read-only, and nowhere else', async () => {
    signIn();
    const home = dashboard(1);
    fakeShellApi({
      user: { role: 'analytics' },
      routes: {
        'GET /v1/dashboards': { body: [home] },
        [`GET /v1/dashboards/${home.id}`]: { body: home },
        'GET /v1/dashboards/charts/custom': { body: [] },
      },
    });
    const restoreSize = stubElementSize();
    const { router } = renderRoutes(routes, { path: '/analytics' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboards'));
    expect(await screen.findByRole('region', { name: 'Costs' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add chart' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dashboard actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actions for Costs' })).toBeNull();

    await router.navigate('/logs');
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeTruthy();
    restoreSize();
  });

  it('keeps a signed-in user on signup step 3', async () => {
    signIn();
    const { router } = renderRoutes(routes, { path: '/signup?step=3' });
    expect(await screen.findByRole('heading', { name: 'How will you send data?' })).toBeTruthy();
    expect(router.state.location.search).toBe('?step=3');
  });

  it('shows signup step 1 to a signed-out visitor asking for step 3', async () => {
    renderRoutes(routes, { path: '/signup?step=3' });
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
  });

  it('shows a shared log to a signed-out visitor, without the sidebar', async () => {
    const { router } = renderRoutes(routes, { path: '/logs/abc' });
    expect(await screen.findByRole('heading', { name: 'Shared log' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/logs/abc');
    expect(screen.queryByRole('complementary', { name: 'Sidebar' })).toBeNull();
  });

  it('shows a run inside the shell to a signed-in user opening /logs/{id}', async () => {
    const runId = '00000000-0000-4000-8000-000000000777';
    signIn();
    fakeShellApi({
      routes: {
        [`GET /v1/runs/${runId}`]: {
          body: {
            id: runId,
            projectId: '00000000-0000-4000-8000-000000000001',
            type: 'llm',
            name: 'gpt-4o-mini',
            status: 'success',
            createdAt: '2025-01-01T00:00:00.000Z',
            endedAt: null,
            duration: null,
            parentRunId: null,
            missingParentRunId: null,
            traceId: runId,
            threadId: null,
            input: 'Hi',
            output: 'Hello',
            error: null,
            params: null,
            metadata: null,
            tags: [],
            userId: null,
            userProps: null,
            promptTokens: null,
            completionTokens: null,
            cachedPromptTokens: null,
            totalTokens: null,
            cost: null,
            feedback: null,
            scores: [],
            isPublic: false,
            templateVersionId: null,
            model: null,
          },
        },
      },
    });
    renderRoutes(routes, { path: `/logs/${runId}` });
    expect(await screen.findByRole('heading', { name: 'gpt-4o-mini' })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy run id' })).toBeTruthy();
  });

  it('redirects /auth to / when signed in and to /login when not', async () => {
    const signedOut = renderRoutes(routes, { path: '/auth' });
    await waitFor(() => expect(signedOut.router.state.location.pathname).toBe('/login'));
    cleanup();
    signIn();
    const signedIn = renderRoutes(routes, { path: '/auth' });
    await waitFor(() => expect(signedIn.router.state.location.pathname).toBe('/dashboards'));
  });

  it('prefills the login email from ?email=, else from the stored token', async () => {
    renderRoutes(routes, { path: '/login?email=grace%40example.com' });
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe(
      'grace@example.com',
    );
    cleanup();
    // An expired session still names its email.
    useAuthStore.setState({ token: fakeToken({ email: 'ada@example.com', exp: 1 }) });
    renderRoutes(routes, { path: '/login' });
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe(
      'ada@example.com',
    );
  });
});

describe('signed-in shell', () => {
  it('shows a spinner until the user, org and projects are loaded, then selects the first project', async () => {
    signIn();
    renderRoutes(routes, { path: '/settings' });
    expect(screen.getByRole('status', { name: 'Loading your workspace' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeTruthy();
    expect(useProjectStore.getState().projectId).toBe('00000000-0000-4000-8000-000000000001');
  });

  it('gives every page 24px padding except full-bleed ones', async () => {
    signIn();
    const { router } = renderRoutes(routes, { path: '/settings' });
    const main = await screen.findByRole('main');
    await screen.findByRole('heading', { name: 'Settings', level: 1 });
    expect(main.style.padding).toBe('24px');
    await router.navigate('/prompts');
    await waitFor(() => expect(screen.getByRole('main').style.padding).toBe(''));
  });

  it('tells a role what it may not open', async () => {
    vi.unstubAllGlobals();
    fakeShellApi({ user: { role: 'member' } });
    signIn();
    renderRoutes(routes, { path: '/settings/audit-logs' });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeTruthy();
    cleanup();
    renderRoutes(routes, { path: '/team' });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeTruthy();
  });

  it('shows the not-found page for an unknown path', async () => {
    signIn();
    renderRoutes(routes, { path: '/nowhere' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});

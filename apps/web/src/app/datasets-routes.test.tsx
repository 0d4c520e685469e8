import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../stores/auth-store';
import { useProjectStore } from '../stores/project-store';
import { validToken } from '../testing/fixtures';
import { renderRoutes } from '../testing/render-app';
import { fakeShellApi } from '../testing/shell-api';
import { routes } from './router';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.setState({ token: null });
  useProjectStore.setState({ projectId: null });
  localStorage.clear();
  sessionStorage.clear();
});

function open(path: string, datasetV2Enabled: boolean) {
  fakeShellApi({
    org: {
      datasetV2Enabled,
      license: { expiresAt: '2099-01-01T00:00:00.000Z', evalEnabled: true },
    },
    routes: { 'GET /v1/datasets-v2': { body: [] }, 'GET /v1/datasets': { body: [] } },
  });
  useAuthStore.getState().setToken(validToken());
  return renderRoutes(routes, { path });
}

describe('datasets routes', () => {
  it('sends an org with datasets v2 from /datasets to /datasets/v2', async () => {
    const { router } = open('/datasets', true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/datasets/v2'));
    expect(await screen.findByRole('button', { name: 'Create your first dataset' })).toBeTruthy();
  });

  it('sends an org without datasets v2 from /datasets/v2 to /datasets', async () => {
    const { router } = open('/datasets/v2', false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/datasets'));
    expect(await screen.findByRole('heading', { name: 'Datasets', level: 1 })).toBeTruthy();
  });

  it('opens the create state at /datasets/v2/new without asking the server for "new"', async () => {
    open('/datasets/v2/new', true);
    expect(await screen.findByRole('heading', { name: 'New dataset', level: 1 })).toBeTruthy();
    const calls = (globalThis.fetch as unknown as { mock: { calls: [string][] } }).mock.calls;
    expect(calls.some(([url]) => String(url).includes('/datasets-v2/new'))).toBe(false);
  });
});

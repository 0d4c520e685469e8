import { listProjects } from '@lookout/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../stores/auth-store';
import { useProjectStore } from '../stores/project-store';
import { fakeApi } from '../testing/fake-api';
import { validToken } from '../testing/fixtures';
import { shownNotifications } from '../testing/render-app';
import { apiClient } from './api-client';
import { notifications } from './notifications';

function failWith(status: number, error: string, message: string) {
  return fakeApi({ 'GET /v1/projects': { status, body: { error, message } } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
  useAuthStore.setState({ token: null });
  useProjectStore.setState({ projectId: null });
  localStorage.clear();
  sessionStorage.clear();
});

describe('apiClient', () => {
  it('sends the stored token and the selected project', async () => {
    const token = validToken();
    useAuthStore.getState().setToken(token);
    useProjectStore.getState().setProjectId('p-1');
    const calls = fakeApi({ 'GET /v1/runs': { body: [] } });
    await apiClient.get('/runs');
    expect(calls[0]?.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(calls[0]?.query.get('projectId')).toBe('p-1');
  });

  it("signs out silently on 'Session expired'", async () => {
    useAuthStore.getState().setToken(validToken());
    failWith(401, 'Session expired', 'Sign in again to continue.');
    await expect(listProjects(apiClient)).rejects.toThrow();
    expect(useAuthStore.getState().token).toBeNull();
    expect(shownNotifications()).toEqual([]);
  });

  it('shows the title and message of other failures', async () => {
    failWith(409, 'Conflict', 'That name is taken.');
    await expect(listProjects(apiClient)).rejects.toThrow('That name is taken.');
    expect(shownNotifications()).toEqual(['Conflict — That name is taken.']);
  });

  it("turns a 'License expired' answer into the licence notice and a sign-out", async () => {
    useAuthStore.getState().setToken(validToken());
    failWith(403, 'License expired', 'The licence of this install has expired.');
    await expect(listProjects(apiClient)).rejects.toThrow();
    expect(shownNotifications()).toEqual([
      'License expired — Please renew your license to access the product',
    ]);
    expect(useAuthStore.getState().token).toBeNull();
  });
});

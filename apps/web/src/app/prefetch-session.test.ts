import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../stores/auth-store';
import { useProjectStore } from '../stores/project-store';
import { fakeToken, project, validToken } from '../testing/fixtures';
import { testQueryClient } from '../testing/render-app';
import { fakeShellApi } from '../testing/shell-api';
import { prefetchSession } from './prefetch-session';

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ token: null });
  useProjectStore.setState({ projectId: null });
  localStorage.clear();
});

const elsewhere = { pathname: '/dashboards', search: '' };

describe('prefetchSession', () => {
  it('asks at once for the user, the org, the projects and the version when signed in', async () => {
    useAuthStore.getState().setToken(validToken());
    const calls = fakeShellApi();
    const queryClient = testQueryClient();
    await prefetchSession(queryClient, elsewhere);
    await vi.waitFor(() => expect(queryClient.getQueryData(['projects'])).toBeDefined());
    expect(calls.map((call) => `${call.method} ${call.path}`).sort()).toEqual([
      'GET /v1/projects',
      'GET /v1/users/me',
      'GET /v1/users/me/org',
      'GET /v1/version',
    ]);
  });

  it('asks for the first page of runs when opening /logs with a remembered project', async () => {
    useAuthStore.getState().setToken(validToken());
    const calls = fakeShellApi({
      routes: { 'GET /v1/runs': { body: { data: [], page: 0, limit: 30 } } },
    });
    await prefetchSession(testQueryClient(), { pathname: '/logs', search: '?type=thread' });
    expect(calls.filter((call) => call.path === '/v1/runs')).toEqual([]);
    useProjectStore.setState({ projectId: project(1).id });
    await prefetchSession(testQueryClient(), { pathname: '/logs', search: '?type=thread' });
    const runs = calls.filter((call) => call.path === '/v1/runs');
    expect(runs.map((call) => call.query.get('type'))).toEqual(['thread']);
    expect(runs[0]?.query.get('projectId')).toBe(project(1).id);
  });

  it('asks for nothing when signed out or the token has expired', async () => {
    const calls = fakeShellApi();
    useProjectStore.setState({ projectId: project(1).id });
    await prefetchSession(testQueryClient(), { pathname: '/logs', search: '' });
    useAuthStore.getState().setToken(fakeToken({ exp: Math.floor(Date.now() / 1000) - 60 }));
    await prefetchSession(testQueryClient(), { pathname: '/logs', search: '' });
    // A query's fetch starts within a task of the prefetch.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([]);
  });
});

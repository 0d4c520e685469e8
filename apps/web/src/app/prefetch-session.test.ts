import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../stores/auth-store';
import { fakeToken, validToken } from '../testing/fixtures';
import { testQueryClient } from '../testing/render-app';
import { fakeShellApi } from '../testing/shell-api';
import { prefetchSession } from './prefetch-session';

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ token: null });
  localStorage.clear();
});

describe('prefetchSession', () => {
  it('asks at once for the user, the org, the projects and the version when signed in', async () => {
    useAuthStore.getState().setToken(validToken());
    const calls = fakeShellApi();
    const queryClient = testQueryClient();
    prefetchSession(queryClient);
    await vi.waitFor(() => expect(queryClient.getQueryData(['projects'])).toBeDefined());
    expect(calls.map((call) => `${call.method} ${call.path}`).sort()).toEqual([
      'GET /v1/projects',
      'GET /v1/users/me',
      'GET /v1/users/me/org',
      'GET /v1/version',
    ]);
  });

  it('asks for nothing when signed out or the token has expired', async () => {
    const calls = fakeShellApi();
    prefetchSession(testQueryClient());
    useAuthStore.getState().setToken(fakeToken({ exp: Math.floor(Date.now() / 1000) - 60 }));
    prefetchSession(testQueryClient());
    // A query's fetch starts within a task of the prefetch.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([]);
  });
});

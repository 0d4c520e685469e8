import { queryCacheTimings } from '@lookout/domain';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../stores/auth-store';
import { useProjectStore } from '../stores/project-store';
import { stubElementSize } from '../testing/element-size';
import { callsTo } from '../testing/fake-api';
import { project, validToken } from '../testing/fixtures';
import { makeRun, runId } from '../testing/make-run';
import { renderRoutes, testQueryClient } from '../testing/render-app';
import { fakeShellApi } from '../testing/shell-api';
import { prefetchSession } from './prefetch-session';
import { routes } from './router';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useAuthStore.setState({ token: null });
  useProjectStore.setState({ projectId: null });
  localStorage.clear();
  sessionStorage.clear();
});

describe('opening the app on /logs', () => {
  it('asks for the first page of runs before the shell has loaded the user, once', async () => {
    // The table renders the rows that fit its scroller, which the test DOM does not lay out.
    stubElementSize();
    useAuthStore.getState().setToken(validToken());
    useProjectStore.setState({ projectId: project(1).id });
    let answerUser: () => void = () => {};
    const userAnswered = new Promise<void>((resolve) => {
      answerUser = resolve;
    });
    const calls = fakeShellApi({
      routes: {
        'GET /v1/users/me': async () => {
          await userAnswered;
          const { user } = await import('../testing/fixtures');
          return Response.json(user);
        },
        'GET /v1/runs': {
          body: { data: [makeRun({ id: runId(1), name: 'gpt-4o-call' })], page: 0, limit: 30 },
        },
        'GET /v1/runs/count': { body: { count: 1, capped: false } },
        'GET /v1/filters/tags': { body: [] },
      },
    });
    const opening = {
      pathname: '/logs',
      search: '?type=trace&filters=status%3Derror&sortField=cost',
    };
    // As in the app: an answer younger than the 2 s dedupe window is not fetched again.
    const queryClient = testQueryClient({ staleTime: queryCacheTimings.dedupeIntervalMs });
    // As main.tsx does, before the router renders.
    void prefetchSession(queryClient, opening);
    renderRoutes(routes, { path: `${opening.pathname}${opening.search}`, queryClient });

    // The user has not answered, so the shell still shows its spinner: the list is on its way.
    await waitFor(() => expect(callsTo(calls, 'GET /v1/runs')).toHaveLength(1));
    const request = callsTo(calls, 'GET /v1/runs')[0];
    expect(request?.query.get('type')).toBe('trace');
    expect(request?.query.get('filters')).toBe('status=error');
    expect(request?.query.get('sortField')).toBe('cost');
    expect(request?.query.get('projectId')).toBe(project(1).id);

    answerUser();
    expect(await screen.findByText('gpt-4o-call')).toBeTruthy();
    // The page found the prefetched page in the cache: no second request for it.
    expect(callsTo(calls, 'GET /v1/runs')).toHaveLength(1);
  });
});

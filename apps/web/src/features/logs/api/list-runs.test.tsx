import type { Run } from '@lookout/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../../stores/project-store';
import { callsTo, fakeApi } from '../../../testing/fake-api';
import { makeRun, runId } from '../../../testing/make-run';
import { testQueryClient } from '../../../testing/render-app';
import { liveRefreshMs, nextRunsPage, type RunsListSelection, useRunsList } from './list-runs';

describe('nextRunsPage', () => {
  it('asks for another page only after a full one', () => {
    const full = { data: Array.from({ length: 30 }, () => makeRun()), page: 2, limit: 30 };
    expect(nextRunsPage(full)).toBe(3);
    expect(nextRunsPage({ ...full, data: full.data.slice(0, 29) })).toBeUndefined();
    expect(nextRunsPage({ data: [], page: 0, limit: 30 })).toBeUndefined();
  });
});

describe('live refresh of a long list', () => {
  const selection: RunsListSelection = {
    type: 'llm',
    filters: '',
    search: '',
    timeRange: null,
    sortField: 'createdAt',
    sortDirection: 'desc',
  };
  // The server's runs, newest first.
  let stored: Run[] = [];

  beforeEach(() => {
    // Only the live interval is faked, so a tick happens when the test says.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    useProjectStore.setState({ projectId: '00000000-0000-4000-8000-000000000001' });
    stored = Array.from({ length: 300 }, (_, index) => makeRun({ id: runId(index) }));
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    useProjectStore.setState({ projectId: null });
  });

  it('asks for the first page only each tick, shows the new rows on top and keeps every loaded row once', async () => {
    const calls = fakeApi({
      'GET /v1/runs': ({ query }) => {
        const page = Number(query.get('page'));
        const limit = Number(query.get('limit'));
        return Response.json({
          data: stored.slice(page * limit, (page + 1) * limit),
          page,
          limit,
        });
      },
    });
    const queryClient = testQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    // Rows are read while rendering, as the table does (the query re-renders for what is read).
    const { result, rerender } = renderHook(
      ({ live }) => {
        const list = useRunsList(selection, live);
        return { list, ids: list.data?.pages.flatMap((page) => page.data.map((run) => run.id)) };
      },
      {
        wrapper,
        initialProps: { live: false },
      },
    );
    const shownIds = () => result.current.ids;

    await vi.waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    for (let page = 1; page < 10; page += 1) {
      await act(() => result.current.list.fetchNextPage());
    }
    await vi.waitFor(() => expect(shownIds()).toHaveLength(300));
    expect(callsTo(calls, 'GET /v1/runs')).toHaveLength(10);

    // Two runs arrive; live refresh is switched on.
    stored = [makeRun({ id: runId(901) }), makeRun({ id: runId(900) }), ...stored];
    rerender({ live: true });
    await vi.waitFor(() => expect(shownIds()?.slice(0, 2)).toEqual([runId(901), runId(900)]));
    expect(callsTo(calls, 'GET /v1/runs')).toHaveLength(11);

    // One tick: one request, for the first page.
    stored = [makeRun({ id: runId(902) }), ...stored];
    act(() => {
      vi.advanceTimersByTime(liveRefreshMs);
    });
    await vi.waitFor(() => expect(shownIds()?.[0]).toBe(runId(902)));
    const liveCalls = callsTo(calls, 'GET /v1/runs').slice(10);
    expect(liveCalls).toHaveLength(2);
    expect(liveCalls.map((call) => call.query.get('page'))).toEqual(['0', '0']);

    const ids = shownIds() ?? [];
    expect(ids).toHaveLength(303);
    expect(new Set(ids).size).toBe(303);
    expect(ids.slice(3, 6)).toEqual([runId(0), runId(1), runId(2)]);

    // Scrolling on overlaps the shifted offsets, never skips a row, and shows none twice.
    await act(() => result.current.list.fetchNextPage());
    await vi.waitFor(() => expect(callsTo(calls, 'GET /v1/runs')).toHaveLength(13));
    const after = shownIds() ?? [];
    expect(new Set(after).size).toBe(after.length);
    expect(after).toHaveLength(303);
  });
});

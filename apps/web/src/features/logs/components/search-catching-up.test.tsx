import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../../stores/project-store';
import { callsTo, fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-app';
import { SearchCatchingUp } from './search-catching-up';

const projectId = '00000000-0000-4000-8000-000000000001';

function show(searching: boolean) {
  return renderRoutes(
    <div>
      <span>logs</span>
      <SearchCatchingUp searching={searching} />
    </div>,
    { path: '/logs', routePath: '/logs' },
  );
}

beforeEach(() => useProjectStore.setState({ projectId }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useProjectStore.setState({ projectId: null });
});

describe('SearchCatchingUp', () => {
  it('says search is catching up while runs wait to be indexed', async () => {
    fakeApi({
      'GET /v1/runs/search-status': {
        body: { pendingRuns: 4200, capped: false, lagSeconds: 12, catchingUp: true },
      },
    });
    show(true);
    const note = await screen.findByRole('status');
    expect(note.textContent).toBe('Search is catching up');
    expect(note.getAttribute('title')).toContain('4,200 recent runs are not indexed yet');
  });

  it('says nothing while the index keeps up', async () => {
    const calls = fakeApi({
      'GET /v1/runs/search-status': {
        body: { pendingRuns: 3, capped: false, lagSeconds: 0.4, catchingUp: false },
      },
    });
    show(true);
    await waitFor(() => expect(callsTo(calls, 'GET /v1/runs/search-status')).toHaveLength(1));
    expect(await screen.findByText('logs')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('does not ask without a search', async () => {
    const calls = fakeApi({});
    show(false);
    expect(await screen.findByText('logs')).toBeTruthy();
    expect(callsTo(calls, 'GET /v1/runs/search-status')).toHaveLength(0);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

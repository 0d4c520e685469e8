import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../../stores/project-store';
import { callsTo, fakeApi } from '../../../testing/fake-api';
import { makeRun, runId } from '../../../testing/make-run';
import { renderRoutes } from '../../../testing/render-app';
import { UserPage } from './user-page';
import { UsersPage } from './users-page';

const ada = {
  id: runId(50),
  externalId: 'user-ada',
  props: { name: 'Ada Lovelace', email: 'ada@example.com', plan: 'pro' },
  createdAt: '2025-01-01T00:00:00.000Z',
  lastSeen: '2025-01-02T00:00:00.000Z',
  runCount: 12,
  cost: 0.42,
};

beforeEach(() => useProjectStore.setState({ projectId: '00000000-0000-4000-8000-000000000001' }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useProjectStore.setState({ projectId: null });
});

describe('UsersPage', () => {
  it('lists end users with name and email from their props, sorted and searched through the URL', async () => {
    const calls = fakeApi({ 'GET /v1/users': { body: { data: [ada], page: 0, limit: 30 } } });
    const { router } = renderRoutes(<UsersPage />, { path: '/users', routePath: '/users' });
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(screen.getByText('$0.42')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Runs' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortField=runCount'));
    await waitFor(() =>
      expect(callsTo(calls, 'GET /v1/users').at(-1)?.query.get('sortField')).toBe('runCount'),
    );

    vi.useFakeTimers();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), {
      target: { value: 'ada' },
    });
    act(() => vi.advanceTimersByTime(400));
    vi.useRealTimers();
    await waitFor(() =>
      expect(router.state.location.search).toBe('?sortField=runCount&search=ada'),
    );
    await waitFor(() =>
      expect(callsTo(calls, 'GET /v1/users').at(-1)?.query.get('search')).toBe('ada'),
    );

    fireEvent.click(screen.getByText('Ada Lovelace'));
    await waitFor(() => expect(screen.getByTestId('elsewhere')).toBeTruthy());
    expect(router.state.location.pathname).toBe(`/users/${ada.id}`);
  });
});

describe('UserPage', () => {
  it("shows the user's facts and their LLM calls, filtered by their id", async () => {
    const calls = fakeApi({
      [`GET /v1/users/${ada.id}`]: { body: ada },
      'GET /v1/runs': {
        body: { data: [makeRun({ name: 'gpt-4o', userId: 'user-ada' })], page: 0, limit: 30 },
      },
    });
    renderRoutes(<UserPage memberRole="owner" />, {
      path: `/users/${ada.id}`,
      routePath: '/users/:userId',
    });
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(await screen.findByText('gpt-4o')).toBeTruthy();
    const request = callsTo(calls, 'GET /v1/runs')[0];
    expect(request?.query.get('type')).toBe('llm');
    expect(request?.query.get('filters')).toBe('users=user-ada');
    const link = screen.getByRole('link', { name: 'Open in LLM Logs' });
    expect(link.getAttribute('href')).toBe('/logs?type=llm&filters=users%3Duser-ada');
    expect(screen.getByRole('button', { name: 'Delete user data' })).toBeTruthy();
  });
});

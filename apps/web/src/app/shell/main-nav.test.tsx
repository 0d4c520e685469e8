import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeView } from '../../features/views/testing/make-view';
import { useProjectStore } from '../../stores/project-store';
import { callsTo, fakeApi } from '../../testing/fake-api';
import { gating } from '../../testing/fixtures';
import { renderRoutes } from '../../testing/render-app';
import { MainNav } from './main-nav';

const errors = makeView(1, { name: 'errors', data: 'status=error', type: 'llm' });

beforeEach(() => {
  useProjectStore.setState({ projectId: '00000000-0000-4000-8000-000000000001' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useProjectStore.setState({ projectId: null });
});

describe('MainNav', () => {
  it('lists the saved views last in the navigation, under the Views heading', async () => {
    fakeApi({ 'GET /v1/views': { body: [] } });
    renderRoutes(<MainNav context={gating()} />, { path: '/logs?type=trace' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Explore', 'Improve', 'Evaluations', 'Views']);
    const views = within(nav).getByRole('region', { name: 'Views' });
    expect(await within(views).findByText('No saved views yet')).toBeTruthy();
  });

  it('highlights the open view, not the log type it shows', async () => {
    fakeApi({ 'GET /v1/views': { body: [errors] } });
    renderRoutes(<MainNav context={gating()} />, {
      path: `/logs?view=${errors.id}&filters=status%3Derror&type=llm`,
    });
    const entry = await screen.findByRole('link', { name: 'errors' });
    expect(entry.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'LLM Logs' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows an analytics viewer only the dashboards, and fetches no saved views', async () => {
    const calls = fakeApi({ 'GET /v1/views': { body: [errors] } });
    renderRoutes(<MainNav context={gating({ role: 'analytics' })} />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboards']);
    expect(screen.queryByRole('region', { name: 'Views' })).toBeNull();
    await waitFor(() => expect(callsTo(calls, 'GET /v1/views')).toHaveLength(0));
  });
});

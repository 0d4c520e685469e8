import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../../stores/project-store';
import { stubElementSize } from '../../../testing/element-size';
import { fakeApi } from '../../../testing/fake-api';
import { makeRun, runId } from '../../../testing/make-run';
import { renderRoutes } from '../../../testing/render-app';
import { LogsPage } from './logs-page';

const projectId = '00000000-0000-4000-8000-000000000001';
const runs = [1, 2, 3].map((n) => makeRun({ id: runId(n), name: `model-${n}` }));

function showLogs(path = '/logs?type=llm') {
  fakeApi({
    'GET /v1/runs': { body: { data: runs, page: 0, limit: 30 } },
    'GET /v1/runs/count': { body: { count: 3, capped: false } },
    'GET /v1/filters/tags': { body: [] },
    ...Object.fromEntries(runs.map((run) => [`GET /v1/runs/${run.id}`, { body: run }])),
  });
  return renderRoutes(<LogsPage memberRole="owner" />, { path, routePath: '/logs' });
}

beforeEach(() => {
  useProjectStore.setState({ projectId });
  stubElementSize();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useProjectStore.setState({ projectId: null });
  localStorage.clear();
});

const selected = (search: string) => new URLSearchParams(search).get('selected');

describe('LogsPage keyboard', () => {
  it('j/k and the arrows move the open run through the list; Escape closes it', async () => {
    const { router } = showLogs();
    await screen.findByText('model-1');
    fireEvent.keyDown(document.body, { key: 'j' });
    await waitFor(() => expect(selected(router.state.location.search)).toBe(runId(1)));
    const panel = await screen.findByRole('complementary', { name: 'Run details' });
    expect(await within(panel).findByRole('heading', { name: 'model-1' })).toBeTruthy();

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'j' });
    await waitFor(() => expect(selected(router.state.location.search)).toBe(runId(2)));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowDown' });
    await waitFor(() => expect(selected(router.state.location.search)).toBe(runId(3)));
    // The end of the list: nothing further down.
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'j' });
    expect(selected(router.state.location.search)).toBe(runId(3));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'k' });
    await waitFor(() => expect(selected(router.state.location.search)).toBe(runId(2)));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowUp' });
    await waitFor(() => expect(selected(router.state.location.search)).toBe(runId(1)));
    expect(await within(panel).findByRole('heading', { name: 'model-1' })).toBeTruthy();

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(selected(router.state.location.search)).toBeNull());
  });

  it('leaves the arrows to the page while no run is open', async () => {
    const { router } = showLogs();
    await screen.findByText('model-1');
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    expect(selected(router.state.location.search)).toBeNull();
  });

  it('/ focuses the search, and keys typed there stay text', async () => {
    const { router } = showLogs(`/logs?type=llm&selected=${runId(1)}`);
    await screen.findAllByTestId('run-row');
    fireEvent.keyDown(document.body, { key: '/' });
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(document.activeElement).toBe(search);
    fireEvent.keyDown(search, { key: 'j' });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(selected(router.state.location.search)).toBe(runId(1));
  });

  it('offers Skip to results first, which focuses the open run’s row', async () => {
    showLogs(`/logs?type=llm&selected=${runId(2)}`);
    await screen.findAllByTestId('run-row');
    const skip = screen.getByRole('link', { name: 'Skip to results' });
    const focusable = document.querySelectorAll('a[href], button, input, [tabindex="0"]');
    expect(focusable[0]).toBe(skip);
    fireEvent.click(skip);
    const row = document.activeElement as HTMLElement;
    expect(row.getAttribute('data-testid')).toBe('run-row');
    expect(within(row).getByText('model-2')).toBeTruthy();
  });
});

import type { Role } from '@lookout/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../../stores/project-store';
import { callsTo, type FakeAnswer, fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-app';
import { experimentId, makeExperiment, makeSummary } from '../testing/make-experiment';
import { ExperimentsPage } from './experiments-page';

const projectId = '00000000-0000-4000-8000-000000000001';

function renderPage(routes: Record<string, FakeAnswer>, role: Role = 'member', pollMs = 60_000) {
  const calls = fakeApi(routes);
  const view = renderRoutes(
    [
      {
        path: '/experiments',
        element: <ExperimentsPage projectId={projectId} memberRole={role} pollMs={pollMs} />,
      },
      { path: '/experiments/new', element: <div data-testid="new" /> },
    ],
    { path: '/experiments' },
  );
  return { ...view, calls };
}

beforeEach(() => useProjectStore.setState({ projectId }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useProjectStore.setState({ projectId: null });
});

describe('ExperimentsPage', () => {
  it('lists experiments with their dataset, live progress and pass rate per variant', async () => {
    const done = makeExperiment({
      id: '00000000-0000-4000-b000-000000000002',
      name: 'Models shoot-out',
      status: 'finished',
      done: 2000,
      summaries: [makeSummary(0, { passRate: 0.834 }), makeSummary(1, { passRate: null })],
    });
    renderPage({ 'GET /v1/experiments': { body: [makeExperiment(), done] } });
    expect(screen.getByRole('status', { name: 'Loading experiments' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Experiments' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ExperimentsBeta');
    const running = within(table).getByRole('link', { name: 'Polite vs terse' }).closest('tr');
    expect(running?.textContent).toContain('Support questions');
    expect(running?.textContent).toContain('Running');
    expect(running?.textContent).toContain('812 / 2,000');
    const finished = within(table).getByRole('link', { name: 'Models shoot-out' }).closest('tr');
    expect(finished?.textContent).toContain('Finished');
    expect(finished?.textContent).not.toContain('2,000 / 2,000');
    expect(finished?.textContent).toContain('Polite83%');
    expect(finished?.textContent).toContain('Terse—');
    expect(within(table).getByRole('link', { name: 'Polite vs terse' }).getAttribute('href')).toBe(
      `/experiments/${experimentId}`,
    );
    expect(screen.getByRole('link', { name: 'New experiment' })).toBeTruthy();
  });

  it('asks again while one runs, and stops once none does', async () => {
    let asked = 0;
    const { calls } = renderPage(
      {
        'GET /v1/experiments': () => {
          asked += 1;
          return Response.json([
            makeExperiment(asked < 3 ? {} : { status: 'finished', done: 2000 }),
          ]);
        },
      },
      'member',
      20,
    );
    expect(await screen.findByText('Finished')).toBeTruthy();
    const seen = callsTo(calls, 'GET /v1/experiments').length;
    expect(seen).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(callsTo(calls, 'GET /v1/experiments')).toHaveLength(seen);
  });

  it('explains experiments when there are none, with a way to start one', async () => {
    const { router } = renderPage({ 'GET /v1/experiments': { body: [] } });
    const empty = await screen.findByRole('region', { name: 'No experiments yet' });
    expect(empty.textContent).toContain('runs one or more prompts and models over every item');
    fireEvent.click(within(empty).getByRole('link', { name: 'New experiment' }));
    expect(router.state.location.pathname).toBe('/experiments/new');
  });

  it('offers no new experiment to a viewer', async () => {
    renderPage({ 'GET /v1/experiments': { body: [] } }, 'viewer');
    await screen.findByRole('region', { name: 'No experiments yet' });
    expect(screen.queryByRole('link', { name: 'New experiment' })).toBeNull();
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    renderPage({
      'GET /v1/experiments': () =>
        fail
          ? Response.json(
              { error: 'Server error', message: 'Database unavailable' },
              { status: 503 },
            )
          : Response.json([]),
    });
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'No experiments yet' })).toBeTruthy();
  });
});

import type { ReviewQueue, Role } from '@lookout/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../../stores/project-store';
import { callsTo, type FakeAnswer, fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-app';
import { ReviewsPage } from './reviews-page';

const projectId = '00000000-0000-4000-8000-000000000001';
const queue: ReviewQueue = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Support answers',
  source: 'filter',
  filters: { type: 'llm', filters: 'models=gpt-4o' },
  datasetId: null,
  experimentId: null,
  variantIndexes: null,
  itemCount: 40,
  reviewedCount: 12,
  reviewedByMeCount: 7,
  createdAt: '2026-01-02T03:04:05.000Z',
  createdBy: { id: '00000000-0000-4000-8000-0000000000c1', name: 'Ada' },
};

function renderPage(routes: Record<string, FakeAnswer>, role: Role = 'member', path = '/reviews') {
  const calls = fakeApi(routes);
  const view = renderRoutes(
    [
      { path: '/reviews', element: <ReviewsPage projectId={projectId} memberRole={role} /> },
      { path: '/reviews/:queueId', element: <div data-testid="reviewer" /> },
    ],
    { path },
  );
  return { ...view, calls };
}

beforeEach(() => useProjectStore.setState({ projectId }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useProjectStore.setState({ projectId: null });
});

describe('ReviewsPage', () => {
  it('lists queues with their progress and links to the reviewer screen', async () => {
    renderPage({ 'GET /v1/review-queues': { body: [queue] } });
    expect(screen.getByRole('status', { name: 'Loading review queues' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Review queues' });
    const row = within(table).getByRole('link', { name: 'Support answers' }).closest('tr');
    expect(row?.textContent).toContain('12 of 40 reviewed');
    expect(row?.textContent).toContain('models=gpt-4o');
    expect(within(table).getByRole('link', { name: 'Support answers' }).getAttribute('href')).toBe(
      `/reviews/${queue.id}`,
    );
  });

  it("marks an experiment's queue and links to its experiment", async () => {
    const experimentId = '00000000-0000-4000-8000-0000000000e1';
    renderPage({
      'GET /v1/review-queues': {
        body: [
          {
            ...queue,
            name: 'Chatty answers',
            source: 'experiment',
            filters: null,
            experimentId,
            variantIndexes: [1],
          },
        ],
      },
    });
    const table = await screen.findByRole('table', { name: 'Review queues' });
    const row = within(table).getByRole('link', { name: 'Chatty answers' }).closest('tr');
    expect(row?.textContent).toContain('Experiment');
    expect(
      within(row as HTMLElement)
        .getByRole('link', { name: 'Open the experiment' })
        .getAttribute('href'),
    ).toBe(`/experiments/${experimentId}`);
  });

  it('creates a queue from the logs filter it was sent with, then opens it', async () => {
    const { calls, router } = renderPage(
      {
        'GET /v1/review-queues': { body: [] },
        'POST /v1/review-queues': { body: queue },
      },
      'member',
      '/reviews?new&type=trace&filters=status%3Derror',
    );
    const dialog = await screen.findByRole('dialog', { name: 'New review queue' });
    expect(within(dialog).getByRole('textbox', { name: /Filter/ })).toHaveProperty(
      'value',
      'status=error',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create queue' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Failed traces' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create queue' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/reviews/${queue.id}`));
    expect(callsTo(calls, 'POST /v1/review-queues')[0]?.body).toEqual({
      name: 'Failed traces',
      source: 'filter',
      filters: { type: 'trace', filters: 'status=error' },
    });
  });

  it("shows the server's refusal of a bad filter in the dialog", async () => {
    renderPage({
      'GET /v1/review-queues': { body: [] },
      'POST /v1/review-queues': {
        status: 400,
        body: { error: 'Invalid filters', message: 'filters.filters: unknown filter "nonsense"' },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New queue' }));
    const dialog = await screen.findByRole('dialog', { name: 'New review queue' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Bad' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Filter/ }), {
      target: { value: 'nonsense=1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create queue' }));
    expect(
      await within(dialog).findByText('filters.filters: unknown filter "nonsense"'),
    ).toBeTruthy();
  });

  it('says when there are no queues, hides create from viewers, and retries a failed load', async () => {
    let fail = true;
    renderPage(
      {
        'GET /v1/review-queues': () =>
          fail
            ? Response.json(
                { error: 'Server error', message: 'Database unavailable' },
                { status: 503 },
              )
            : Response.json([]),
      },
      'viewer',
    );
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByText('No review queues yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New queue' })).toBeNull();
  });
});

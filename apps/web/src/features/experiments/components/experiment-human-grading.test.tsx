import type { Review, ReviewQueue } from '@lookout/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../../stores/project-store';
import { callsTo, type FakeAnswer, fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-app';
import {
  experimentId,
  itemId,
  makeExperimentWithResults,
  makeHumanSummary,
  makeResult,
} from '../testing/make-experiment';
import { ExperimentPage } from './experiment-page';

const projectId = '00000000-0000-4000-8000-000000000001';
const queueId = '00000000-0000-4000-8000-0000000000a1';
const experimentPath = `/v1/experiments/${experimentId}`;
const at = '2026-02-01T10:00:00.000Z';

function review(overrides: Partial<Review>): Review {
  return {
    thumb: null,
    score: null,
    comment: null,
    reviewer: { id: '00000000-0000-4000-8000-0000000000c1', name: 'Grace' },
    createdAt: at,
    updatedAt: at,
    outdated: false,
    ...overrides,
  };
}

const graded = makeExperimentWithResults({
  itemInputs: ['Reset my password', 'Where is my invoice?'],
  results: [
    makeResult(0, 0, {
      output: 'Use the link.',
      passed: true,
      checks: [
        {
          evaluatorId: null,
          check: 'length',
          name: 'Short enough',
          passed: true,
          score: null,
          reason: 'Short',
          error: null,
        },
      ],
    }),
    makeResult(0, 1, { output: 'Open settings, then security.' }),
    makeResult(1, 0, { output: 'Under Billing.' }),
    makeResult(1, 1, { output: 'Billing page.' }),
  ],
  humanGrades: [
    {
      itemId: itemId(0),
      variantIndex: 0,
      reviews: [review({ thumb: 'up', score: 4, comment: 'Short and right' })],
    },
    {
      itemId: itemId(1),
      variantIndex: 1,
      reviews: [review({ score: 2, comment: 'Vague', outdated: true })],
    },
  ],
  humanSummaries: [
    makeHumanSummary(0, { graded: 1, avgScore: 4, scored: 1, thumbsUpRate: 1, thumbs: 1 }),
    makeHumanSummary(1),
  ],
});

function renderPage(routes: Record<string, FakeAnswer>, canReview = true) {
  const calls = fakeApi(routes);
  const view = renderRoutes(
    [
      {
        path: '/experiments/:id',
        element: (
          <ExperimentPage
            projectId={projectId}
            experimentId={experimentId}
            memberRole="member"
            pollMs={60_000}
            canReview={canReview}
          />
        ),
      },
      { path: '/reviews/:queueId', element: <div data-testid="reviewer" /> },
    ],
    { path: `/experiments/${experimentId}` },
  );
  return { ...view, calls };
}

beforeEach(() => useProjectStore.setState({ projectId }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useProjectStore.setState({ projectId: null });
});

describe('ExperimentPage human grading', () => {
  it("shows people's grades apart from the evaluators': per cell and per variant", async () => {
    renderPage({ [`GET ${experimentPath}`]: { body: graded } });
    const table = await screen.findByRole('table', { name: 'Comparison' });
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
    const cells = firstRow.querySelectorAll('td');
    const terse = cells[3] as HTMLElement;
    // The evaluator's chip sits in the checks list; the person's grade is outside it.
    const checks = within(terse).getByRole('list', { name: 'Checks' });
    expect(within(checks).getByRole('button', { name: 'Short enough: passed' })).toBeTruthy();
    const human = within(terse).getByRole('button', { name: 'Human grade: 👍 1 4/5' });
    expect(checks.contains(human)).toBe(false);
    expect(human.getAttribute('aria-description')).toBe(
      'Grace · thumbs up · 4/5 · “Short and right”',
    );
    // A grade a re-run left behind reads as on an older output.
    const secondRow = within(table).getAllByRole('row')[2] as HTMLElement;
    const older = within(secondRow).getByRole('button', { name: 'Human grade: Older output' });
    expect(older.getAttribute('aria-description')).toContain('(on an older output)');
    expect(
      within(cells[4] as HTMLElement).queryByRole('button', { name: /Human grade/ }),
    ).toBeNull();

    const summaries = screen.getByRole('list', { name: 'Variant summaries' });
    const [first] = within(summaries).getAllByRole('region', { name: /^Human grading of / });
    if (!first) throw new Error('no human grading shown');
    expect(first.textContent).toContain('Graded1 / 2');
    expect(first.textContent).toContain('Avg score4 / 5 (1)');
    expect(first.textContent).toContain('Thumbs up100% (1)');
    // The evaluators' pass rate stays in its own figures, outside the human section.
    expect(first.textContent).not.toContain('Pass rate');
  });

  it('"Review outputs" makes a queue of the outputs and opens it in the reviewer', async () => {
    const queue: ReviewQueue = {
      id: queueId,
      name: `${graded.name} · outputs`,
      source: 'experiment',
      filters: null,
      datasetId: null,
      experimentId,
      variantIndexes: [0, 1],
      itemCount: 4,
      reviewedCount: 0,
      reviewedByMeCount: 0,
      createdAt: at,
      createdBy: null,
    };
    const { calls, router } = renderPage({
      [`GET ${experimentPath}`]: { body: { ...graded, humanGrades: [], reviewQueueId: null } },
      'POST /v1/review-queues': { body: { ...queue } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Review outputs' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/reviews/${queueId}`));
    const [post] = callsTo(calls, 'POST /v1/review-queues');
    expect(post?.body).toEqual({
      name: `${graded.name} · outputs`,
      source: 'experiment',
      experimentId,
    });
  });

  it('opens the queue the experiment already has, and hides the action without human review', async () => {
    const { router } = renderPage({
      [`GET ${experimentPath}`]: { body: { ...graded, reviewQueueId: queueId } },
    });
    const link = await screen.findByRole('link', { name: 'Review outputs' });
    expect(link.getAttribute('href')).toBe(`/reviews/${queueId}`);
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/reviews/${queueId}`));
    cleanup();
    renderPage({ [`GET ${experimentPath}`]: { body: graded } }, false);
    await screen.findByRole('table', { name: 'Comparison' });
    expect(screen.queryByRole('link', { name: 'Review outputs' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Review outputs' })).toBeNull();
  });
});

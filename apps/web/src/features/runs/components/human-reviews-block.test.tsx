import type { RunReview } from '@lookout/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { runId } from '../../../testing/make-run';
import { renderRoutes } from '../../../testing/render-app';
import { HumanReviewsBlock } from './human-reviews-block';

const id = runId(1);
const review: RunReview = {
  thumb: 'down',
  score: 2,
  comment: 'Wrong city',
  reviewer: { id: '00000000-0000-4000-8000-0000000000c1', name: 'Grace' },
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
  queueId: '00000000-0000-4000-8000-0000000000a1',
  queueName: 'Support answers',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('HumanReviewsBlock', () => {
  it("shows people's reviews of the run with the queue they were given in", async () => {
    fakeApi({ [`GET /v1/runs/${id}/reviews`]: { body: [review] } });
    renderRoutes(<HumanReviewsBlock runId={id} />);
    expect(await screen.findByRole('heading', { name: 'Human reviews' })).toBeTruthy();
    expect(screen.getByText('Grace')).toBeTruthy();
    expect(screen.getByText('Score 2/5')).toBeTruthy();
    expect(screen.getByLabelText('Thumb down')).toBeTruthy();
    expect(screen.getByText('Wrong city')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Support answers' }).getAttribute('href')).toBe(
      `/reviews/${review.queueId}`,
    );
  });

  it('shows nothing when the plan has no human reviews or nobody reviewed the run', async () => {
    const calls = fakeApi({
      [`GET /v1/runs/${id}/reviews`]: {
        status: 403,
        body: {
          error: 'Upgrade required',
          message: 'Human reviews: not included',
          code: 'plan_required',
        },
      },
    });
    const { container } = renderRoutes(<HumanReviewsBlock runId={id} />);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(container.textContent).toBe('');
  });
});

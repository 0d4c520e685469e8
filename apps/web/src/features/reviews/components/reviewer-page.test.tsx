import type { Review, ReviewQueue, ReviewQueueItem, Role } from '@lookout/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../../stores/project-store';
import { callsTo, type FakeAnswer, type FakeRequest, fakeApi } from '../../../testing/fake-api';
import { makeRun, runId } from '../../../testing/make-run';
import { renderRoutes } from '../../../testing/render-app';
import { ReviewerPage } from './reviewer-page';

const projectId = '00000000-0000-4000-8000-000000000001';
const queueId = '00000000-0000-4000-8000-0000000000a1';
const at = '2026-01-02T03:04:05.000Z';
const meId = '00000000-0000-4000-8000-0000000000c1';
const itemId = (position: number) =>
  `00000000-0000-4000-8000-0000000001${String(position).padStart(2, '0')}`;
const questions = ['Capital of France?', 'What is 2+2?', 'Say hello'];
const answers = ['Paris.', '4', 'Hello!'];

function review(overrides: Partial<Review> = {}): Review {
  return {
    thumb: null,
    score: null,
    comment: null,
    reviewer: { id: meId, name: 'Ada' },
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

function item(position: number, overrides: Partial<ReviewQueueItem> = {}): ReviewQueueItem {
  const id = runId(position);
  return {
    id: itemId(position),
    queueId,
    position,
    runId: id,
    datasetItemId: null,
    run: makeRun({
      id,
      input: questions[position - 1] ?? 'Hi',
      output: answers[position - 1] ?? 'Hello',
    }),
    datasetItem: null,
    experimentOutput: null,
    myReview: null,
    otherReviews: [],
    ...overrides,
  };
}

const queue: ReviewQueue = {
  id: queueId,
  name: 'Support answers',
  source: 'filter',
  filters: { type: 'llm', filters: '' },
  datasetId: null,
  experimentId: null,
  variantIndexes: null,
  itemCount: 3,
  reviewedCount: 1,
  reviewedByMeCount: 1,
  createdAt: at,
  createdBy: { id: meId, name: 'Ada' },
};

function renderPage(
  items: ReviewQueueItem[],
  role: Role = 'member',
  extra: Record<string, FakeAnswer> = {},
) {
  const calls = fakeApi({
    [`GET /v1/review-queues/${queueId}`]: { body: { ...queue, itemCount: items.length } },
    [`GET /v1/review-queues/${queueId}/items`]: { body: { data: items, nextCursor: null } },
    'GET /v1/datasets-v2': { body: [] },
    ...Object.fromEntries(
      items.map((entry) => [
        `PUT /v1/review-queues/${queueId}/items/${entry.id}/review`,
        (request: FakeRequest) => Response.json(review(request.body as Partial<Review>)),
      ]),
    ),
    ...extra,
  });
  renderRoutes(<ReviewerPage projectId={projectId} queueId={queueId} memberRole={role} />, {
    path: `/reviews/${queueId}`,
  });
  return calls;
}

const press = (key: string, target: Element = document.body) => fireEvent.keyDown(target, { key });

beforeEach(() => useProjectStore.setState({ projectId }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useProjectStore.setState({ projectId: null });
});

describe('ReviewerPage', () => {
  it('opens on the first item I have not reviewed, with its input, output and progress', async () => {
    renderPage([item(1, { myReview: review({ thumb: 'up' }) }), item(2), item(3)]);
    expect(screen.getByRole('status', { name: 'Loading the queue' })).toBeTruthy();
    expect(await screen.findByText('Item 2 of 3')).toBeTruthy();
    expect(screen.getByText('What is 2+2?')).toBeTruthy();
    expect(screen.getByTestId('review-progress').textContent).toBe('1 of 3 reviewed');
    const shortcuts = screen.getByRole('region', { name: 'Keyboard shortcuts' });
    expect(within(shortcuts).getByText('Save and next')).toBeTruthy();
    expect(within(shortcuts).getByText('Thumb down')).toBeTruthy();
  });

  it('grades with the keyboard: a score, a thumb, Enter saves and goes to the next item', async () => {
    const calls = renderPage([item(1), item(2), item(3)]);
    await screen.findByText('Item 1 of 3');
    press('4');
    press('u');
    expect(screen.getByRole('button', { name: 'Score 4' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Thumb up' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    press('Enter');
    expect(await screen.findByText('Item 2 of 3')).toBeTruthy();
    const [put] = callsTo(calls, `PUT /v1/review-queues/${queueId}/items/${itemId(1)}/review`);
    expect(put?.body).toEqual({ thumb: 'up', score: 4, comment: null });
    expect(screen.getByTestId('review-progress').textContent).toBe('2 of 3 reviewed');
    // The new item starts blank; going back shows the saved review.
    expect(screen.getByRole('button', { name: 'Score 4' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    press('k');
    expect(await screen.findByText('Item 1 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Score 4' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByText('Saved')).toBeTruthy();
    press('ArrowRight');
    press('j');
    expect(await screen.findByText('Item 3 of 3')).toBeTruthy();
    press('j');
    expect(screen.getByText('Item 3 of 3')).toBeTruthy();
  });

  it("shows a dataset item's input and expected output, without Add to dataset", async () => {
    const datasetId = '00000000-0000-4000-8000-0000000000d1';
    renderPage([
      item(1, {
        runId: null,
        run: null,
        datasetItemId: '00000000-0000-4000-8000-0000000000d2',
        datasetItem: {
          id: '00000000-0000-4000-8000-0000000000d2',
          datasetId,
          input: 'Capital of Italy?',
          expectedOutput: 'Rome',
          metadata: {},
          createdAt: at,
          updatedAt: at,
        },
      }),
    ]);
    await screen.findByText('Item 1 of 1');
    expect(screen.getByText('Capital of Italy?')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Expected output' })).toBeTruthy();
    expect(screen.getByText('Rome')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Add to dataset' })).toBeNull();
  });

  it('saves with Enter after a score was clicked, instead of unpicking it', async () => {
    const calls = renderPage([item(1), item(2)]);
    await screen.findByText('Item 1 of 2');
    const three = screen.getByRole('button', { name: 'Score 3' });
    fireEvent.click(three);
    three.focus();
    press('Enter', three);
    expect(await screen.findByText('Item 2 of 2')).toBeTruthy();
    const [put] = callsTo(calls, `PUT /v1/review-queues/${queueId}/items/${itemId(1)}/review`);
    expect(put?.body).toEqual({ thumb: null, score: 3, comment: null });
  });

  it('types a comment without firing shortcuts, and saves it with Ctrl+Enter', async () => {
    const calls = renderPage([item(1), item(2)]);
    await screen.findByText('Item 1 of 2');
    press('c');
    const comment = screen.getByRole('textbox', { name: 'Comment' });
    expect(document.activeElement).toBe(comment);
    fireEvent.change(comment, { target: { value: 'Too dry' } });
    press('d', comment);
    press('3', comment);
    expect(screen.getByRole('button', { name: 'Thumb down' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    fireEvent.keyDown(comment, { key: 'Enter', ctrlKey: true });
    expect(await screen.findByText('Item 2 of 2')).toBeTruthy();
    const [put] = callsTo(calls, `PUT /v1/review-queues/${queueId}/items/${itemId(1)}/review`);
    expect(put?.body).toEqual({ thumb: null, score: null, comment: 'Too dry' });
  });

  it('refuses to save an empty review and says what is missing', async () => {
    const calls = renderPage([item(1), item(2)]);
    await screen.findByText('Item 1 of 2');
    press('Enter');
    expect(
      await screen.findByText('Give a thumb, a score or a comment before saving.'),
    ).toBeTruthy();
    expect(callsTo(calls, `PUT /v1/review-queues/${queueId}/items/${itemId(1)}/review`)).toEqual(
      [],
    );
    expect(screen.getByText('Item 1 of 2')).toBeTruthy();
  });

  it("shows the server's refusal and stays on the item", async () => {
    renderPage([item(1), item(2)], 'member', {
      [`PUT /v1/review-queues/${queueId}/items/${itemId(1)}/review`]: {
        status: 403,
        body: {
          error: 'Upgrade required',
          message: 'Human reviews: not included in the Free plan.',
        },
      },
    });
    await screen.findByText('Item 1 of 2');
    press('5');
    press('Enter');
    expect(await screen.findByText('Human reviews: not included in the Free plan.')).toBeTruthy();
    expect(screen.getByText('Item 1 of 2')).toBeTruthy();
  });

  it("lets a viewer read the queue and others' reviews but not review", async () => {
    const calls = renderPage(
      [
        item(1, {
          otherReviews: [
            review({
              score: 2,
              comment: 'Wrong city',
              reviewer: { id: '00000000-0000-4000-8000-0000000000c2', name: 'Grace' },
            }),
          ],
        }),
      ],
      'viewer',
    );
    await screen.findByText('Item 1 of 1');
    expect(screen.getByText('Grace')).toBeTruthy();
    expect(screen.getByText('Wrong city')).toBeTruthy();
    press('4');
    press('Enter');
    expect(screen.getByRole('button', { name: 'Score 4' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Your role may read reviews but not give them.')).toBeTruthy();
    await waitFor(() =>
      expect(callsTo(calls, `GET /v1/review-queues/${queueId}/items`)).toHaveLength(1),
    );
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("reviews an experiment's outputs with the keyboard: input, expected and the variant's output", async () => {
    const experimentId = '00000000-0000-4000-8000-0000000000e1';
    const output = (position: number, text: string, overrides: Partial<ReviewQueueItem> = {}) =>
      item(position, {
        runId: null,
        run: null,
        experimentOutput: {
          experimentId,
          itemId: itemId(90 + position),
          variantIndex: 1,
          variantLabel: 'Chatty',
          input: questions[position - 1] ?? 'Hi',
          expectedOutput: answers[position - 1] ?? null,
          output: text,
          error: null,
        },
        ...overrides,
      });
    const calls = renderPage([
      output(1, 'Paris, the capital of France.', {
        myReview: review({ score: 2, outdated: true }),
      }),
      output(2, 'Four, of course.'),
    ]);
    expect(await screen.findByText('Item 2 of 2')).toBeTruthy();
    expect(screen.getByText('What is 2+2?')).toBeTruthy();
    const expected = screen.getByRole('heading', { name: 'Expected output' }).parentElement;
    expect(expected?.textContent).toContain('4');
    expect(screen.getByText('Four, of course.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Output · Chatty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the experiment' }).getAttribute('href')).toBe(
      `/experiments/${experimentId}`,
    );
    press('5');
    press('d');
    press('Enter');
    await waitFor(() =>
      expect(
        callsTo(calls, `PUT /v1/review-queues/${queueId}/items/${itemId(2)}/review`),
      ).toHaveLength(1),
    );
    const [put] = callsTo(calls, `PUT /v1/review-queues/${queueId}/items/${itemId(2)}/review`);
    expect(put?.body).toEqual({ thumb: 'down', score: 5, comment: null });
    // Back to the first output: my grade there is on an output a re-run replaced.
    press('k');
    expect(await screen.findByText('Item 1 of 2')).toBeTruthy();
    expect(screen.getByText('Paris, the capital of France.')).toBeTruthy();
    expect(screen.getByText(/your grade is on an older output/)).toBeTruthy();
  });

  it('says when the queue is empty, and shows a failed load with a retry', async () => {
    let fail = true;
    fakeApi({
      [`GET /v1/review-queues/${queueId}`]: { body: { ...queue, itemCount: 0 } },
      [`GET /v1/review-queues/${queueId}/items`]: () =>
        fail
          ? Response.json(
              { error: 'Server error', message: 'Database unavailable' },
              { status: 503 },
            )
          : Response.json({ data: [], nextCursor: null }),
    });
    renderRoutes(<ReviewerPage projectId={projectId} queueId={queueId} memberRole="member" />);
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByText(/This queue is empty/)).toBeTruthy();
  });
});

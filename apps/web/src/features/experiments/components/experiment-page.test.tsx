import type { ExperimentWithResults } from '@lookout/domain';
import { layoutSizes } from '@lookout/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../../stores/project-store';
import { stubElementSize } from '../../../testing/element-size';
import { callsTo, type FakeAnswer, fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-app';
import {
  experimentId,
  makeExperimentWithResults,
  makeResult,
  makeSummary,
} from '../testing/make-experiment';
import { comparisonMinWidth } from './comparison-table';
import { ExperimentPage } from './experiment-page';

const projectId = '00000000-0000-4000-8000-000000000001';
const experimentPath = `/v1/experiments/${experimentId}`;
const evaluatorId = '00000000-0000-4000-8000-0000000000e1';

const finished = makeExperimentWithResults({
  itemInputs: ['How do I reset my password?', 'Where is my invoice?', 'Cancel my plan'],
  results: [
    makeResult(0, 0, {
      output: 'Click "Forgot password" on the login page.',
      passed: true,
      checks: [
        {
          evaluatorId,
          check: 'length',
          name: 'Short enough',
          passed: true,
          score: 42,
          reason: '42 characters, under 200',
          error: null,
        },
      ],
    }),
    makeResult(0, 1, {
      output: 'Click "Reset password" on the login page.',
      passed: false,
      checks: [
        {
          evaluatorId,
          check: 'length',
          name: 'Short enough',
          passed: false,
          score: 240,
          reason: '240 characters, over 200',
          error: null,
        },
      ],
    }),
    makeResult(1, 0, { output: 'Under Billing.' }),
    makeResult(1, 1, { output: 'Under Billing.' }),
    makeResult(2, 0, { output: 'Done.' }),
    makeResult(2, 1, { output: null, error: 'The provider answered 500: overloaded' }),
  ],
  summaries: [
    makeSummary(0, {
      done: 3,
      passRate: 1,
      cost: 0.0042,
      promptTokens: 1234,
      completionTokens: 56,
      avgDurationMs: 850,
      p95DurationMs: 1500,
    }),
    makeSummary(1, { done: 3, errors: 1, passRate: 0.5, cost: 0.001, avgDurationMs: 400 }),
  ],
});

function renderPage(
  routes: Record<string, FakeAnswer>,
  pollMs = 60_000,
  memberRole: 'member' | 'viewer' = 'member',
) {
  const calls = fakeApi(routes);
  const view = renderRoutes(
    [
      {
        path: '/experiments/:id',
        element: (
          <ExperimentPage
            projectId={projectId}
            experimentId={experimentId}
            memberRole={memberRole}
            pollMs={pollMs}
          />
        ),
      },
      { path: '/experiments', element: <div data-testid="list" /> },
    ],
    { path: `/experiments/${experimentId}` },
  );
  return { ...view, calls };
}

function comparisonRowsShown(): string[] {
  const table = screen.getByRole('table', { name: 'Comparison' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[1]?.textContent ?? '');
}

beforeEach(() => useProjectStore.setState({ projectId }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useProjectStore.setState({ projectId: null });
});

describe('ExperimentPage', () => {
  it('polls while the experiment runs, shows its progress, and stops asking once it finished', async () => {
    const answers: ExperimentWithResults[] = [
      { ...finished, status: 'queued', done: 0, results: [], summaries: [] },
      { ...finished, status: 'running', done: 4, results: finished.results.slice(0, 4) },
      finished,
    ];
    let asked = 0;
    const { calls } = renderPage(
      {
        [`GET ${experimentPath}`]: () => {
          const answer = answers[Math.min(asked, answers.length - 1)];
          asked += 1;
          return Response.json(answer);
        },
      },
      20,
    );
    expect(screen.getByRole('status', { name: 'Loading the experiment' })).toBeTruthy();
    expect(await screen.findByText('Queued')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(await screen.findByText('Finished')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Outputs produced' }).getAttribute('aria-valuetext'),
    ).toBe('6 / 6');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    const finishedAfter = callsTo(calls, `GET ${experimentPath}`).length;
    expect(finishedAfter).toBe(3);
    // Twenty more polling intervals pass without a request.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(callsTo(calls, `GET ${experimentPath}`)).toHaveLength(finishedAfter);
  });

  it('sums up each variant: pass rate, cost, tokens, latency and errors', async () => {
    renderPage({ [`GET ${experimentPath}`]: { body: finished } });
    const cards = await screen.findByRole('list', { name: 'Variant summaries' });
    const polite = within(cards).getByLabelText('Polite');
    const figures = (card: HTMLElement) =>
      Object.fromEntries(
        [...card.querySelectorAll('dt')].map((term) => [
          term.textContent,
          term.nextElementSibling?.textContent,
        ]),
      );
    expect(figures(polite)).toMatchObject({
      'Pass rate': '100%',
      Cost: '$0.0042',
      'Prompt tokens': '1,234',
      'Completion tokens': '56',
      'Avg latency': '0.85s',
      'p95 latency': '1.5s',
      Errors: '0',
      Done: '3 / 3',
    });
    expect(figures(within(cards).getByLabelText('Terse'))).toMatchObject({
      'Pass rate': '50%',
      Errors: '1',
      'p95 latency': '—',
    });
  });

  it('lays items against variants with outputs, check chips and reasons, and errors', async () => {
    renderPage({ [`GET ${experimentPath}`]: { body: finished } });
    const table = await screen.findByRole('table', { name: 'Comparison' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['#', 'Input', 'Expected output', 'Polite', 'Terse']);
    expect(comparisonRowsShown()).toEqual([
      'How do I reset my password?',
      'Where is my invoice?',
      'Cancel my plan',
    ]);
    const failedChip = within(table).getByRole('button', { name: 'Short enough: failed' });
    expect(failedChip.getAttribute('aria-description')).toBe(
      '240 characters, over 200 · Score 240',
    );
    expect(within(table).getByRole('button', { name: 'Short enough: passed' })).toBeTruthy();
    expect(within(table).getByText('The provider answered 500: overloaded')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Any failed' }));
    expect(comparisonRowsShown()).toEqual(['How do I reset my password?', 'Cancel my plan']);
    fireEvent.click(screen.getByRole('radio', { name: 'Differences only' }));
    expect(comparisonRowsShown()).toEqual(['How do I reset my password?']);
    expect(screen.getByText('1 of 3 items')).toBeTruthy();
  });

  it('keeps its check chips as buttons that lead nowhere broken', async () => {
    renderPage({ [`GET ${experimentPath}`]: { body: finished } });
    const table = await screen.findByRole('table', { name: 'Comparison' });
    const chips = within(table).getAllByRole('button', { name: /^Short enough: / });
    expect(chips.length).toBeGreaterThan(0);
    for (const chip of chips) {
      expect(chip.tagName).toBe('BUTTON');
      expect(chip.closest('a')).toBeNull();
    }
    expect(within(table).queryAllByRole('link')).toEqual([]);
  });

  it('fits two variants at 1280×720 without scrolling the page sideways', async () => {
    renderPage({ [`GET ${experimentPath}`]: { body: finished } });
    const table = await screen.findByRole('table', { name: 'Comparison' });
    expect(finished.variants).toHaveLength(2);
    // 1280 px less the sidebar and its border, the shell's and the page's padding, the table's
    // border and a scrollbar.
    const room = 1280 - layoutSizes.sidebarWidth - 1 - 4 * layoutSizes.pagePadding - 2 - 16;
    expect(comparisonMinWidth(2)).toBeLessThanOrEqual(room);
    expect(table.style.minWidth).toBe(`${comparisonMinWidth(2)}px`);
    // Anything wider scrolls inside the table's own box, which the page lets shrink.
    const scroller = table.parentElement as HTMLElement;
    expect(scroller.className).toMatch(/\boverflow-auto\b/);
    expect(scroller.className).toMatch(/\bmin-w-0\b/);
    const section = table.closest('section') as HTMLElement;
    expect(section.className).toMatch(/\bmin-w-0\b/);
    expect(section.parentElement?.className).toMatch(/\bmin-w-0\b/);
  });

  it('renders only the rows in view when there are many items', async () => {
    const restore = stubElementSize({ height: 600 });
    // Rows measure themselves as a browser lays them out: 120 px each.
    const rect = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue(DOMRect.fromRect({ width: 1280, height: 120 }));
    const inputs = Array.from({ length: 500 }, (_, index) => `Question ${index + 1}`);
    renderPage({
      [`GET ${experimentPath}`]: {
        body: makeExperimentWithResults({
          itemInputs: inputs,
          results: inputs.map((_, index) => makeResult(index, 0)),
        }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Comparison' });
    expect(table.getAttribute('aria-rowcount')).toBe('501');
    const rendered = comparisonRowsShown();
    expect(rendered[0]).toBe('Question 1');
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(50);
    rect.mockRestore();
    restore();
  });

  it('expands a long output and collapses it again', async () => {
    const long = `${'All good. '.repeat(40)}The end.`;
    renderPage({
      [`GET ${experimentPath}`]: {
        body: { ...finished, results: [makeResult(0, 0, { output: long })] },
      },
    });
    const more = await screen.findByRole('button', { name: 'Show more' });
    expect(screen.queryByText(long)).toBeNull();
    fireEvent.click(more);
    expect(screen.getByText(long)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('opens a diff of two chosen outputs', async () => {
    renderPage({ [`GET ${experimentPath}`]: { body: finished } });
    const compare = await screen.findByRole('button', { name: 'Compare outputs' });
    expect(compare.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Choose item 1 · Polite for comparison' }));
    fireEvent.click(screen.getByRole('button', { name: 'Choose item 1 · Terse for comparison' }));
    expect(compare.hasAttribute('disabled')).toBe(false);
    fireEvent.click(compare);
    const dialog = await screen.findByRole('dialog', { name: 'Compare outputs' });
    const diff = within(dialog).getByRole('figure', { name: 'Item 1 · Polite → Item 1 · Terse' });
    expect(
      [...diff.querySelectorAll('[data-change="removed"]')].map((part) => part.textContent),
    ).toEqual([' [removed: Forgot] ']);
    expect(
      [...diff.querySelectorAll('[data-change="added"]')].map((part) => part.textContent),
    ).toEqual([' [added: Reset] ']);
  });

  it('re-runs only the failed outputs, and cancels a running experiment', async () => {
    let current: ExperimentWithResults = finished;
    const { calls } = renderPage({
      [`GET ${experimentPath}`]: () => Response.json(current),
      [`POST ${experimentPath}/rerun`]: () => {
        current = { ...finished, status: 'running' };
        return Response.json(current);
      },
      [`POST ${experimentPath}/cancel`]: () => {
        current = { ...finished, status: 'cancelled' };
        return Response.json(current);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Re-run failed' }));
    await waitFor(() => expect(callsTo(calls, `POST ${experimentPath}/rerun`)).toHaveLength(1));
    expect(callsTo(calls, `POST ${experimentPath}/rerun`)[0]?.body).toEqual({ onlyFailed: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(callsTo(calls, `POST ${experimentPath}/cancel`)).toHaveLength(1);
  });

  it('deletes the experiment after asking, then goes back to the list', async () => {
    const { calls, router } = renderPage({
      [`GET ${experimentPath}`]: { body: finished },
      [`DELETE ${experimentPath}`]: { status: 204 },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete experiment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete experiment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/experiments'));
    expect(callsTo(calls, `DELETE ${experimentPath}`)).toHaveLength(1);
  });

  it('lets a viewer read the comparison but not run, cancel or delete', async () => {
    renderPage({ [`GET ${experimentPath}`]: { body: finished } }, 60_000, 'viewer');
    await screen.findByRole('table', { name: 'Comparison' });
    for (const name of ['Re-run', 'Re-run failed', 'Cancel', 'Delete experiment']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });

  it('says when the experiment does not exist', async () => {
    renderPage({
      [`GET ${experimentPath}`]: {
        status: 404,
        body: { error: 'Not found', message: 'No such experiment' },
      },
    });
    expect(await screen.findByText('It was deleted, or belongs to another project.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Experiments' }).getAttribute('href')).toBe(
      '/experiments',
    );
  });
});

import type { Evaluator, Job, Role } from '@lookout/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { textCommitDelayMs } from '../../../components/filter-bar/param-editors/text-param-editor';
import { useProjectStore } from '../../../stores/project-store';
import { callsTo, type FakeAnswer, fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-app';
import { EvaluatorPage } from './evaluator-page';
import { EvaluatorsPage } from './evaluators-page';

const projectId = '00000000-0000-4000-8000-000000000001';
const evaluatorId = '00000000-0000-4000-8000-000000000101';

const refund: Evaluator = {
  id: evaluatorId,
  name: 'Mentions refund',
  type: 'string',
  params: ['output', 'contains', 'insensitive', 'refund'],
  mode: 'realtime',
  filters: 'status=success',
  sampleRate: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

function job(index: number, overrides: Partial<Job> = {}): Job {
  return {
    id: `00000000-0000-4000-8000-00000000020${index}`,
    projectId,
    kind: 'evaluations.grade',
    state: 'queued',
    attempts: 0,
    maxAttempts: 5,
    progress: { done: 0, total: 50, message: null },
    lastError: null,
    cancelRequested: false,
    runAfter: '2026-11-01T10:00:00.000Z',
    createdAt: '2026-11-01T10:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    ...overrides,
  };
}

function renderAt(path: string, routes: Record<string, FakeAnswer>, role: Role = 'member') {
  const calls = fakeApi(routes);
  const view = renderRoutes(
    [
      { path: '/evaluators', element: <EvaluatorsPage projectId={projectId} memberRole={role} /> },
      { path: '/evaluators/:evaluatorId', element: <div data-testid="editor" /> },
    ],
    { path },
  );
  return { ...view, calls };
}

function renderEditor(id: string, routes: Record<string, FakeAnswer>, role: Role = 'member') {
  const calls = fakeApi(routes);
  const view = renderRoutes(
    [
      { path: '/evaluators', element: <div data-testid="list" /> },
      {
        path: '/evaluators/:evaluatorId',
        element: <EvaluatorPage projectId={projectId} memberRole={role} evaluatorId={id} />,
      },
    ],
    { path: `/evaluators/${id}` },
  );
  return { ...view, calls };
}

function pick(trigger: HTMLElement, option: string) {
  fireEvent.keyDown(trigger, { key: 'Enter' });
  fireEvent.click(screen.getByRole('option', { name: option }));
}

beforeEach(() => useProjectStore.setState({ projectId }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useProjectStore.setState({ projectId: null });
});

describe('EvaluatorsPage', () => {
  it('lists evaluators with type, mode, sample rate and the runs they grade', async () => {
    renderAt('/evaluators', {
      'GET /v1/evaluators': {
        body: [
          refund,
          {
            ...refund,
            id: `${evaluatorId.slice(0, -1)}2`,
            name: 'Polite',
            type: 'tone',
            params: ['friendly'],
            mode: 'manual',
            filters: '',
            sampleRate: 0.5,
          },
        ],
      },
    });
    expect(screen.getByRole('status', { name: 'Loading evaluators' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Evaluators' });
    const refundRow = within(table).getByRole('link', { name: 'Mentions refund' }).closest('tr');
    expect(refundRow?.textContent).toContain('String');
    expect(refundRow?.textContent).toContain('Realtime');
    expect(refundRow?.textContent).toContain('100 %');
    expect(refundRow?.textContent).toContain('Status');
    const politeRow = within(table).getByRole('link', { name: 'Polite' }).closest('tr');
    expect(politeRow?.textContent).toContain('Tone');
    expect(politeRow?.textContent).toContain('AI');
    expect(politeRow?.textContent).toContain('Manual');
    expect(politeRow?.textContent).toContain('50 %');
    expect(politeRow?.textContent).toContain('Every LLM call');
  });

  it("shows each evaluator's pass rate, linking to the logs it passed and failed", async () => {
    const { calls } = renderAt('/evaluators', {
      'GET /v1/evaluators': { body: [refund] },
      'GET /v1/runs/count': (request) =>
        Response.json({
          count: request.query.get('filters')?.endsWith('.passed') ? 3 : 1,
          capped: false,
        }),
    });
    const failed = await screen.findByRole('link', { name: '1 failed' });
    expect(screen.getByText('75 %')).toBeTruthy();
    expect(screen.getByRole('link', { name: '3 passed' })).toBeTruthy();
    const url = new URL(failed.getAttribute('href') ?? '', 'http://lookout.test');
    expect(url.pathname).toBe('/logs');
    expect(url.searchParams.get('type')).toBe('llm');
    expect(url.searchParams.get('filters')).toBe(`evaluations=${evaluatorId}.failed`);
    const filters = callsTo(calls, 'GET /v1/runs/count').map((call) => call.query.get('filters'));
    expect(filters.sort()).toEqual([
      `evaluations=${evaluatorId}.failed`,
      `evaluations=${evaluatorId}.passed`,
    ]);
  });

  it('says when there are none, and when the list cannot load', async () => {
    renderAt('/evaluators', { 'GET /v1/evaluators': { body: [] } });
    expect(await screen.findByText(/No evaluators yet/)).toBeTruthy();
    cleanup();
    renderAt('/evaluators', {
      'GET /v1/evaluators': {
        status: 500,
        body: { error: 'Server error', message: 'Database down' },
      },
    });
    expect(await screen.findByText('Could not load the evaluators')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('deletes an evaluator after confirming', async () => {
    const { calls } = renderAt('/evaluators', {
      'GET /v1/evaluators': { body: [refund] },
      [`DELETE /v1/evaluators/${evaluatorId}`]: { status: 204 },
    });
    fireEvent.keyDown(await screen.findByRole('button', { name: 'Actions for Mentions refund' }), {
      key: 'Enter',
    });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete evaluator' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(callsTo(calls, `DELETE /v1/evaluators/${evaluatorId}`)).toHaveLength(1),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('runs an evaluator on existing logs, follows its jobs and cancels them', async () => {
    let polled = job(1, { state: 'running', progress: { done: 20, total: 50, message: null } });
    const { calls } = renderAt('/evaluators', {
      'GET /v1/evaluators': { body: [refund] },
      [`POST /v1/evaluators/${evaluatorId}/run`]: {
        body: {
          queued: 80,
          jobs: [job(1), job(2, { progress: { done: 0, total: 30, message: null } })],
        },
      },
      [`GET /v1/jobs/${job(1).id}`]: () => Response.json(polled),
      [`GET /v1/jobs/${job(2).id}`]: { body: job(2) },
      [`POST /v1/jobs/${job(1).id}/cancel`]: () => {
        polled = job(1, { state: 'cancelled', progress: { done: 20, total: 50, message: null } });
        return Response.json(polled);
      },
      [`POST /v1/jobs/${job(2).id}/cancel`]: { body: job(2, { state: 'cancelled' }) },
    });
    fireEvent.keyDown(await screen.findByRole('button', { name: 'Actions for Mentions refund' }), {
      key: 'Enter',
    });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Run on existing logs' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('No filter: every LLM call is graded.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start grading' }));
    await waitFor(() =>
      expect(callsTo(calls, `POST /v1/evaluators/${evaluatorId}/run`)[0]?.body).toEqual({
        filters: '',
      }),
    );
    expect(await within(dialog).findByText('0 of 80 runs')).toBeTruthy();
    expect(
      await within(dialog).findByText('20 of 80 runs', undefined, { timeout: 3000 }),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel grading' }));
    expect(await within(dialog).findByText('Cancelled')).toBeTruthy();
    expect(callsTo(calls, `POST /v1/jobs/${job(2).id}/cancel`)).toHaveLength(1);
    expect(within(dialog).queryByRole('button', { name: 'Cancel grading' })).toBeNull();
  });
});

describe('EvaluatorPage', () => {
  it('creates a realtime tone evaluator with its persona, filter and sample rate', async () => {
    const { calls, router } = renderEditor('new', {
      'POST /v1/evaluators': () => Response.json({ ...refund, name: 'Friendly', type: 'tone' }),
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Friendly' },
    });
    fireEvent.click(screen.getByRole('radio', { name: /^Tone/ }));
    expect(screen.getByText('Needs a provider key')).toBeTruthy();
    pick(screen.getByRole('combobox', { name: 'Tone persona' }), 'Friendly');
    fireEvent.click(screen.getByRole('radio', { name: 'Realtime' }));
    expect(
      screen.getByText('Grades new production runs that match the filter as they arrive.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Sample rate' }), {
      target: { value: '25' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create evaluator' }));
    await waitFor(() => expect(callsTo(calls, 'POST /v1/evaluators')).toHaveLength(1));
    expect(callsTo(calls, 'POST /v1/evaluators')[0]?.body).toEqual({
      name: 'Friendly',
      type: 'tone',
      params: ['friendly'],
      mode: 'realtime',
      filters: '',
      sampleRate: 0.25,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/evaluators'));
  });

  it('edits a percent with the filter bar editor and refuses a value off the 5 % steps', async () => {
    const { calls } = renderEditor('new', {});
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Follows rules' },
    });
    fireEvent.click(screen.getByRole('radio', { name: /^Guidelines/ }));
    const percent = screen.getByRole('spinbutton', { name: 'Guidelines minimum score' });
    expect((percent as HTMLInputElement).value).toBe('50');
    expect(percent.getAttribute('step')).toBe('5');
    expect(percent.getAttribute('max')).toBe('100');
    fireEvent.change(percent, { target: { value: '52' } });
    // Leaving the field applies the number, as clicking the button does in a browser.
    fireEvent.blur(percent);
    fireEvent.click(screen.getByRole('button', { name: 'Create evaluator' }));
    expect(
      await screen.findByText('Guidelines minimum score must be a multiple of 5'),
    ).toBeTruthy();
    expect(callsTo(calls, 'POST /v1/evaluators')).toHaveLength(0);
  });

  it('asks for a name and a type, and a local check needs no provider', async () => {
    renderEditor('new', {});
    fireEvent.click(screen.getByRole('button', { name: 'Create evaluator' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Choose a type')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /^String/ }));
    expect(screen.queryByText('Needs a provider key')).toBeNull();
    expect(screen.getByText('Text is empty', { exact: false })).toBeTruthy();
  });

  it('shows what the server refused', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderEditor('new', {
      'POST /v1/evaluators': {
        status: 400,
        body: {
          error: 'Invalid evaluator',
          message: 'Regex pattern is not a valid regular expression',
        },
      },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Digits' },
    });
    fireEvent.click(screen.getByRole('radio', { name: /^Regex/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Regex pattern' }), {
      target: { value: '(' },
    });
    await act(async () => {
      vi.advanceTimersByTime(textCommitDelayMs);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create evaluator' }));
    expect(await screen.findByText('Regex pattern is not a valid regular expression')).toBeTruthy();
  });

  it('edits a stored evaluator without changing its type', async () => {
    const { calls } = renderEditor(evaluatorId, {
      [`GET /v1/evaluators/${evaluatorId}`]: { body: refund },
      [`PATCH /v1/evaluators/${evaluatorId}`]: () => Response.json({ ...refund, mode: 'manual' }),
    });
    expect(await screen.findByRole('heading', { name: 'Mentions refund' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /^Tone/ })).toBeNull();
    expect(screen.getByTestId('filter-status')).toBeTruthy();
    expect(
      (screen.getByRole('spinbutton', { name: 'Sample rate' }) as HTMLInputElement).value,
    ).toBe('100');
    fireEvent.click(screen.getByRole('radio', { name: 'Manual' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(callsTo(calls, `PATCH /v1/evaluators/${evaluatorId}`)).toHaveLength(1),
    );
    const body = callsTo(calls, `PATCH /v1/evaluators/${evaluatorId}`)[0]?.body;
    expect(body).toEqual({
      name: 'Mentions refund',
      params: ['output', 'contains', 'insensitive', 'refund'],
      mode: 'manual',
      filters: 'status=success',
      sampleRate: 1,
    });
  });

  it('is read-only for a viewer', async () => {
    renderEditor(
      evaluatorId,
      { [`GET /v1/evaluators/${evaluatorId}`]: { body: refund } },
      'viewer',
    );
    expect(
      await screen.findByText('Your role can see this evaluator but not change it.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Run on existing logs' })).toBeNull();
  });

  it('says when the evaluator is gone', async () => {
    renderEditor(evaluatorId, {});
    expect(await screen.findByText('Evaluator not found')).toBeTruthy();
  });
});

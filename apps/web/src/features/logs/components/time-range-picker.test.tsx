import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../../stores/project-store';
import { stubElementSize } from '../../../testing/element-size';
import { callsTo, fakeApi } from '../../../testing/fake-api';
import { makeRun, runId } from '../../../testing/make-run';
import { renderRoutes } from '../../../testing/render-app';
import { browserTimeZone, fromLocalInput } from '../time-range';
import { LogsPage } from './logs-page';

const projectId = '00000000-0000-4000-8000-000000000001';

function answers() {
  return fakeApi({
    'GET /v1/runs': {
      body: { data: [makeRun({ id: runId(1), name: 'model-1' })], page: 0, limit: 30 },
    },
    'GET /v1/runs/count': { body: { count: 1, capped: false } },
    'GET /v1/runs/totals': {
      body: { count: 1, cost: 0, tokens: 0, errorRate: 0, durationP50: 1, durationP95: 1 },
    },
    'GET /v1/filters/tags': { body: [] },
  });
}

function showLogs(path = '/logs?type=llm') {
  return renderRoutes(<LogsPage memberRole="owner" />, { path, routePath: '/logs' });
}

beforeEach(() => {
  useProjectStore.setState({ projectId });
  stubElementSize();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  useProjectStore.setState({ projectId: null });
  localStorage.clear();
});

describe('the logs time range', () => {
  it('puts a picked preset in the URL and asks the list, count and totals from its start', async () => {
    const calls = answers();
    const { router } = showLogs();
    expect(await screen.findByText('model-1')).toBeTruthy();
    expect(callsTo(calls, 'GET /v1/runs')[0]?.query.get('from')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Time range: All time' }));
    const before = Date.now();
    fireEvent.click(await screen.findByRole('button', { name: 'Last hour' }));

    await waitFor(() => expect(router.state.location.search).toContain('range=1h'));
    expect(screen.getByRole('button', { name: 'Time range: Last hour' })).toBeTruthy();
    for (const call of ['GET /v1/runs', 'GET /v1/runs/count', 'GET /v1/runs/totals']) {
      await waitFor(() => expect(callsTo(calls, call).at(-1)?.query.get('from')).toBeTruthy());
      const from = Date.parse(callsTo(calls, call).at(-1)?.query.get('from') ?? '');
      // An hour before the request, and open-ended so new runs keep coming in.
      expect(from).toBeGreaterThanOrEqual(before - 3_600_000 - 1_000);
      expect(from).toBeLessThanOrEqual(Date.now() - 3_600_000);
      expect(callsTo(calls, call).at(-1)?.query.get('to')).toBeNull();
    }
  });

  it('opens on the range of its URL, and applies a custom range typed in the time zone', async () => {
    const calls = answers();
    const { router } = showLogs(
      '/logs?type=trace&from=2026-11-20T09:00:00.000Z&to=2026-11-21T09:00:00.000Z',
    );
    await waitFor(() => expect(callsTo(calls, 'GET /v1/runs')).toHaveLength(1));
    expect(callsTo(calls, 'GET /v1/runs')[0]?.query.get('from')).toBe('2026-11-20T09:00:00.000Z');
    expect(callsTo(calls, 'GET /v1/runs')[0]?.query.get('to')).toBe('2026-11-21T09:00:00.000Z');

    fireEvent.click(screen.getByRole('button', { name: /^Time range: / }));
    const [from, to] = [screen.getByLabelText('From'), screen.getByLabelText('To')];
    fireEvent.change(from, { target: { value: '2026-11-22T10:00' } });
    fireEvent.change(to, { target: { value: '2026-11-22T08:00' } });
    expect(screen.getByRole('alert').textContent).toBe('The end must be after the start.');
    expect(screen.getByRole('button', { name: 'Apply range' })).toHaveProperty('disabled', true);
    fireEvent.change(to, { target: { value: '2026-11-22T12:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply range' }));

    // The typed times are the user's clocks: the URL holds the instants they stand for.
    const expected = fromLocalInput('2026-11-22T10:00', browserTimeZone());
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('from')).toBe(expected),
    );
    expect(router.state.location.search).toContain('type=trace');
  });

  it('clears the range with the other filters when a range leaves the list empty', async () => {
    fakeApi({
      'GET /v1/runs': { body: { data: [], page: 0, limit: 30 } },
      'GET /v1/runs/count': { body: { count: 0, capped: false } },
      'GET /v1/filters/tags': { body: [] },
    });
    const { router } = showLogs('/logs?type=llm&range=15m');
    fireEvent.click(await screen.findByRole('button', { name: /clear/i }));
    await waitFor(() => expect(router.state.location.search).not.toContain('range='));
  });
});

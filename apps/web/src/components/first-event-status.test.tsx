import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fakeApi } from '../testing/fake-api';
import { makeRun, runId } from '../testing/make-run';
import { renderRoutes } from '../testing/render-app';
import { FirstEventStatus } from './first-event-status';

const projectId = '00000000-0000-4000-8000-000000000001';

/** A server whose project has no run until `arrive()` (or a test event) stores one. */
function projectWaiting() {
  let stored = false;
  const calls = fakeApi({
    'GET /v1/runs': ({ query }) =>
      Response.json({
        data: stored && query.get('type') === 'llm' ? [makeRun({ id: runId(7) })] : [],
        page: 0,
        limit: 1,
      }),
    'POST /v1/runs/ingest': () => {
      stored = true;
      return Response.json({ ok: true, accepted: 2, rejected: [] });
    },
  });
  return {
    calls,
    arrive: () => {
      stored = true;
    },
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FirstEventStatus', () => {
  it('waits, then flips to "Received your first event" with a link to it, without a reload, and stops asking', async () => {
    const { calls, arrive } = projectWaiting();
    renderRoutes(<FirstEventStatus projectId={projectId} publicKey="pk-1" pollMs={50} />);
    expect(await screen.findByText(/Waiting for your first event/)).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, 'GET /v1/runs').length).toBeGreaterThan(3));
    expect(callsTo(calls, 'GET /v1/runs')[0]?.query.get('projectId')).toBe(projectId);
    arrive();
    expect(await screen.findByText('Received your first event')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open it' }).getAttribute('href')).toBe(
      `/logs/${runId(7)}`,
    );
    const asked = callsTo(calls, 'GET /v1/runs').length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(callsTo(calls, 'GET /v1/runs')).toHaveLength(asked);
  });

  it('sends a real test event with the public key and shows it arrive at once', async () => {
    const { calls } = projectWaiting();
    // A long interval: the flip comes from the test event, not the next tick.
    renderRoutes(<FirstEventStatus projectId={projectId} publicKey="pk-1" pollMs={60_000} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send a test event' }));
    expect(await screen.findByText('Received your first event')).toBeTruthy();
    const [ingest] = callsTo(calls, 'POST /v1/runs/ingest');
    expect(ingest?.headers.get('authorization')).toBe('Bearer pk-1');
    const events =
      (ingest?.body as { events: Record<string, unknown>[] } | undefined)?.events ?? [];
    expect(events.map((event) => [event.event, event.type])).toEqual([
      ['start', 'llm'],
      ['end', 'llm'],
    ]);
    expect(new Set(events.map((event) => event.runId)).size).toBe(1);
  });

  it('says why a test event was refused', async () => {
    fakeApi({
      'GET /v1/runs': { body: { data: [], page: 0, limit: 1 } },
      'POST /v1/runs/ingest': {
        status: 403,
        body: { error: 'Ingestion limit reached', message: 'The plan limit is reached.' },
      },
    });
    renderRoutes(<FirstEventStatus projectId={projectId} publicKey="pk-1" pollMs={60_000} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send a test event' }));
    expect(await screen.findByText('The plan limit is reached.')).toBeTruthy();
    expect(screen.getByText(/Waiting for your first event/)).toBeTruthy();
  });
});

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../../stores/project-store';
import { stubElementSize } from '../../../testing/element-size';
import { callsTo, type FakeRequest, fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-app';
import { makeRun, runId } from '../../runs/testing/make-run';
import { LogsPage } from './logs-page';

const projectId = '00000000-0000-4000-8000-000000000001';

function runs(count: number, offset = 0) {
  return Array.from({ length: count }, (_, index) =>
    makeRun({ id: runId(offset + index + 1), name: `model-${offset + index + 1}` }),
  );
}

function pagedRuns(total: number) {
  return (request: FakeRequest) => {
    const page = Number(request.query.get('page') ?? 0);
    const limit = Number(request.query.get('limit') ?? 30);
    const data = runs(Math.max(0, Math.min(limit, total - page * limit)), page * limit);
    return Response.json({ data, page, limit });
  };
}

function showLogs(path = '/logs?type=llm') {
  return renderRoutes(
    <LogsPage memberRole="owner" projectId={projectId} projectName="Project #1" />,
    {
      path,
      routePath: '/logs',
    },
  );
}

beforeEach(() => {
  useProjectStore.setState({ projectId });
  // The table renders the rows that fit its scroller, which the test DOM does not lay out.
  stubElementSize();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useProjectStore.setState({ projectId: null });
  localStorage.clear();
});

describe('LogsPage', () => {
  it('lists the runs with their count, and loads more only while pages come back full', async () => {
    const calls = fakeApi({
      'GET /v1/runs': pagedRuns(35),
      'GET /v1/runs/count': { body: { count: 35 } },
      'GET /v1/filters/tags': { body: [] },
    });
    showLogs();
    expect(await screen.findByText('model-1')).toBeTruthy();
    expect((await screen.findByTestId('runs-count')).textContent).toBe('35 LLM calls');
    await waitFor(() => expect(callsTo(calls, 'GET /v1/runs')).toHaveLength(2));
    expect(callsTo(calls, 'GET /v1/runs').map((call) => call.query.get('page'))).toEqual([
      '0',
      '1',
    ]);
    expect(callsTo(calls, 'GET /v1/runs')[0]?.query.get('limit')).toBe('30');
    await waitFor(() => expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('36'));
    // The second page held 5 runs: no third request, no Load more.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(calls, 'GET /v1/runs')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('sorts by a column header and keeps the sort in the URL', async () => {
    const calls = fakeApi({
      'GET /v1/runs': pagedRuns(3),
      'GET /v1/runs/count': { body: { count: 3 } },
      'GET /v1/filters/tags': { body: [] },
    });
    const { router } = showLogs();
    await screen.findByText('model-1');
    fireEvent.click(screen.getByRole('button', { name: 'Cost' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=llm&sortField=cost'));
    await waitFor(() =>
      expect(callsTo(calls, 'GET /v1/runs').at(-1)?.query.get('sortField')).toBe('cost'),
    );
    expect(screen.getByRole('columnheader', { name: 'Cost' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cost' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?type=llm&sortField=cost&sortDirection=asc'),
    );
  });

  it('sends the complete filters and the search of the URL, and the trace columns', async () => {
    const calls = fakeApi({
      'GET /v1/runs': () =>
        Response.json({
          data: [makeRun({ type: 'agent', name: 'support-agent', spanCount: 7 })],
          page: 0,
          limit: 30,
        }),
      'GET /v1/runs/count': { body: { count: 1 } },
      'GET /v1/filters/tags': { body: [] },
    });
    showLogs(
      `/logs?type=trace&search=refund&filters=${encodeURIComponent('status=error&search=')}`,
    );
    expect(await screen.findByText('support-agent')).toBeTruthy();
    const request = callsTo(calls, 'GET /v1/runs')[0];
    expect(request?.query.get('type')).toBe('trace');
    expect(request?.query.get('filters')).toBe('status=error');
    expect(request?.query.get('search')).toBe('refund');
    expect(screen.getByRole('columnheader', { name: 'Spans' })).toBeTruthy();
    expect(screen.getByText('7')).toBeTruthy();
    // The half-filled search filter still shows in the bar.
    expect(screen.getByRole('group', { name: 'Search filter' })).toBeTruthy();
  });

  it('opens a run beside the list from its row and closes it with Escape', async () => {
    fakeApi({
      'GET /v1/runs': pagedRuns(2),
      'GET /v1/runs/count': { body: { count: 2 } },
      'GET /v1/filters/tags': { body: [] },
      [`GET /v1/runs/${runId(2)}`]: { body: makeRun({ id: runId(2), name: 'model-2' }) },
    });
    const { router } = showLogs();
    fireEvent.click(await screen.findByText('model-2'));
    await waitFor(() => expect(router.state.location.search).toContain(`selected=${runId(2)}`));
    const panel = await screen.findByRole('complementary', { name: 'Run details' });
    expect(await within(panel).findByRole('heading', { name: 'model-2' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(router.state.location.search).toBe('?type=llm'));
    expect(screen.queryByRole('complementary', { name: 'Run details' })).toBeNull();
  });

  it('renders HTML and scripts in logged values as text in the table', async () => {
    const payload = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';
    fakeApi({
      'GET /v1/runs': {
        body: {
          data: [
            makeRun({
              name: payload,
              input: payload,
              output: { role: 'assistant', content: payload },
              tags: [payload],
              userId: payload,
            }),
          ],
          page: 0,
          limit: 30,
        },
      },
      'GET /v1/runs/count': { body: { count: 1 } },
      'GET /v1/filters/tags': { body: [] },
    });
    const { container } = showLogs();
    expect((await screen.findAllByText(payload)).length).toBeGreaterThanOrEqual(3);
    expect(container.querySelector('table script, table img')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('says when nothing matches the filters, and clears them', async () => {
    fakeApi({
      'GET /v1/runs': { body: { data: [], page: 0, limit: 30 } },
      'GET /v1/runs/count': { body: { count: 0 } },
      'GET /v1/filters/tags': { body: [] },
    });
    const { router } = showLogs('/logs?type=llm&filters=status%3Derror');
    fireEvent.click(await screen.findByRole('button', { name: 'Clear filters and search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=llm'));
  });

  it('shows a new project how to send data, with its keys, and loads sample data', async () => {
    const calls = fakeApi({
      'GET /v1/runs': { body: { data: [], page: 0, limit: 30 } },
      'GET /v1/runs/count': { body: { count: 0 } },
      'GET /v1/filters/tags': { body: [] },
      [`GET /v1/projects/${projectId}/api-keys`]: {
        body: [
          { type: 'public', key: 'pk-test-123' },
          { type: 'private', key: 'sk-test-456' },
        ],
      },
      'POST /v1/runs/ingest': (request) =>
        Response.json({
          ok: true,
          accepted: (request.body as { events: unknown[] }).events.length,
          rejected: [],
        }),
    });
    showLogs();
    expect(
      await screen.findByRole('heading', { name: 'Send your first logs to Project #1' }),
    ).toBeTruthy();
    expect(
      callsTo(calls, 'GET /v1/runs/count')
        .map((call) => call.query.get('type'))
        .sort(),
    ).toEqual(['llm', 'llm', 'thread', 'trace']);
    expect(
      await screen.findByText(/lunary\.init\(\{ publicKey: 'pk-test-123', apiUrl: 'http/),
    ).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'OpenTelemetry' }));
    expect(
      await screen.findByText(/OTEL_EXPORTER_OTLP_HEADERS="Authorization=Bearer%20pk-test-123"/),
    ).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Langfuse' }));
    expect(await screen.findByText(/LANGFUSE_SECRET_KEY="sk-test-456"/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load sample data' }));
    await waitFor(() => expect(callsTo(calls, 'POST /v1/runs/ingest')).toHaveLength(1));
    const ingest = callsTo(calls, 'POST /v1/runs/ingest')[0];
    expect(ingest?.headers.get('authorization')).toBe('Bearer pk-test-123');
    const events =
      (ingest?.body as { events: Record<string, unknown>[] } | undefined)?.events ?? [];
    const starts = events.filter((event) => event.event === 'start');
    expect(starts.length).toBeGreaterThan(3);
    for (const event of starts) {
      expect(event.tags).toEqual(['sample']);
      expect(event.metadata).toEqual({ sample: true });
    }
  });
});

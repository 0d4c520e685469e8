import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../../stores/project-store';
import { stubElementSize } from '../../../testing/element-size';
import { callsTo, type FakeRequest, fakeApi } from '../../../testing/fake-api';
import { makeRun, runId } from '../../../testing/make-run';
import { renderRoutes } from '../../../testing/render-app';
import { LogsPage, type LogsToolbarState } from './logs-page';

const projectId = '00000000-0000-4000-8000-000000000001';
const viewId = '00000000-0000-4000-8000-000000000007';

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
  return renderRoutes(<LogsPage memberRole="owner" />, { path, routePath: '/logs' });
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
      'GET /v1/runs/count': { body: { count: 35, capped: false } },
      'GET /v1/filters/tags': { body: [] },
    });
    showLogs();
    expect(await screen.findByText('model-1')).toBeTruthy();
    expect((await screen.findByTestId('runs-count')).textContent).toBe('35 LLM calls');
    expect(callsTo(calls, 'GET /v1/runs')).toHaveLength(1);
    // Scrolling to the end of the full first page asks for the next one.
    const scroller = screen.getByTestId('runs-scroller');
    scroller.scrollTop = 30 * 40;
    fireEvent.scroll(scroller);
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

  it('shows the totals of the filtered list above the table, asked for with its filters', async () => {
    const calls = fakeApi({
      'GET /v1/runs': pagedRuns(3),
      'GET /v1/runs/count': { body: { count: 3, capped: false } },
      'GET /v1/runs/totals': {
        body: {
          count: 3,
          cost: 0.000023,
          tokens: 12_345,
          errorRate: 1 / 3,
          durationP50: 812,
          durationP95: 4200,
        },
      },
      'GET /v1/filters/tags': { body: [] },
    });
    showLogs('/logs?type=trace&search=refund');
    const totals = await screen.findByTestId('run-totals');
    expect(totals.textContent).toBe('Traces3Cost$0.000023Tokens12,345Errors33.3%p500.81sp954.2s');
    const [request] = callsTo(calls, 'GET /v1/runs/totals');
    expect(request?.query.get('type')).toBe('trace');
    expect(request?.query.get('search')).toBe('refund');
  });

  it('shows a search count that stopped at the cap as "10,000+", with the noun of the type', async () => {
    fakeApi({
      'GET /v1/runs': pagedRuns(30),
      'GET /v1/runs/count': ({ query }) =>
        Response.json(
          query.get('search') ? { count: 10_000, capped: true } : { count: 1, capped: false },
        ),
      'GET /v1/filters/tags': { body: [] },
    });
    showLogs('/logs?type=trace&search=refund');
    await waitFor(() =>
      expect(screen.getByTestId('runs-count').textContent).toBe('10,000+ traces'),
    );
    cleanup();
    showLogs('/logs?type=trace');
    expect((await screen.findByTestId('runs-count')).textContent).toBe('1 trace');
  });

  it('shows a filtered count that stopped at the cap as "10,000+" too', async () => {
    fakeApi({
      'GET /v1/runs': pagedRuns(30),
      'GET /v1/runs/count': ({ query }) =>
        Response.json(
          query.get('filters') ? { count: 10_000, capped: true } : { count: 12, capped: false },
        ),
      'GET /v1/filters/tags': { body: [] },
    });
    showLogs('/logs?type=llm&filters=models%3Dgpt-4o');
    expect((await screen.findByTestId('runs-count', {}, { timeout: 5000 })).textContent).toBe(
      '10,000+ LLM calls',
    );
    cleanup();
    showLogs('/logs?type=llm');
    expect((await screen.findByTestId('runs-count')).textContent).toBe('12 LLM calls');
  });

  it('asks for the count only once the first page has answered', async () => {
    let answerList: () => void = () => {};
    const listAnswered = new Promise<void>((resolve) => {
      answerList = resolve;
    });
    const calls = fakeApi({
      'GET /v1/runs': async (request) => {
        await listAnswered;
        return pagedRuns(3)(request);
      },
      'GET /v1/runs/count': { body: { count: 3, capped: false } },
      'GET /v1/filters/tags': { body: [] },
    });
    showLogs();
    await waitFor(() => expect(callsTo(calls, 'GET /v1/runs')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(calls, 'GET /v1/runs/count')).toHaveLength(0);
    answerList();
    expect((await screen.findByTestId('runs-count')).textContent).toBe('3 LLM calls');
  });

  it('sorts by a column header and keeps the sort in the URL', async () => {
    const calls = fakeApi({
      'GET /v1/runs': pagedRuns(3),
      'GET /v1/runs/count': { body: { count: 3, capped: false } },
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
      'GET /v1/runs/count': { body: { count: 1, capped: false } },
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
      'GET /v1/runs/count': { body: { count: 2, capped: false } },
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
      'GET /v1/runs/count': { body: { count: 1, capped: false } },
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
      'GET /v1/runs/count': { body: { count: 0, capped: false } },
      'GET /v1/filters/tags': { body: [] },
    });
    const { router } = showLogs('/logs?type=llm&filters=status%3Derror');
    fireEvent.click(await screen.findByRole('button', { name: 'Clear filters and search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=llm'));
  });

  it('shows the new-project state in place of the list and toolbar while the project has no run', async () => {
    const calls = fakeApi({
      'GET /v1/runs': { body: { data: [], page: 0, limit: 30 } },
      'GET /v1/runs/count': { body: { count: 0, capped: false } },
      'GET /v1/filters/tags': { body: [] },
    });
    renderRoutes(
      <LogsPage
        memberRole="owner"
        newProjectState={<p>Send your first logs</p>}
        sampleDataBanner={<button type="button">Remove sample data</button>}
        renderViewActions={() => <button type="button">Save view</button>}
      />,
      { path: '/logs?type=llm', routePath: '/logs' },
    );
    expect(await screen.findByText('Send your first logs')).toBeTruthy();
    expect(
      callsTo(calls, 'GET /v1/runs/count')
        .map((call) => call.query.get('type'))
        .sort(),
    ).toEqual(['llm', 'llm', 'thread', 'trace']);
    expect(screen.queryByRole('button', { name: 'Save view' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove sample data' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /search/i })).toBeNull();
  });

  it('puts the toolbar slots in the toolbar, the view actions only for roles that may update logs', async () => {
    fakeApi({
      'GET /v1/runs': pagedRuns(1),
      'GET /v1/runs/count': { body: { count: 1, capped: false } },
      'GET /v1/filters/tags': { body: [] },
    });
    const toolbars: LogsToolbarState[] = [];
    const slots = {
      newProjectState: <p>Send your first logs</p>,
      sampleDataBanner: <button type="button">Remove sample data</button>,
      renderViewActions: (toolbar: LogsToolbarState) => {
        toolbars.push(toolbar);
        return <button type="button">Save view</button>;
      },
    };
    renderRoutes(<LogsPage memberRole="owner" {...slots} />, {
      path: '/logs?type=trace&filters=status%3Derror',
      routePath: '/logs',
    });
    expect(await screen.findByText('model-1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save view' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove sample data' })).toBeTruthy();
    expect(screen.queryByText('Send your first logs')).toBeNull();
    expect(toolbars.at(-1)).toEqual({ type: 'trace', filters: 'status=error' });
    cleanup();

    renderRoutes(<LogsPage memberRole="viewer" {...slots} />, {
      path: '/logs?type=trace',
      routePath: '/logs',
    });
    expect(await screen.findByText('model-1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save view' })).toBeNull();
  });

  it('names the Live switch for screen readers and says what it does', async () => {
    fakeApi({
      'GET /v1/runs': pagedRuns(1),
      'GET /v1/runs/count': { body: { count: 1, capped: false } },
      'GET /v1/filters/tags': { body: [] },
    });
    showLogs();
    const live = await screen.findByRole('switch', { name: 'Live refresh' });
    expect(live.getAttribute('aria-checked')).toBe('false');
    expect(live.getAttribute('aria-describedby')).toBeTruthy();
    const hint = document.getElementById(live.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Loads new runs every 5 seconds');
    fireEvent.click(live);
    expect(live.getAttribute('aria-checked')).toBe('true');
  });

  it('titles the page with the open view and exports the runs as that view', async () => {
    const calls = fakeApi({
      'GET /v1/runs': pagedRuns(1),
      'GET /v1/runs/count': { body: { count: 1, capped: false } },
      'GET /v1/filters/tags': { body: [] },
      'GET /v1/runs/download': { body: { token: 'tok-1' } },
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderRoutes(
      <LogsPage memberRole="owner" openView={{ id: viewId, name: 'Errors in prod' }} />,
      { path: `/logs?view=${viewId}&type=llm`, routePath: '/logs' },
    );
    expect(await screen.findByRole('heading', { name: 'Errors in prod' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Export' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(callsTo(calls, 'GET /v1/runs/download')).toHaveLength(1));
    expect(callsTo(calls, 'GET /v1/runs/download')[0]?.query.get('viewId')).toBe(viewId);
  });
});

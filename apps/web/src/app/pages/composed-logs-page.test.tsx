import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeView } from '../../features/views/testing/make-view';
import { useProjectStore } from '../../stores/project-store';
import { stubElementSize } from '../../testing/element-size';
import { callsTo, type FakeAnswer, fakeApi } from '../../testing/fake-api';
import { makeRun, runId } from '../../testing/make-run';
import { renderRoutes } from '../../testing/render-app';
import { ComposedLogsPage } from './composed-logs-page';

const projectId = '00000000-0000-4000-8000-000000000001';
/** The filter strings that select the sample loader's runs (as now, and as earlier builds marked them). */
const sampleFilters = ['metadata=lookout%2Esample.true', 'tags=sample&metadata=sample.true'];
const isSampleFilter = (filters: string | null) => sampleFilters.includes(filters ?? '');
const errors = makeView(7, {
  name: 'Errors',
  icon: 'IconBug',
  data: 'status=error',
  type: 'trace',
});

function showLogs(
  path: string,
  routes: Record<string, FakeAnswer> = {},
  memberRole = 'owner',
  canReview = false,
) {
  const calls = fakeApi({
    'GET /v1/runs': {
      body: { data: [makeRun({ id: runId(1), name: 'run-1' })], page: 0, limit: 30 },
    },
    'GET /v1/runs/count': { body: { count: 1, capped: false } },
    'GET /v1/filters/tags': { body: [] },
    ...routes,
  });
  const rendered = renderRoutes(
    <ComposedLogsPage
      memberRole={memberRole}
      projectId={projectId}
      projectName="Project #1"
      canReview={canReview}
    />,
    { path, routePath: '/logs' },
  );
  return { ...rendered, calls };
}

beforeEach(() => {
  useProjectStore.setState({ projectId });
  // The logs table renders the rows that fit its scroller, which the test DOM does not lay out.
  stubElementSize();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useProjectStore.setState({ projectId: null });
  localStorage.clear();
});

describe('saving views from the logs page', () => {
  it('saves the current type and filters as a view, then opens it', async () => {
    const created = makeView(9, { name: 'Failed traces', data: 'status=error', type: 'trace' });
    const { calls, router } = showLogs('/logs?type=trace&filters=status%3Derror&search=', {
      'POST /v1/views': { status: 201, body: created },
      [`GET /v1/views/${created.id}`]: { body: created },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save view' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(callsTo(calls, 'POST /v1/views')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Failed traces' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save view' }));
    await waitFor(() => expect(callsTo(calls, 'POST /v1/views')).toHaveLength(1));
    expect(callsTo(calls, 'POST /v1/views')[0]?.body).toEqual({
      name: 'Failed traces',
      icon: null,
      data: 'status=error',
      type: 'trace',
    });
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('view')).toBe(created.id),
    );
    expect(await screen.findByRole('heading', { name: 'Failed traces' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save view' })).toBeNull();
  });

  it('shows the open view by name and offers no update while its filters are unchanged', async () => {
    showLogs(`/logs?view=${errors.id}&filters=status%3Derror&type=trace`, {
      [`GET /v1/views/${errors.id}`]: { body: errors },
    });
    expect(await screen.findByRole('heading', { name: 'Errors' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save changes to view' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save view' })).toBeNull();
  });

  it('saves changed filters into the open view and refreshes it', async () => {
    let view = errors;
    const { calls } = showLogs(`/logs?view=${errors.id}&filters=status%3Dsuccess&type=trace`, {
      [`GET /v1/views/${errors.id}`]: () => Response.json(view),
      [`PATCH /v1/views/${errors.id}`]: (request) => {
        view = { ...view, ...(request.body as object) };
        return Response.json(view);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes to view' }));
    await waitFor(() => expect(callsTo(calls, `PATCH /v1/views/${errors.id}`)).toHaveLength(1));
    expect(callsTo(calls, `PATCH /v1/views/${errors.id}`)[0]?.body).toEqual({
      data: 'status=success',
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Save changes to view' })).toBeNull(),
    );
    expect(callsTo(calls, `GET /v1/views/${errors.id}`).length).toBeGreaterThan(1);
  });

  it('offers neither action to a role that may not update logs', async () => {
    showLogs('/logs?type=llm', {}, 'viewer');
    expect(await screen.findByText('run-1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save view' })).toBeNull();
  });
});

describe('human review from the logs page', () => {
  it("links to a new review queue of the list's type and filter where review is allowed", async () => {
    showLogs('/logs?type=trace&filters=status%3Derror', {}, 'member', true);
    const link = await screen.findByRole('link', { name: 'Review' });
    const target = new URL(link.getAttribute('href') ?? '', 'http://lookout.test');
    expect(target.pathname).toBe('/reviews');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      new: '',
      type: 'trace',
      filters: 'status=error',
    });
  });

  it('offers no review link where the plan, licence or role does not allow it', async () => {
    showLogs('/logs?type=llm', {}, 'member', false);
    expect(await screen.findByText('run-1')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Review' })).toBeNull();
  });
});

describe('onboarding on the logs page', () => {
  it('shows a new project how to send data, with its keys, and loads sample data', async () => {
    const { calls } = showLogs('/logs?type=llm', {
      'GET /v1/runs': { body: { data: [], page: 0, limit: 30 } },
      'GET /v1/runs/count': { body: { count: 0, capped: false } },
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
    expect(
      await screen.findByRole('heading', { name: 'Send your first logs to Project #1' }),
    ).toBeTruthy();
    expect(
      callsTo(calls, 'GET /v1/runs/count')
        .filter((call) => !isSampleFilter(call.query.get('filters')))
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
      expect(event.metadata).toEqual({ 'lookout.sample': true });
    }
  });

  it('announces the sample data in a banner whose Remove asks first, then deletes the sample runs', async () => {
    let sampleLeft = true;
    const sampleRun = makeRun({ id: runId(9), name: 'sample-run' });
    const { calls } = showLogs('/logs?type=llm', {
      'GET /v1/runs/sample-data': () => Response.json({ present: sampleLeft }),
      'GET /v1/runs': ({ query }) =>
        Response.json({
          data:
            isSampleFilter(query.get('filters')) && sampleLeft && query.get('type') === 'llm'
              ? [sampleRun]
              : isSampleFilter(query.get('filters'))
                ? []
                : [makeRun({ id: runId(1), name: 'run-1' })],
          page: 0,
          limit: 30,
        }),
      [`DELETE /v1/runs/${sampleRun.id}`]: () => {
        sampleLeft = false;
        return new Response(null, { status: 204 });
      },
      'GET /v1/users': { body: { data: [], page: 0, limit: 100 } },
    });
    const banner = await screen.findByRole('status', { name: 'Sample data' });
    expect(banner.textContent).toContain('This project holds sample data');
    fireEvent.click(within(banner).getByRole('button', { name: 'Remove sample data' }));
    // It asks first: nothing is deleted until the user confirms.
    const dialog = await screen.findByRole('dialog', { name: 'Remove the sample data?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, `DELETE /v1/runs/${sampleRun.id}`)).toHaveLength(0);
    expect(screen.getByRole('status', { name: 'Sample data' })).toBeTruthy();

    fireEvent.click(within(banner).getByRole('button', { name: 'Remove sample data' }));
    const again = await screen.findByRole('dialog', { name: 'Remove the sample data?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(callsTo(calls, `DELETE /v1/runs/${sampleRun.id}`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Sample data' })).toBeNull());
  });

  it('shows the sample banner without Remove to a role that may not delete runs', async () => {
    showLogs(
      '/logs?type=llm',
      { 'GET /v1/runs/sample-data': { body: { present: true } } },
      'viewer',
    );
    expect(await screen.findByRole('status', { name: 'Sample data' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove sample data' })).toBeNull();
  });

  it('asks the server whether sample data is left, and shows no banner when it is not', async () => {
    // The server tells sample runs by the loader's marks, not by the tag (sample-data.test.ts).
    const { calls } = showLogs('/logs?type=llm', {
      'GET /v1/filters/tags': { body: ['sample'] },
      'GET /v1/runs/sample-data': { body: { present: false } },
    });
    expect(await screen.findByText('run-1')).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, 'GET /v1/runs/sample-data')).toHaveLength(1));
    // Without counting the project's runs for it.
    expect(
      callsTo(calls, 'GET /v1/runs/count').filter((call) =>
        isSampleFilter(call.query.get('filters')),
      ),
    ).toEqual([]);
    expect(screen.queryByRole('status', { name: 'Sample data' })).toBeNull();
  });
});

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddToDatasetButton } from '../../features/datasets/components/add-to-dataset-button';
import { makeDataset } from '../../features/datasets/testing/make-dataset';
import { RunPage } from '../../features/runs/components/run-page';
import { notifications } from '../../lib/notifications';
import { useProjectStore } from '../../stores/project-store';
import { stubElementSize } from '../../testing/element-size';
import { callsTo, type FakeAnswer, fakeApi } from '../../testing/fake-api';
import { makeRun, runId } from '../../testing/make-run';
import { renderRoutes } from '../../testing/render-app';
import { ComposedLogsPage } from './composed-logs-page';

const projectId = '00000000-0000-4000-8000-000000000001';
const support = makeDataset(1, 'Support questions', { itemCount: 4 });
const threeRuns = [1, 2, 3].map((n) => makeRun({ id: runId(n), name: `run-${n}` }));

function showLogs(routes: Record<string, FakeAnswer> = {}, canAddToDataset = true) {
  const calls = fakeApi({
    'GET /v1/runs': { body: { data: threeRuns, page: 0, limit: 30 } },
    'GET /v1/runs/count': { body: { count: 3, capped: false } },
    'GET /v1/filters/tags': { body: [] },
    'GET /v1/datasets-v2': { body: [support] },
    ...routes,
  });
  const rendered = renderRoutes(
    <ComposedLogsPage
      memberRole="member"
      projectId={projectId}
      projectName="Project #1"
      canAddToDataset={canAddToDataset}
    />,
    { path: '/logs?type=llm', routePath: '/logs' },
  );
  return { ...rendered, calls };
}

function box(name: string) {
  return screen.getByRole('checkbox', { name: `Select run ${name}` });
}

function rowOf(name: string) {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

beforeEach(() => {
  useProjectStore.setState({ projectId });
  stubElementSize();
});

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useProjectStore.setState({ projectId: null });
  localStorage.clear();
});

describe('adding runs from the logs to a dataset', () => {
  it('checks runs by box and with x, adds them to the chosen dataset and links to it', async () => {
    const { calls, router } = showLogs({
      [`POST /v1/datasets-v2/${support.id}/items/from-runs`]: {
        body: { added: 2, dataset: { ...support, itemCount: 6 } },
      },
    });
    await screen.findByText('run-1');
    fireEvent.click(box('run-1'));
    fireEvent.keyDown(rowOf('run-3'), { key: 'x' });
    expect(box('run-3').getAttribute('aria-checked')).toBe('true');
    expect(box('run-2').getAttribute('aria-checked')).toBe('false');
    // Checking a run does not open it.
    expect(new URLSearchParams(router.state.location.search).get('selected')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add 2 to dataset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to dataset' });
    expect(within(dialog).getByRole('radio', { name: 'The 2 selected runs' })).toBeTruthy();
    await waitFor(() =>
      expect(
        (within(dialog).getByRole('combobox', { name: 'Dataset' }) as HTMLSelectElement).value,
      ).toBe(support.id),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, `POST /v1/datasets-v2/${support.id}/items/from-runs`)[0]?.body).toEqual({
      runIds: [runId(1), runId(3)],
    });
    const link = await screen.findByRole('link', { name: 'Support questions' });
    expect(link.getAttribute('href')).toBe(`/datasets/v2/${support.id}`);
    expect(link.parentElement?.textContent).toBe('2 runs added to Support questions');
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe(`/datasets/v2/${support.id}`);
  });

  it('adds every run of the filtered view, and forgets checked runs when the filters change', async () => {
    const { calls, router } = showLogs({
      [`POST /v1/datasets-v2/${support.id}/items/from-runs`]: {
        body: { added: 3, dataset: support },
      },
    });
    await screen.findByText('run-1');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all loaded runs' }));
    expect(
      threeRuns.every((run) => box(run.name ?? '').getAttribute('aria-checked') === 'true'),
    ).toBe(true);
    await router.navigate('/logs?type=llm&filters=status%3Derror');
    await waitFor(() => expect(box('run-1').getAttribute('aria-checked')).toBe('false'));

    fireEvent.click(screen.getByRole('button', { name: 'Add to dataset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to dataset' });
    expect(within(dialog).getByText('All 3 runs of this view')).toBeTruthy();
    await waitFor(() =>
      expect(
        (within(dialog).getByRole('combobox', { name: 'Dataset' }) as HTMLSelectElement).value,
      ).toBe(support.id),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(callsTo(calls, `POST /v1/datasets-v2/${support.id}/items/from-runs`)[0]?.body).toEqual(
        {
          filters: 'status=error',
          type: 'llm',
        },
      ),
    );
  });

  it('creates a new dataset for the runs when asked', async () => {
    const created = makeDataset(2, 'From production');
    const { calls } = showLogs({
      'GET /v1/datasets-v2': { body: [] },
      'POST /v1/datasets-v2': { status: 201, body: created },
      [`POST /v1/datasets-v2/${created.id}/items/from-runs`]: {
        body: { added: 1, dataset: created },
      },
    });
    await screen.findByText('run-2');
    fireEvent.click(box('run-2'));
    fireEvent.click(screen.getByRole('button', { name: 'Add 1 to dataset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to dataset' });
    const add = within(dialog).getByRole('button', { name: 'Add' });
    expect(add.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'New dataset name' }), {
      target: { value: 'From production' },
    });
    fireEvent.click(add);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'POST /v1/datasets-v2')[0]?.body).toEqual({ name: 'From production' });
    expect(callsTo(calls, `POST /v1/datasets-v2/${created.id}/items/from-runs`)[0]?.body).toEqual({
      runIds: [runId(2)],
    });
  });

  it('shows no boxes and no action where datasets cannot be changed', async () => {
    showLogs({}, false);
    await screen.findByText('run-1');
    expect(screen.queryByRole('checkbox', { name: 'Select run run-1' })).toBeNull();
    expect(screen.queryByRole('button', { name: /to dataset/ })).toBeNull();
  });
});

describe('adding one run from the run view', () => {
  it('adds the open run to the chosen dataset', async () => {
    const run = makeRun({ id: runId(7), name: 'run-7' });
    const calls = fakeApi({
      [`GET /v1/runs/${run.id}`]: { body: run },
      'GET /v1/datasets-v2': { body: [support] },
      [`POST /v1/datasets-v2/${support.id}/items/from-runs`]: {
        body: { added: 1, dataset: support },
      },
    });
    // As the app composes it (shell-routes.tsx).
    renderRoutes(
      <RunPage
        memberRole="member"
        runActions={(id) => <AddToDatasetButton projectId={projectId} runIds={[id]} size="sm" />}
      />,
      { path: `/logs/${run.id}`, routePath: '/logs/:logId' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add 1 to dataset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to dataset' });
    expect(within(dialog).getByText('1 run')).toBeTruthy();
    await waitFor(() =>
      expect(
        (within(dialog).getByRole('combobox', { name: 'Dataset' }) as HTMLSelectElement).value,
      ).toBe(support.id),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(callsTo(calls, `POST /v1/datasets-v2/${support.id}/items/from-runs`)[0]?.body).toEqual(
        {
          runIds: [run.id],
        },
      ),
    );
    expect(await screen.findByRole('link', { name: 'Support questions' })).toBeTruthy();
  });
});

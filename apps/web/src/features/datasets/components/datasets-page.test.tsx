import type { Role } from '@lookout/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../../stores/project-store';
import { callsTo, type FakeAnswer, fakeApi } from '../../../testing/fake-api';
import { renderRoutes, shownNotifications } from '../../../testing/render-app';
import { makeDataset } from '../testing/make-dataset';
import { DatasetPage } from './dataset-page';
import { DatasetsPage } from './datasets-page';

const projectId = '00000000-0000-4000-8000-000000000001';
const support = makeDataset(1, 'Support questions', { itemCount: 12 });
const billing = makeDataset(2, 'Billing', { itemCount: 3 });

function renderList(
  routes: Record<string, FakeAnswer>,
  path = '/datasets/v2',
  role: Role = 'member',
) {
  const calls = fakeApi(routes);
  const view = renderRoutes(
    [
      { path: '/datasets/v2', element: <DatasetsPage projectId={projectId} memberRole={role} /> },
      {
        path: '/datasets/v2/:datasetId',
        element: <DatasetPage projectId={projectId} memberRole={role} />,
      },
    ],
    { path },
  );
  return { ...view, calls };
}

function rowNames() {
  return within(screen.getByRole('table', { name: 'Datasets' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
}

beforeEach(() => useProjectStore.setState({ projectId }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useProjectStore.setState({ projectId: null });
});

describe('DatasetsPage', () => {
  it('lists datasets with their item counts, newest first by default', async () => {
    const { calls } = renderList({ 'GET /v1/datasets-v2': { body: [support, billing] } });
    expect(screen.getByRole('status', { name: 'Loading datasets' })).toBeTruthy();
    await screen.findByRole('table', { name: 'Datasets' });
    expect(rowNames()).toEqual(['Support questions', 'Billing']);
    expect(
      screen.getByRole('link', { name: 'Support questions' }).closest('tr')?.textContent,
    ).toContain('12');
    expect(callsTo(calls, 'GET /v1/datasets-v2')[0]?.query.get('sort')).toBe('newest');
  });

  it('keeps a trimmed search and the order in the address and asks the server with them', async () => {
    const { calls, router } = renderList({
      'GET /v1/datasets-v2': (request) =>
        Response.json(request.query.get('search') === 'bill' ? [billing] : [support, billing]),
    });
    await screen.findByRole('table', { name: 'Datasets' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search datasets' }), {
      target: { value: '  bill ' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?search=bill'));
    await waitFor(() => expect(rowNames()).toEqual(['Billing']));
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort datasets' }), {
      target: { value: 'name-asc' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?search=bill&sort=name-asc'));
    await waitFor(() =>
      expect(callsTo(calls, 'GET /v1/datasets-v2').at(-1)?.query.toString()).toContain(
        'search=bill&sort=name-asc',
      ),
    );
  });

  it('reads the search and order from a shared link', async () => {
    const { calls } = renderList(
      { 'GET /v1/datasets-v2': { body: [billing] } },
      '/datasets/v2?search=bill&sort=oldest',
    );
    await screen.findByRole('table', { name: 'Datasets' });
    expect(
      (screen.getByRole('searchbox', { name: 'Search datasets' }) as HTMLInputElement).value,
    ).toBe('bill');
    const query = callsTo(calls, 'GET /v1/datasets-v2')[0]?.query;
    expect([query?.get('search'), query?.get('sort')]).toEqual(['bill', 'oldest']);
  });

  it('follows the address when Back or a link changes the search', async () => {
    const { router } = renderList(
      { 'GET /v1/datasets-v2': { body: [billing] } },
      '/datasets/v2?search=bill',
    );
    await screen.findByRole('table', { name: 'Datasets' });
    await router.navigate('/datasets/v2?search=support');
    const box = screen.getByRole('searchbox', { name: 'Search datasets' }) as HTMLInputElement;
    await waitFor(() => expect(box.value).toBe('support'));
    await router.navigate(-1);
    await waitFor(() => expect(box.value).toBe('bill'));
    expect(router.state.location.search).toBe('?search=bill');
  });

  it('explains the three ways to fill a dataset when there is none, and retries a failed load', async () => {
    let fail = true;
    renderList({
      'GET /v1/datasets-v2': () =>
        fail
          ? Response.json(
              { error: 'Server error', message: 'Database unavailable' },
              { status: 503 },
            )
          : Response.json([]),
    });
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const empty = await screen.findByRole('region', { name: 'No datasets yet' });
    expect(empty.textContent).toContain('importing a CSV or JSON-lines file');
    expect(empty.textContent).toContain('Add to dataset');
    expect(within(empty).getByRole('button', { name: 'Create your first dataset' })).toBeTruthy();
  });

  it('creates a dataset from the create state without loading "new", then the list refreshes', async () => {
    const created = makeDataset(3, 'FAQ');
    let listed = [support];
    const { calls, router } = renderList({
      'GET /v1/datasets-v2': () => Response.json(listed),
      'POST /v1/datasets-v2': () => {
        listed = [created, support];
        return Response.json(created, { status: 201 });
      },
      [`GET /v1/datasets-v2/${created.id}`]: { body: { ...created, items: [] } },
    });
    await screen.findByRole('table', { name: 'Datasets' });
    fireEvent.click(screen.getByRole('button', { name: 'New dataset' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/datasets/v2/new'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: ' FAQ ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create dataset' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/datasets/v2/${created.id}`));
    expect(callsTo(calls, 'POST /v1/datasets-v2')[0]?.body).toEqual({
      name: 'FAQ',
      description: null,
    });
    expect(callsTo(calls, 'GET /v1/datasets-v2/new')).toHaveLength(0);
    fireEvent.click(await screen.findByRole('link', { name: 'Datasets' }));
    await waitFor(() => expect(rowNames()).toEqual(['FAQ', 'Support questions']));
  });

  it('duplicates a dataset and refreshes the list', async () => {
    const copy = makeDataset(4, 'Support questions (copy)', { itemCount: 12 });
    let listed = [support];
    const { calls } = renderList({
      'GET /v1/datasets-v2': () => Response.json(listed),
      [`POST /v1/datasets-v2/${support.id}/duplicate`]: () => {
        listed = [copy, support];
        return Response.json(copy, { status: 201 });
      },
    });
    fireEvent.keyDown(
      await screen.findByRole('button', { name: 'Actions for Support questions' }),
      {
        key: 'Enter',
      },
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    await waitFor(() =>
      expect(rowNames()).toEqual(['Support questions (copy)', 'Support questions']),
    );
    expect(callsTo(calls, 'GET /v1/datasets-v2')).toHaveLength(2);
    expect(shownNotifications()).toContain(
      'Dataset duplicated — The copy is "Support questions (copy)", with the same items.',
    );
  });

  it('deletes a dataset after confirming, without loading the list again', async () => {
    const { calls } = renderList({
      'GET /v1/datasets-v2': { body: [support, billing] },
      [`DELETE /v1/datasets-v2/${billing.id}`]: { status: 204 },
    });
    fireEvent.keyDown(await screen.findByRole('button', { name: 'Actions for Billing' }), {
      key: 'Enter',
    });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete dataset' });
    expect(dialog.textContent).toContain('"Billing" and its 3 items are deleted for good.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowNames()).toEqual(['Support questions']));
    expect(callsTo(calls, `DELETE /v1/datasets-v2/${billing.id}`)).toHaveLength(1);
    expect(callsTo(calls, 'GET /v1/datasets-v2')).toHaveLength(1);
  });

  it('offers no create, duplicate or delete to a viewer', async () => {
    renderList({ 'GET /v1/datasets-v2': { body: [support] } }, '/datasets/v2', 'viewer');
    await screen.findByRole('table', { name: 'Datasets' });
    expect(screen.queryByRole('button', { name: 'New dataset' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actions for Support questions' })).toBeNull();
  });
});

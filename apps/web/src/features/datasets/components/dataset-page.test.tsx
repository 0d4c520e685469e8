import type { Role } from '@lookout/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../../stores/project-store';
import { callsTo, type FakeAnswer, fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-app';
import { makeDataset, makeItem } from '../testing/make-dataset';
import { DatasetPage } from './dataset-page';

const projectId = '00000000-0000-4000-8000-000000000001';
const dataset = makeDataset(1, 'Support questions', { itemCount: 2 });
const first = makeItem(1, dataset.id, { expectedOutput: 'Answer 1', metadata: { topic: 'login' } });
const second = makeItem(2, dataset.id);
const datasetPath = `/v1/datasets-v2/${dataset.id}`;

function renderDetail(routes: Record<string, FakeAnswer>, role: Role = 'member') {
  const calls = fakeApi({
    [`GET ${datasetPath}`]: { body: { ...dataset, items: [first, second] } },
    ...routes,
  });
  const view = renderRoutes(<DatasetPage projectId={projectId} memberRole={role} />, {
    path: `/datasets/v2/${dataset.id}`,
    routePath: '/datasets/v2/:datasetId',
  });
  return { ...view, calls };
}

function itemRows() {
  const rows = within(screen.getByRole('table', { name: 'Items' })).getAllByRole('row');
  return rows.slice(1).map((row) => row.textContent);
}

async function openItemAction(index: number, action: string) {
  fireEvent.keyDown(await screen.findByRole('button', { name: `Actions for item ${index}` }), {
    key: 'Enter',
  });
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
}

beforeEach(() => useProjectStore.setState({ projectId }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useProjectStore.setState({ projectId: null });
});

describe('DatasetPage', () => {
  it('shows the items with input, expected output and metadata', async () => {
    renderDetail({});
    await screen.findByRole('table', { name: 'Items' });
    expect(itemRows()).toEqual([
      expect.stringContaining('Question 1Answer 1{"topic":"login"}'),
      expect.stringContaining('Question 2None yet'),
    ]);
    expect(screen.getByText('2 items')).toBeTruthy();
  });

  it('adds an item of chat messages with an image, shown once the server has it', async () => {
    const added = makeItem(3, dataset.id, {
      input: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'What is on this?' },
            { type: 'image_url', image_url: { url: 'https://img.test/a.png' } },
          ],
        },
      ],
    });
    const { calls } = renderDetail({
      [`POST ${datasetPath}/items`]: { status: 201, body: added },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add item' });
    fireEvent.click(
      within(within(dialog).getByRole('group', { name: 'Input' })).getByRole('radio', {
        name: 'Chat messages',
      }),
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Input message 1 text' }), {
      target: { value: 'What is on this?' },
    });
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Add an image to Input message 1' }),
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Input message 1 image 1' }), {
      target: { value: 'https://img.test/a.png' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, `POST ${datasetPath}/items`)[0]?.body).toEqual({
      input: added.input,
      expectedOutput: null,
      metadata: {},
    });
    expect(itemRows()).toHaveLength(3);
    expect(itemRows()[2]).toContain('user: What is on this? [image https://img.test/a.png]');
    expect(callsTo(calls, `GET ${datasetPath}`)).toHaveLength(1);
  });

  it('refuses metadata that is not JSON before sending anything', async () => {
    const { calls } = renderDetail({});
    fireEvent.click(await screen.findByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add item' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Input' }), {
      target: { value: 'Hi' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Metadata (JSON)' }), {
      target: { value: '{topic' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add item' }));
    expect(await within(dialog).findByText('Metadata is not valid JSON')).toBeTruthy();
    expect(callsTo(calls, `POST ${datasetPath}/items`)).toHaveLength(0);
  });

  it('edits an item and deletes another, changing the table once the server confirms', async () => {
    const edited = { ...second, expectedOutput: 'Answer 2' };
    const { calls } = renderDetail({
      [`PATCH ${datasetPath}/items/${second.id}`]: { body: edited },
      [`DELETE ${datasetPath}/items/${first.id}`]: { status: 204 },
    });
    await openItemAction(2, 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit item' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Expected output' }), {
      target: { value: 'Answer 2' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save item' }));
    await waitFor(() => expect(itemRows()[1]).toContain('Answer 2'));
    expect(callsTo(calls, `PATCH ${datasetPath}/items/${second.id}`)[0]?.body).toMatchObject({
      input: 'Question 2',
      expectedOutput: 'Answer 2',
    });

    await openItemAction(1, 'Delete');
    const confirm = await screen.findByRole('dialog', { name: 'Delete item' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(itemRows()).toHaveLength(1));
    expect(itemRows()[0]).toContain('Question 2');
    expect(callsTo(calls, `GET ${datasetPath}`)).toHaveLength(1);
  });

  it('shows why generating an expected output failed, and stores the answer when it works', async () => {
    let fail = true;
    const { calls } = renderDetail({
      [`POST ${datasetPath}/items/${second.id}/generate`]: () =>
        fail
          ? Response.json(
              { error: 'Bad request', message: 'No OpenAI key: add one in Settings' },
              { status: 400 },
            )
          : Response.json({ ...second, expectedOutput: 'Generated answer' }),
    });
    await openItemAction(2, 'Generate expected output');
    const dialog = await screen.findByRole('dialog', { name: 'Generate expected output' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Model' }), {
      target: { value: 'gpt-4o' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByText('No OpenAI key: add one in Settings')).toBeTruthy();
    expect(callsTo(calls, `POST ${datasetPath}/items/${second.id}/generate`)[0]?.body).toEqual({
      model: 'gpt-4o',
    });
    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(itemRows()[1]).toContain('Generated answer'));
  });

  it('renames the dataset inline', async () => {
    const { calls } = renderDetail({
      [`PATCH ${datasetPath}`]: { body: { ...dataset, name: 'Support FAQ' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit dataset name' }));
    const input = screen.getByRole('textbox', { name: 'Dataset name' });
    fireEvent.change(input, { target: { value: 'Support FAQ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByRole('button', { name: 'Edit dataset name' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Support FAQ'),
    );
    expect(callsTo(calls, `PATCH ${datasetPath}`)[0]?.body).toEqual({ name: 'Support FAQ' });
  });

  it('exports the items as JSON lines', async () => {
    const { calls } = renderDetail({
      [`GET ${datasetPath}/export`]: () =>
        new Response('{"input":"Question 1"}\n', {
          headers: { 'content-type': 'application/x-ndjson' },
        }),
    });
    const saved: Blob[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.push(blob);
        return 'blob:dataset';
      },
      revokeObjectURL: () => {},
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Export JSONL' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(callsTo(calls, `GET ${datasetPath}/export`)).toHaveLength(1);
    expect(await saved[0]?.text()).toBe('{"input":"Question 1"}\n');
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('shows a failed load with a retry, and no editing to a viewer', async () => {
    let fail = true;
    fakeApi({
      [`GET ${datasetPath}`]: () =>
        fail
          ? Response.json({ error: 'Not found', message: 'Dataset not found' }, { status: 404 })
          : Response.json({ ...dataset, items: [first] }),
    });
    renderRoutes(<DatasetPage projectId={projectId} memberRole="viewer" />, {
      path: `/datasets/v2/${dataset.id}`,
      routePath: '/datasets/v2/:datasetId',
    });
    expect(await screen.findByText('Dataset not found')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('table', { name: 'Items' });
    expect(screen.queryByRole('button', { name: 'Add item' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actions for item 1' })).toBeNull();
  });
});

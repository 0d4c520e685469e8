import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../../stores/project-store';
import { callsTo, fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-app';
import { makeDataset, makeItem } from '../testing/make-dataset';
import { DatasetPage } from './dataset-page';

const projectId = '00000000-0000-4000-8000-000000000001';
const dataset = makeDataset(1, 'Support questions', { itemCount: 0 });
const datasetPath = `/v1/datasets-v2/${dataset.id}`;
const csv = 'question,answer,topic\nHow do I log in?,Use SSO,login\n"Refund, please",,billing\n';

function renderImport(answer: () => Response) {
  let imported = false;
  const calls = fakeApi({
    [`GET ${datasetPath}`]: () =>
      Response.json({
        ...dataset,
        items: imported ? [makeItem(1, dataset.id, { input: 'How do I log in?' })] : [],
      }),
    [`POST ${datasetPath}/import`]: () => {
      imported = true;
      return answer();
    },
  });
  renderRoutes(<DatasetPage projectId={projectId} memberRole="member" />, {
    path: `/datasets/v2/${dataset.id}`,
    routePath: '/datasets/v2/:datasetId',
  });
  return calls;
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Import' }));
  return screen.findByRole('dialog', { name: 'Import items' });
}

function pick(dialog: HTMLElement, file: File) {
  fireEvent.change(within(dialog).getByLabelText('File to import'), { target: { files: [file] } });
}

beforeEach(() => useProjectStore.setState({ projectId }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useProjectStore.setState({ projectId: null });
});

describe('ImportDialog', () => {
  it('previews a CSV, maps its columns, uploads it and lists the rows that failed', async () => {
    const calls = renderImport(() =>
      Response.json({ imported: 1, errors: [{ row: 2, message: 'input is empty' }] }),
    );
    const dialog = await openDialog();
    pick(dialog, new File([csv], 'faq.csv', { type: 'text/csv' }));
    const preview = await within(dialog).findByRole('table', { name: 'Preview' });
    expect(within(preview).getAllByRole('row')).toHaveLength(3);
    expect(preview.textContent).toContain('Refund, please');
    const input = within(dialog).getByRole('combobox', { name: 'Input column' });
    expect((input as HTMLSelectElement).value).toBe('question');
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Expected output column' }), {
      target: { value: 'answer' },
    });
    expect(
      within(preview)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['questioninput', 'answerexpected output', 'topicmetadata']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const failures = await within(dialog).findByRole('region', { name: 'Rows not imported' });
    expect(failures.textContent).toBe('1 error:row 2: input is empty');
    expect(within(dialog).getByText('1 item imported.')).toBeTruthy();
    const sent = callsTo(calls, `POST ${datasetPath}/import`)[0]?.body as FormData;
    expect((sent.get('file') as File).name).toBe('faq.csv');
    expect(JSON.parse(String(sent.get('mapping')))).toEqual({
      input: 'question',
      expectedOutput: 'answer',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Items' }).textContent).toContain(
        'How do I log in?',
      ),
    );
  });

  it('previews JSON lines without a mapping', async () => {
    const calls = renderImport(() => Response.json({ imported: 2, errors: [] }));
    const dialog = await openDialog();
    pick(
      dialog,
      new File(['{"input":"Hi","expectedOutput":"Hello"}\n{"input":"Bye"}\n'], 'items.jsonl'),
    );
    await within(dialog).findByRole('table', { name: 'Preview' });
    expect(within(dialog).queryByRole('combobox', { name: 'Input column' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('2 items imported.')).toBeTruthy();
    const sent = callsTo(calls, `POST ${datasetPath}/import`)[0]?.body as FormData;
    expect(sent.get('mapping')).toBeNull();
  });

  it('refuses a file that is neither CSV nor JSON lines, and shows a refused upload', async () => {
    renderImport(() =>
      Response.json(
        { error: 'Bad request', message: 'The CSV file has no "question" column' },
        { status: 400 },
      ),
    );
    const dialog = await openDialog();
    pick(dialog, new File(['hello'], 'notes.txt'));
    expect(await within(dialog).findByText('Choose a .csv or .jsonl file.')).toBeTruthy();
    pick(dialog, new File([csv], 'faq.csv'));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('The CSV file has no "question" column')).toBeTruthy();
  });
});

import type { Dataset } from '@lookout/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../../../stores/project-store';
import { callsTo, type FakeAnswer, fakeApi } from '../../../../testing/fake-api';
import { renderRoutes } from '../../../../testing/render-app';
import { DatasetV1Page } from './dataset-v1-page';
import { DatasetsV1Page } from './datasets-v1-page';

const projectId = '00000000-0000-4000-8000-000000000001';
const at = '2026-01-01T10:00:00.000Z';
const datasetId = '00000000-0000-4000-8000-000000000301';
const promptId = '00000000-0000-4000-8000-000000000302';
const variationId = '00000000-0000-4000-8000-000000000303';
const dataset: Dataset = {
  id: datasetId,
  slug: 'capitals',
  format: 'chat',
  createdAt: at,
  updatedAt: at,
  prompts: [
    {
      id: promptId,
      datasetId,
      createdAt: at,
      messages: [{ role: 'user', content: 'What is the capital of {{country}}?' }],
      variations: [
        {
          id: variationId,
          promptId,
          variables: { country: 'France' },
          context: null,
          idealOutput: 'Paris',
          createdAt: at,
        },
      ],
    },
  ],
};

function renderV1(routes: Record<string, FakeAnswer>, path: string) {
  const calls = fakeApi(routes);
  const view = renderRoutes(
    [
      { path: '/datasets', element: <DatasetsV1Page projectId={projectId} memberRole="member" /> },
      {
        path: '/datasets/:datasetId',
        element: <DatasetV1Page projectId={projectId} memberRole="member" />,
      },
    ],
    { path },
  );
  return { ...view, calls };
}

beforeEach(() => useProjectStore.setState({ projectId }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useProjectStore.setState({ projectId: null });
});

describe('datasets v1', () => {
  it('lists datasets and creates one with a slug and format, then opens it', async () => {
    const created = {
      ...dataset,
      id: '00000000-0000-4000-8000-000000000399',
      slug: 'faq',
      prompts: [],
    };
    const { calls, router } = renderV1(
      {
        'GET /v1/datasets': { body: [dataset] },
        'POST /v1/datasets': { status: 201, body: created },
        [`GET /v1/datasets/${created.id}`]: { body: created },
      },
      '/datasets',
    );
    const table = await screen.findByRole('table', { name: 'Datasets' });
    expect(
      within(table).getByRole('link', { name: 'capitals' }).closest('tr')?.textContent,
    ).toContain('Chat1');
    fireEvent.click(screen.getByRole('button', { name: 'New dataset' }));
    const dialog = await screen.findByRole('dialog', { name: 'New dataset' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Slug' }), {
      target: { value: 'faq' },
    });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Text' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/datasets/${created.id}`));
    expect(callsTo(calls, 'POST /v1/datasets')[0]?.body).toEqual({ slug: 'faq', format: 'text' });
  });

  it('edits a variation, adds one and a prompt, and names a bad variables line', async () => {
    const { calls } = renderV1(
      {
        [`GET /v1/datasets/${datasetId}`]: { body: dataset },
        [`PATCH /v1/datasets/variations/${variationId}`]: {
          body: dataset.prompts[0]?.variations[0],
        },
        'POST /v1/datasets/variations': { status: 201, body: dataset.prompts[0]?.variations[0] },
        'POST /v1/datasets/prompts': { status: 201, body: dataset.prompts[0] },
      },
      `/datasets/${datasetId}`,
    );
    const variables = await screen.findByRole('textbox', {
      name: 'Prompt 1 variation 1 variables',
    });
    expect((variables as HTMLTextAreaElement).value).toBe('country=France');
    fireEvent.change(variables, { target: { value: 'oops' } });
    const row = variables.closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await within(row).findByText('Line 1: write variables as name=value')).toBeTruthy();
    fireEvent.change(variables, { target: { value: 'country=Japan' } });
    fireEvent.change(
      within(row).getByRole('textbox', { name: 'Prompt 1 variation 1 ideal output' }),
      {
        target: { value: 'Tokyo' },
      },
    );
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo(calls, `PATCH /v1/datasets/variations/${variationId}`)[0]?.body).toEqual({
        variables: { country: 'Japan' },
        context: null,
        idealOutput: 'Tokyo',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add variation' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add prompt' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST /v1/datasets/variations')[0]?.body).toEqual({
        promptId,
        variables: {},
      }),
    );
    await waitFor(() =>
      expect(callsTo(calls, 'POST /v1/datasets/prompts')[0]?.body).toEqual({
        datasetId,
        messages: [{ role: 'user', content: '' }],
      }),
    );
  });
});

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../../stores/project-store';
import { callsTo, type FakeAnswer, fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-app';
import {
  datasetId,
  makeExperiment,
  makeTemplate,
  makeTemplateVersion,
} from '../testing/make-experiment';
import { NewExperimentPage } from './new-experiment-page';

const projectId = '00000000-0000-4000-8000-000000000001';
const evaluatorId = '00000000-0000-4000-8000-0000000000e1';
const at = '2026-02-01T10:00:00.000Z';
const v2 = makeTemplateVersion(1, 2, {
  extra: { model: 'gpt-4o-mini', max_tokens: 256, temperature: 1 },
});
const v1 = makeTemplateVersion(1, 1);
const template = makeTemplate(1, 'support-answer', [v2, v1]);

function renderForm(routes: Record<string, FakeAnswer> = {}) {
  const calls = fakeApi({
    'GET /v1/datasets-v2': {
      body: [
        {
          id: datasetId,
          name: 'Support questions',
          description: null,
          itemCount: 3,
          createdAt: at,
          updatedAt: at,
        },
      ],
    },
    'GET /v1/templates': { body: [template] },
    'GET /v1/evaluators': {
      body: [
        {
          id: evaluatorId,
          name: 'Short enough',
          type: 'length',
          params: ['<', 200],
          mode: 'manual',
          filters: '',
          sampleRate: 1,
          createdAt: at,
          updatedAt: at,
        },
      ],
    },
    'GET /v1/checklists': { body: [] },
    ...routes,
  });
  const view = renderRoutes(
    [
      { path: '/experiments/new', element: <NewExperimentPage projectId={projectId} /> },
      { path: '/experiments/:id', element: <div data-testid="experiment" /> },
    ],
    { path: '/experiments/new' },
  );
  return { ...view, calls };
}

function pick(trigger: HTMLElement, option: string) {
  fireEvent.keyDown(trigger, { key: 'Enter' });
  fireEvent.click(screen.getByRole('option', { name: option }));
}

/** The datasets, templates, evaluators and checklists have arrived. */
async function choicesLoaded() {
  await waitFor(() => expect(screen.queryAllByText('Loading…')).toHaveLength(0));
}

function variantCards() {
  return screen.getAllByRole('group', { name: /^Variant \d+$/ });
}

beforeEach(() => useProjectStore.setState({ projectId }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useProjectStore.setState({ projectId: null });
});

describe('NewExperimentPage', () => {
  it('adds variants up to ten and removes them, never the last one', async () => {
    renderForm();
    expect(variantCards()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Remove Variant 1' })).toBeNull();
    const add = screen.getByRole('button', { name: 'Add variant' });
    for (let step = 0; step < 9; step += 1) fireEvent.click(add);
    expect(variantCards()).toHaveLength(10);
    expect(screen.getByRole('heading', { name: 'Variants (10 of at most 10)' })).toBeTruthy();
    expect(add.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Variant 3' }));
    expect(variantCards()).toHaveLength(9);
    expect(add.hasAttribute('disabled')).toBe(false);
    // Ten variant cards, each with its model list, take a while on a busy machine.
  }, 60_000);

  it('shows what is missing next to each field and sends nothing', async () => {
    const { calls } = renderForm();
    const card = variantCards()[0] as HTMLElement;
    fireEvent.click(within(card).getByRole('radio', { name: 'Template version' }));
    fireEvent.change(within(card).getByRole('textbox', { name: 'Temperature' }), {
      target: { value: '5' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Run experiment' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Choose a dataset', { selector: 'p' })).toBeTruthy();
    expect(within(card).getByText('Choose a template version')).toBeTruthy();
    expect(within(card).getByText('Temperature must be between 0 and 2')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('4 fields need attention.');
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    // The contract's own message: a variant of the item's input alone needs a model.
    fireEvent.click(within(card).getByRole('radio', { name: 'Item input only' }));
    expect(within(card).queryByText('Choose a template version')).toBeNull();
    fireEvent.change(name, { target: { value: 'Try' } });
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(callsTo(calls, 'POST /v1/experiments')).toHaveLength(0);
  });

  it('creates the experiment from a template version and ad-hoc messages, then opens it', async () => {
    const created = makeExperiment({ status: 'queued', done: 0 });
    const { calls, router } = renderForm({
      'POST /v1/experiments': { status: 201, body: created },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), {
      target: { value: 'v2 vs ad hoc' },
    });
    await choicesLoaded();
    pick(screen.getByRole('combobox', { name: 'Dataset' }), 'Support questions (3 items)');

    const first = variantCards()[0] as HTMLElement;
    fireEvent.click(within(first).getByRole('radio', { name: 'Template version' }));
    await within(first).findByText('Choose a template');
    pick(within(first).getByRole('combobox', { name: 'Template' }), 'support-answer');
    expect(within(first).getByRole('combobox', { name: 'Version' }).textContent).toContain('v2');
    pick(within(first).getByRole('combobox', { name: 'Version' }), 'v1 · gpt-4o');

    fireEvent.click(screen.getByRole('button', { name: 'Add variant' }));
    const second = variantCards()[1] as HTMLElement;
    fireEvent.change(within(second).getByRole('textbox', { name: 'Variant 2, message 1' }), {
      target: { value: 'Answer in one sentence.' },
    });
    fireEvent.click(within(second).getByRole('button', { name: 'Add message' }));
    fireEvent.change(within(second).getByRole('textbox', { name: 'Variant 2, message 2' }), {
      target: { value: '{{input}}' },
    });
    pick(within(second).getByRole('combobox', { name: 'Model' }), 'GPT-4o');
    fireEvent.change(within(second).getByRole('textbox', { name: 'Max tokens' }), {
      target: { value: '300' },
    });

    const evaluators = screen.getByRole('combobox', { name: 'Evaluators' });
    fireEvent.focus(evaluators);
    fireEvent.click(await screen.findByRole('option', { name: 'Short enough (length)' }));

    fireEvent.click(screen.getByRole('button', { name: 'Run experiment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/experiments/${created.id}`));
    expect(callsTo(calls, 'POST /v1/experiments')[0]?.body).toEqual({
      name: 'v2 vs ad hoc',
      datasetId,
      variants: [
        {
          label: 'support-answer v1 · gpt-4o',
          templateVersionId: v1.id,
          messages: null,
          model: null,
          params: {},
        },
        {
          label: 'Prompt 2 · gpt-4o',
          templateVersionId: null,
          messages: [
            { role: 'system', content: 'Answer in one sentence.' },
            { role: 'user', content: '{{input}}' },
          ],
          model: 'gpt-4o',
          params: { max_tokens: 300 },
        },
      ],
      evaluatorIds: [evaluatorId],
      checklistId: null,
    });
  });

  it('shows the server refusing the experiment under the form', async () => {
    renderForm({
      'POST /v1/experiments': {
        status: 404,
        body: { error: 'Not found', message: 'No dataset with this id in the project' },
      },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Try' } });
    await choicesLoaded();
    pick(screen.getByRole('combobox', { name: 'Dataset' }), 'Support questions (3 items)');
    fireEvent.click(screen.getByRole('button', { name: 'Run experiment' }));
    expect(await screen.findByText('No dataset with this id in the project')).toBeTruthy();
  });
});

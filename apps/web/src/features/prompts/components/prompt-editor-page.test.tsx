import type { Role, TemplateWithVersions } from '@lookout/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../../stores/project-store';
import { callsTo, type FakeAnswer, fakeApi } from '../../../testing/fake-api';
import { renderRoutes, shownNotifications } from '../../../testing/render-app';
import type { PromptRunDraft } from '../prompt-run-draft';
import { makeTemplate, makeVersion } from '../testing/make-template';
import { useVariableValuesStore } from '../variable-values-store';
import { PromptEditorPage } from './prompt-editor-page';

const projectId = '00000000-0000-4000-8000-000000000001';
const deployed = makeVersion(1, 1, { notes: 'First cut' });
const draft = makeVersion(1, 2, {
  isDraft: true,
  content: [
    { role: 'system', content: 'You are a friendly support agent.' },
    { role: 'user', content: 'Answer {{question}} (v2)' },
  ],
});

function renderEditor(
  template: TemplateWithVersions,
  role: Role = 'prompt_editor',
  routes: Record<string, FakeAnswer> = {},
  runPanel?: (draft: PromptRunDraft) => React.ReactNode,
) {
  const calls = fakeApi({ [`GET /v1/templates/${template.id}`]: { body: template }, ...routes });
  const view = renderRoutes(
    [
      {
        path: '/prompts/:promptId',
        element: <PromptEditorPage projectId={projectId} memberRole={role} runPanel={runPanel} />,
      },
      { path: '/prompts', element: <div data-testid="list" /> },
    ],
    { path: `/prompts/${template.id}` },
  );
  return { ...view, calls };
}

function messageText(index: number) {
  return screen.getByRole<HTMLTextAreaElement>('textbox', { name: `Text of message ${index}` });
}

function openTab(name: RegExp | string) {
  const tab = screen.getByRole('tab', { name });
  fireEvent.mouseDown(tab);
  fireEvent.click(tab);
}

beforeEach(() => useProjectStore.setState({ projectId }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useProjectStore.setState({ projectId: null });
  useVariableValuesStore.setState({ byTemplate: {} });
  sessionStorage.clear();
});

describe('PromptEditorPage', () => {
  it('opens the newest version and detects and highlights the variables as they are typed', async () => {
    const template = makeTemplate(1, 'support-answer', [draft, deployed]);
    renderEditor(template);
    expect(await screen.findByRole('heading', { name: 'support-answer' })).toBeTruthy();
    expect(screen.getByText('v2 · Draft')).toBeTruthy();
    expect(messageText(2).value).toBe('Answer {{question}} (v2)');
    const saveDraft = screen.getByRole('button', { name: 'Save draft' });
    expect(saveDraft.hasAttribute('disabled')).toBe(true);
    fireEvent.change(messageText(2), { target: { value: 'Answer {{question}} for {{ city }}' } });
    expect(saveDraft.hasAttribute('disabled')).toBe(false);
    const marks = [...document.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['{{question}}', '{{ city }}']);
    openTab(/Variables/);
    const list = await screen.findByRole('list', { name: 'Variables' });
    expect(
      within(list)
        .getAllByRole('textbox')
        .map((box) => box.id),
    ).toEqual(['variable-question', 'variable-city']);
    fireEvent.change(within(list).getByRole('textbox', { name: '{{city}}' }), {
      target: { value: 'Paris' },
    });
    expect(useVariableValuesStore.getState().byTemplate[template.id]).toEqual({ city: 'Paris' });
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('lets a collaborator save a draft (a new version on top of a deployed one) but not deploy', async () => {
    const template = makeTemplate(1, 'support-answer', [deployed]);
    const saved = makeVersion(1, 2, { isDraft: true });
    const { calls } = renderEditor(template, 'collaborator', {
      [`POST /v1/templates/${template.id}/versions`]: { status: 201, body: saved },
    });
    await screen.findByRole('heading', { name: 'support-answer' });
    expect(screen.queryByRole('button', { name: 'Deploy' })).toBeNull();
    fireEvent.change(messageText(2), { target: { value: 'Reply to {{question}}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(callsTo(calls, `POST /v1/templates/${template.id}/versions`)).toHaveLength(1),
    );
    expect(callsTo(calls, `POST /v1/templates/${template.id}/versions`)[0]?.body).toEqual({
      content: [
        { role: 'system', content: 'You are a support agent.' },
        { role: 'user', content: 'Reply to {{question}}' },
      ],
      extra: { model: 'gpt-4o', max_tokens: 4096, temperature: 1 },
      notes: null,
      isDraft: true,
    });
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
  });

  it('lets a prompt editor deploy the draft on top with notes', async () => {
    const template = makeTemplate(1, 'support-answer', [draft, deployed]);
    const { calls } = renderEditor(template, 'prompt_editor', {
      [`PATCH /v1/template_versions/${draft.id}`]: { body: { ...draft, isDraft: false } },
    });
    await screen.findByRole('heading', { name: 'support-answer' });
    fireEvent.click(screen.getByRole('button', { name: 'Deploy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deploy v2' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Notes (optional)' }), {
      target: { value: 'Friendlier tone' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deploy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, `PATCH /v1/template_versions/${draft.id}`)[0]?.body).toMatchObject({
      content: draft.content,
      notes: 'Friendlier tone',
      isDraft: false,
    });
  });

  it('refuses tools that are not valid JSON before calling the server', async () => {
    const template = makeTemplate(1, 'support-answer', [deployed]);
    const { calls } = renderEditor(template);
    await screen.findByRole('heading', { name: 'support-answer' });
    const tools = screen.getByRole('textbox', { name: 'Tools (JSON)' });
    fireEvent.change(tools, { target: { value: '[{"type": "function"' } });
    expect(screen.getByText(/^Tools are not valid JSON: /)).toBeTruthy();
    expect(tools.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('names a setting out of range under its field and saves nothing', async () => {
    const template = makeTemplate(1, 'support-answer', [deployed]);
    const { calls } = renderEditor(template);
    await screen.findByRole('heading', { name: 'support-answer' });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Temperature' }), {
      target: { value: '3' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const settings = screen.getByRole('complementary', { name: 'Prompt settings' });
    expect(await within(settings).findByText('temperature must be between 0 and 2')).toBeTruthy();
    expect(shownNotifications()).toContain('Draft not saved — temperature must be between 0 and 2');
    expect(
      screen.getByRole('spinbutton', { name: 'Temperature' }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('picks a model from the catalogue by searching', async () => {
    const template = makeTemplate(1, 'support-answer', [deployed]);
    const { calls } = renderEditor(template, 'prompt_editor', {
      [`POST /v1/templates/${template.id}/versions`]: {
        status: 201,
        body: makeVersion(1, 2, { isDraft: true }),
      },
    });
    await screen.findByRole('heading', { name: 'support-answer' });
    fireEvent.click(screen.getByRole('button', { name: 'Model: GPT-4o' }));
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search models' }), {
      target: { value: 'mini' },
    });
    expect(screen.getByRole('group', { name: 'OpenAI' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'GPT-4o Mini' }));
    expect(await screen.findByRole('button', { name: 'Model: GPT-4o Mini' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(callsTo(calls, `POST /v1/templates/${template.id}/versions`)).toHaveLength(1),
    );
    expect(callsTo(calls, `POST /v1/templates/${template.id}/versions`)[0]?.body).toMatchObject({
      extra: { model: 'gpt-4o-mini' },
    });
  });

  it('edits and saves a text template as one string', async () => {
    const template = makeTemplate(2, 'summary', [], { mode: 'text' });
    const saved = makeVersion(2, 1, { isDraft: true, content: 'Summarise {{article}}' });
    const { calls } = renderEditor(template, 'prompt_editor', {
      [`POST /v1/templates/${template.id}/versions`]: { status: 201, body: saved },
    });
    await screen.findByRole('heading', { name: 'summary' });
    expect(screen.getByText('Not saved yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add message' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Template text' }), {
      target: { value: 'Summarise {{article}}' },
    });
    expect(screen.getByRole('tab', { name: 'Variables (1)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(callsTo(calls, `POST /v1/templates/${template.id}/versions`)).toHaveLength(1),
    );
    expect(callsTo(calls, `POST /v1/templates/${template.id}/versions`)[0]?.body).toMatchObject({
      content: 'Summarise {{article}}',
      isDraft: true,
    });
  });

  it('edits messages: role, order, add and remove', async () => {
    const template = makeTemplate(1, 'support-answer', [deployed]);
    renderEditor(template);
    await screen.findByRole('heading', { name: 'support-answer' });
    fireEvent.click(screen.getByRole('button', { name: 'Move message 2 up' }));
    expect(messageText(1).value).toBe('Answer {{question}} (v1)');
    fireEvent.change(screen.getByRole('combobox', { name: 'Role of message 2' }), {
      target: { value: 'developer' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add message' }));
    expect(screen.getAllByRole('region', { name: /^Message \d$/ })).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Remove message 1' }));
    expect(messageText(1).value).toBe('You are a support agent.');
    expect(
      screen.getByRole<HTMLSelectElement>('combobox', { name: 'Role of message 1' }).value,
    ).toBe('developer');
  });

  it('shows what changed between any two versions', async () => {
    const template = makeTemplate(1, 'support-answer', [draft, deployed]);
    renderEditor(template);
    await screen.findByRole('heading', { name: 'support-answer' });
    openTab('Versions');
    const versions = await screen.findByRole('list', { name: 'Versions' });
    expect(within(versions).getByText('First cut')).toBeTruthy();
    expect(within(versions).getAllByText('by Ada Lovelace')).toHaveLength(2);
    expect(within(versions).getByText('Draft')).toBeTruthy();
    expect(within(versions).getByText('Deployed')).toBeTruthy();
    const diff = screen.getByRole('figure', { name: 'Changes from v1 to v2' });
    const changed = (kind: string) =>
      [...diff.querySelectorAll(`[data-change="${kind}"]`)].map((line) =>
        line.textContent?.replace(/^[+−]\s*(Added: |Removed: )/, ''),
      );
    expect(changed('removed')).toEqual(['You are a support agent.', 'Answer {{question}} (v1)']);
    expect(changed('added')).toEqual([
      'You are a friendly support agent.',
      'Answer {{question}} (v2)',
    ]);
    expect(changed('same')).toContain(' [user]');
    fireEvent.change(screen.getByRole('combobox', { name: 'From' }), {
      target: { value: draft.id },
    });
    expect(screen.getByRole('figure', { name: 'Changes from v2 to v2' }).textContent).toContain(
      'No differences.',
    );
  });

  it('gives the SDK snippets that fetch this template with its variables', async () => {
    const template = makeTemplate(1, 'support-answer', [deployed]);
    renderEditor(template);
    await screen.findByRole('heading', { name: 'support-answer' });
    fireEvent.click(screen.getByRole('button', { name: 'Use in code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Use in code' });
    expect(dialog.textContent).toContain(
      'lunary.renderTemplate("support-answer", { "question": "…" })',
    );
  });

  it('hands the run panel the text, settings and variables as they are in the editor', async () => {
    const template = makeTemplate(1, 'support-answer', [deployed]);
    useVariableValuesStore.getState().setValue(template.id, 'question', 'Where is my order?');
    const runPanel = vi.fn((run: PromptRunDraft) => (
      <output aria-label="Run panel">{`${run.versionId} ${run.extra?.model} ${run.variables.question}`}</output>
    ));
    renderEditor(template, 'prompt_editor', {}, runPanel);
    const panel = await screen.findByRole('status', { name: 'Run panel' });
    expect(panel.textContent).toBe(`${deployed.id} gpt-4o Where is my order?`);
    fireEvent.change(messageText(2), { target: { value: 'Changed' } });
    expect(runPanel.mock.lastCall?.[0].content).toEqual([
      { role: 'system', content: 'You are a support agent.' },
      { role: 'user', content: 'Changed' },
    ]);
  });

  it('says when the prompt does not exist', async () => {
    const template = makeTemplate(9, 'gone');
    fakeApi({});
    renderRoutes(
      [
        {
          path: '/prompts/:promptId',
          element: <PromptEditorPage projectId={projectId} memberRole="owner" />,
        },
      ],
      { path: `/prompts/${template.id}` },
    );
    expect(await screen.findByText('Prompt not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All prompts' }).getAttribute('href')).toBe('/prompts');
  });

  it('asks before leaving with unsaved changes', async () => {
    const template = makeTemplate(1, 'support-answer', [deployed]);
    const { router } = renderEditor(template);
    await screen.findByRole('heading', { name: 'support-answer' });
    fireEvent.change(messageText(2), { target: { value: 'Changed' } });
    fireEvent.click(screen.getByRole('link', { name: 'Prompts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(router.state.location.pathname).toBe(`/prompts/${template.id}`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/prompts'));
  });
});

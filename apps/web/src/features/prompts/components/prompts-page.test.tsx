import type { Role } from '@lookout/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../../stores/project-store';
import { callsTo, type FakeAnswer, fakeApi } from '../../../testing/fake-api';
import { user } from '../../../testing/fixtures';
import {
  describedBy,
  downgradedOrg,
  projectReason,
  seatReason,
  underPlan,
} from '../../../testing/read-only';
import { renderRoutes, shownNotifications } from '../../../testing/render-app';
import { makeTemplate, makeVersion } from '../testing/make-template';
import { PromptsPage } from './prompts-page';

const projectId = '00000000-0000-4000-8000-000000000001';
const support = makeTemplate(1, 'support-answer', [
  makeVersion(1, 2, { isDraft: true, createdAt: '2026-02-01T10:00:00.000Z' }),
  makeVersion(1, 1),
]);
const welcome = makeTemplate(2, 'welcome-email', [
  makeVersion(2, 1, { createdAt: '2026-01-02T10:00:00.000Z' }),
]);

function renderPage(routes: Record<string, FakeAnswer>, role: Role = 'prompt_editor') {
  const calls = fakeApi(routes);
  const view = renderRoutes(
    [
      { path: '/prompts', element: <PromptsPage projectId={projectId} memberRole={role} /> },
      { path: '/prompts/:promptId', element: <div data-testid="editor" /> },
    ],
    { path: '/prompts' },
  );
  return { ...view, calls };
}

function rowSlugs() {
  const table = screen.getByRole('table', { name: 'Prompts' });
  return within(table)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

beforeEach(() => useProjectStore.setState({ projectId }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useProjectStore.setState({ projectId: null });
});

describe('PromptsPage', () => {
  it('lists templates newest change first, sorts by name and searches by slug', async () => {
    renderPage({ 'GET /v1/templates': { body: [welcome, support] } });
    expect(screen.getByRole('status', { name: 'Loading prompts' })).toBeTruthy();
    await screen.findByRole('table', { name: 'Prompts' });
    expect(rowSlugs()).toEqual(['support-answer', 'welcome-email']);
    const supportRow = screen.getByRole('link', { name: 'support-answer' }).closest('tr');
    expect(supportRow?.textContent).toContain('v1');
    fireEvent.click(screen.getByRole('radio', { name: 'Name' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search prompts' }), {
      target: { value: 'WELCOME' },
    });
    expect(rowSlugs()).toEqual(['welcome-email']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search prompts' }), {
      target: { value: 'nothing' },
    });
    expect(screen.getByText('No prompt matches "nothing".')).toBeTruthy();
  });

  it('says when there are no prompts yet, and shows a failed load with a retry', async () => {
    let fail = true;
    renderPage({
      'GET /v1/templates': () =>
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
    expect(await screen.findByText(/No prompts yet. Create one/)).toBeTruthy();
  });

  it('creates a prompt with a slug and a mode, then opens its editor', async () => {
    const created = makeTemplate(3, 'faq-bot', [], { mode: 'text' });
    const { calls, router } = renderPage({
      'GET /v1/templates': { body: [] },
      'POST /v1/templates': { status: 201, body: created },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New prompt' }));
    const dialog = await screen.findByRole('dialog', { name: 'New prompt' });
    const slug = within(dialog).getByRole('textbox', { name: 'Slug' });
    fireEvent.change(slug, { target: { value: 'FAQ bot' } });
    expect(
      within(dialog).getByText(
        'Slug may only contain lower-case letters, digits, dashes and underscores',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Create' }).hasAttribute('disabled')).toBe(
      true,
    );
    fireEvent.change(slug, { target: { value: 'faq-bot' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Plain text' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/prompts/${created.id}`));
    expect(callsTo(calls, 'POST /v1/templates')[0]?.body).toEqual({
      slug: 'faq-bot',
      mode: 'text',
    });
  });

  it('shows the server refusing a slug that is taken inside the dialog', async () => {
    renderPage({
      'GET /v1/templates': { body: [support] },
      [`PATCH /v1/templates/${support.id}`]: {
        status: 409,
        body: { error: 'Conflict', message: 'A template with this slug already exists' },
      },
    });
    fireEvent.keyDown(await screen.findByRole('button', { name: 'Actions for support-answer' }), {
      key: 'Enter',
    });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename prompt' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Slug' }), {
      target: { value: 'welcome-email' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(
      await within(dialog).findByText('A template with this slug already exists'),
    ).toBeTruthy();
  });

  it('deletes a prompt only after confirmation', async () => {
    let templates = [support, welcome];
    const { calls } = renderPage({
      'GET /v1/templates': () => Response.json(templates),
      [`DELETE /v1/templates/${support.id}`]: () => {
        templates = [welcome];
        return new Response(null, { status: 204 });
      },
    });
    fireEvent.keyDown(await screen.findByRole('button', { name: 'Actions for support-answer' }), {
      key: 'Enter',
    });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete prompt' });
    expect(callsTo(calls, `DELETE /v1/templates/${support.id}`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowSlugs()).toEqual(['welcome-email']));
    expect(callsTo(calls, `DELETE /v1/templates/${support.id}`)).toHaveLength(1);
  });

  it('duplicates a prompt in one call and says what the copy is named', async () => {
    let templates = [support];
    const copy = makeTemplate(4, 'support-answer-copy', support.versions);
    const { calls } = renderPage({
      'GET /v1/templates': () => Response.json(templates),
      [`POST /v1/templates/${support.id}/duplicate`]: () => {
        templates = [support, copy];
        return Response.json(copy);
      },
    });
    fireEvent.keyDown(await screen.findByRole('button', { name: 'Actions for support-answer' }), {
      key: 'Enter',
    });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    await waitFor(() => expect(rowSlugs()).toContain('support-answer-copy'));
    expect(callsTo(calls, `POST /v1/templates/${support.id}/duplicate`)).toHaveLength(1);
    expect(shownNotifications()).toContain(
      'Prompt duplicated — The copy is "support-answer-copy", with the same versions.',
    );
  });

  it('lets a collaborator open prompts but not create, rename, duplicate or delete them', async () => {
    renderPage({ 'GET /v1/templates': { body: [support] } }, 'collaborator');
    await screen.findByRole('table', { name: 'Prompts' });
    expect(screen.queryByRole('button', { name: 'New prompt' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actions for support-answer' })).toBeNull();
    expect(screen.getByRole('link', { name: 'support-answer' }).getAttribute('href')).toBe(
      `/prompts/${support.id}`,
    );
  });
});

describe('PromptsPage after a downgrade (cloud)', () => {
  function renderUnderPlan(readOnlyAccountIds: string[], readOnlyProjectIds: string[] = []) {
    fakeApi({ 'GET /v1/templates': { body: [support] } });
    renderRoutes(
      underPlan(<PromptsPage projectId={projectId} memberRole="member" />, {
        org: downgradedOrg(readOnlyAccountIds, readOnlyProjectIds),
        projectId,
      }),
      { path: '/prompts' },
    );
  }

  async function openActions() {
    fireEvent.keyDown(await screen.findByRole('button', { name: 'Actions for support-answer' }), {
      key: 'Enter',
    });
    return screen.findByRole('menuitem', { name: 'Delete' });
  }

  it('shows a read-only seat New prompt and Delete disabled, with the reason', async () => {
    renderUnderPlan([user.id]);
    const create = await screen.findByRole('button', { name: 'New prompt' });
    expect((create as HTMLButtonElement).disabled).toBe(true);
    expect(create.getAttribute('title')).toBe(seatReason);
    expect(describedBy(create)).toBe(seatReason);
    // Reading goes on: the prompt still opens.
    expect(await screen.findByRole('link', { name: 'support-answer' })).toBeTruthy();
    const remove = await openActions();
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    expect(describedBy(remove)).toBe(seatReason);
  });

  it('disables writes in a read-only project for a writable seat', async () => {
    renderUnderPlan(['00000000-0000-4000-8000-0000000000ff'], [projectId]);
    const create = await screen.findByRole('button', { name: 'New prompt' });
    expect((create as HTMLButtonElement).disabled).toBe(true);
    expect(describedBy(create)).toBe(projectReason);
  });

  it('keeps every control enabled for a writable seat in a writable project', async () => {
    renderUnderPlan(
      ['00000000-0000-4000-8000-0000000000ff'],
      ['00000000-0000-4000-8000-0000000000fe'],
    );
    const create = await screen.findByRole('button', { name: 'New prompt' });
    expect((create as HTMLButtonElement).disabled).toBe(false);
    expect(create.getAttribute('aria-describedby')).toBeNull();
    const remove = await openActions();
    expect(remove.getAttribute('aria-disabled')).toBeNull();
  });
});

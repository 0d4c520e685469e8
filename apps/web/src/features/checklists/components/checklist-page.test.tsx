import type { Checklist, Role } from '@lookout/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../../stores/project-store';
import { callsTo, type FakeAnswer, fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-app';
import { ChecklistPage } from './checklist-page';
import { ChecklistsPage } from './checklists-page';

const projectId = '00000000-0000-4000-8000-000000000001';
const checklistId = '00000000-0000-4000-8000-000000000301';
const polite: Checklist = {
  id: checklistId,
  slug: 'polite-answers',
  type: 'evaluation',
  data: 'OR&tone=friendly&pii=not_contains',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

function renderAt(id: string | null, routes: Record<string, FakeAnswer>, role: Role = 'member') {
  const calls = fakeApi(routes);
  const view = renderRoutes(
    [
      { path: '/checklists', element: <ChecklistsPage projectId={projectId} memberRole={role} /> },
      {
        path: '/checklists/:checklistId',
        element: (
          <ChecklistPage projectId={projectId} memberRole={role} checklistId={id ?? 'new'} />
        ),
      },
    ],
    { path: id ? `/checklists/${id}` : '/checklists' },
  );
  return { ...view, calls };
}

function openAddFilter() {
  fireEvent.keyDown(screen.getByRole('button', { name: 'Add filter' }), { key: 'Enter' });
  return screen.findByRole('menu');
}

beforeEach(() => useProjectStore.setState({ projectId }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useProjectStore.setState({ projectId: null });
});

describe('ChecklistsPage', () => {
  it('lists evaluation checklists with their checks', async () => {
    const { calls } = renderAt(null, { 'GET /v1/checklists': { body: [polite] } });
    const table = await screen.findByRole('table', { name: 'Checklists' });
    const row = within(table).getByRole('link', { name: 'polite-answers' }).closest('tr');
    expect(row?.textContent).toContain('Tone or PII');
    expect(callsTo(calls, 'GET /v1/checklists')[0]?.query.get('type')).toBe('evaluation');
  });

  it('says when there are none', async () => {
    renderAt(null, { 'GET /v1/checklists': { body: [] } });
    expect(await screen.findByText(/No checklists yet/)).toBeTruthy();
  });

  it('deletes after confirming', async () => {
    const { calls } = renderAt(null, {
      'GET /v1/checklists': { body: [polite] },
      [`DELETE /v1/checklists/${checklistId}`]: { status: 204 },
    });
    fireEvent.keyDown(await screen.findByRole('button', { name: 'Actions for polite-answers' }), {
      key: 'Enter',
    });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete checklist' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(callsTo(calls, `DELETE /v1/checklists/${checklistId}`)).toHaveLength(1),
    );
  });
});

describe('ChecklistPage', () => {
  it('builds checks with the evaluation filters only and creates the checklist', async () => {
    const { calls, router } = renderAt('new', {
      'POST /v1/checklists': () => Response.json(polite),
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Slug' }), {
      target: { value: 'polite-answers' },
    });
    const menu = await openAddFilter();
    // Evaluation-only checks are offered; filters disabled in evaluations are not.
    expect(within(menu).getByRole('menuitem', { name: /^Assertion/ })).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: /^Date/ })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: /^Feedback/ })).toBeNull();
    fireEvent.click(within(menu).getByRole('menuitem', { name: /^Tone/ }));
    fireEvent.click(within(await openAddFilter()).getByRole('menuitem', { name: /^PII/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'OR' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create checklist' }));
    await waitFor(() => expect(callsTo(calls, 'POST /v1/checklists')).toHaveLength(1));
    expect(callsTo(calls, 'POST /v1/checklists')[0]?.body).toEqual({
      slug: 'polite-answers',
      type: 'evaluation',
      data: 'OR&tone=helpful&pii=contains',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/checklists'));
  });

  it('asks for a slug and at least one check before calling the server', async () => {
    const { calls } = renderAt('new', {});
    fireEvent.click(screen.getByRole('button', { name: 'Create checklist' }));
    expect(await screen.findByText('Add at least one check')).toBeTruthy();
    expect(callsTo(calls, 'POST /v1/checklists')).toHaveLength(0);
  });

  it('renames a checklist and shows a taken slug under the field', async () => {
    const { calls } = renderAt(checklistId, {
      [`GET /v1/checklists/${checklistId}`]: { body: polite },
      [`PATCH /v1/checklists/${checklistId}`]: {
        status: 409,
        body: { error: 'Conflict', message: 'A checklist with the slug "strict" already exists' },
      },
    });
    const slug = await screen.findByRole('textbox', { name: 'Slug' });
    expect(screen.getByTestId('filter-tone')).toBeTruthy();
    expect(screen.getByTestId('filter-pii')).toBeTruthy();
    fireEvent.change(slug, { target: { value: 'strict' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('A checklist with the slug "strict" already exists'),
    ).toBeTruthy();
    expect(slug.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(calls, `PATCH /v1/checklists/${checklistId}`)[0]?.body).toEqual({
      slug: 'strict',
      data: 'OR&tone=friendly&pii=not_contains',
    });
  });

  it('shows a check the server refused under the checks', async () => {
    renderAt(checklistId, {
      [`GET /v1/checklists/${checklistId}`]: { body: polite },
      [`PATCH /v1/checklists/${checklistId}`]: {
        status: 400,
        body: {
          error: 'Invalid checklist',
          message: 'Tone persona must be one of helpful, formal…',
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Tone persona must be one of helpful, formal…')).toBeTruthy();
  });

  it('is read-only for a viewer', async () => {
    renderAt(checklistId, { [`GET /v1/checklists/${checklistId}`]: { body: polite } }, 'viewer');
    expect(await screen.findByText('Tone or PII')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add filter' })).toBeNull();
  });
});

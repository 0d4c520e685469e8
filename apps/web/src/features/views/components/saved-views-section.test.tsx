import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../../stores/project-store';
import { callsTo, fakeApi } from '../../../testing/fake-api';
import { gating } from '../../../testing/fixtures';
import { renderRoutes } from '../../../testing/render-app';
import { makeView } from '../testing/make-view';
import { SavedViewsSection } from './saved-views-section';

const projectId = '00000000-0000-4000-8000-000000000001';
const errors = makeView(1, { name: 'errors', icon: 'IconBug', data: 'status=error', type: 'llm' });
const slow = makeView(2, { name: 'Slow traces', data: 'duration>=5', type: 'trace' });
const alpha = makeView(3, { name: 'Alpha users', icon: 'IconNotAnIcon' });

function viewsSection() {
  return screen.getByRole('region', { name: 'Views' });
}

function viewNames() {
  return within(viewsSection())
    .queryAllByRole('link')
    .map((link) => link.textContent);
}

beforeEach(() => {
  useProjectStore.setState({ projectId });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useProjectStore.setState({ projectId: null });
});

describe('SavedViewsSection', () => {
  it('lists the views by name, links them to their logs, and searches in any case', async () => {
    const calls = fakeApi({ 'GET /v1/views': { body: [slow, errors, alpha] } });
    renderRoutes(<SavedViewsSection context={gating()} label="Views" />, { path: '/dashboards' });
    await waitFor(() => expect(viewNames()).toEqual(['Alpha users', 'errors', 'Slow traces']));
    expect(callsTo(calls, 'GET /v1/views')[0]?.query.get('projectId')).toBe(projectId);
    expect(screen.getByRole('link', { name: 'Slow traces' }).getAttribute('href')).toBe(
      `/logs?view=${slow.id}&filters=duration%3E%3D5&type=trace`,
    );

    fireEvent.change(screen.getByRole('textbox', { name: 'Search views' }), {
      target: { value: 'ErR' },
    });
    expect(viewNames()).toEqual(['errors']);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search views' }), {
      target: { value: 'nothing' },
    });
    expect(viewNames()).toEqual([]);
    expect(screen.getByText('No views match your search')).toBeTruthy();
  });

  it('highlights the open view, not the log type it shows', async () => {
    fakeApi({ 'GET /v1/views': { body: [slow, errors] } });
    renderRoutes(<SavedViewsSection context={gating()} label="Views" />, {
      path: `/logs?view=${errors.id}&filters=status%3Derror&type=llm`,
    });
    const entry = await screen.findByRole('link', { name: 'errors' });
    expect(entry.getAttribute('aria-current')).toBe('page');
    expect(
      screen.getByRole('link', { name: 'Slow traces' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('says when there is no view, and offers a retry when the list fails', async () => {
    let fail = true;
    fakeApi({
      'GET /v1/views': () =>
        fail
          ? Response.json({ error: 'Server error', message: 'Down' }, { status: 500 })
          : Response.json([]),
    });
    renderRoutes(<SavedViewsSection context={gating()} label="Views" />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('No saved views yet')).toBeTruthy();
  });

  it('deletes a view after confirmation and refreshes the list', async () => {
    let views = [errors, slow];
    const calls = fakeApi({
      'GET /v1/views': () => Response.json(views),
      [`DELETE /v1/views/${errors.id}`]: () => {
        views = [slow];
        return new Response(null, { status: 204 });
      },
    });
    renderRoutes(<SavedViewsSection context={gating()} label="Views" />);
    fireEvent.keyDown(await screen.findByRole('button', { name: 'Actions for errors' }), {
      key: 'Enter',
    });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete view' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, `DELETE /v1/views/${errors.id}`)).toHaveLength(0);

    fireEvent.keyDown(screen.getByRole('button', { name: 'Actions for errors' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const again = await screen.findByRole('dialog', { name: 'Delete view' });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(viewNames()).toEqual(['Slow traces']));
    expect(callsTo(calls, `DELETE /v1/views/${errors.id}`)).toHaveLength(1);
  });

  it('renames a view with its icon and refreshes the list', async () => {
    let views = [errors];
    const calls = fakeApi({
      'GET /v1/views': () => Response.json(views),
      [`PATCH /v1/views/${errors.id}`]: (request) => {
        views = [{ ...errors, ...(request.body as object) }];
        return Response.json(views[0]);
      },
    });
    renderRoutes(<SavedViewsSection context={gating()} label="Views" />);
    fireEvent.keyDown(await screen.findByRole('button', { name: 'Actions for errors' }), {
      key: 'Enter',
    });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename view' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect((name as HTMLInputElement).value).toBe('errors');
    fireEvent.change(name, { target: { value: '  Errors in prod ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(viewNames()).toEqual(['Errors in prod']));
    expect(callsTo(calls, `PATCH /v1/views/${errors.id}`)[0]?.body).toEqual({
      name: 'Errors in prod',
      icon: 'IconBug',
    });
  });

  it('offers no menu to viewers and fetches nothing for roles that may not list logs', async () => {
    const calls = fakeApi({ 'GET /v1/views': { body: [errors] } });
    renderRoutes(<SavedViewsSection context={gating({ role: 'viewer' })} label="Views" />);
    expect(await screen.findByRole('link', { name: 'errors' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Actions for errors' })).toBeNull();
    cleanup();

    renderRoutes(<SavedViewsSection context={gating({ role: 'analytics' })} label="Views" />);
    expect(screen.queryByRole('region', { name: 'Views' })).toBeNull();
    expect(callsTo(calls, 'GET /v1/views')).toHaveLength(1);
  });
});

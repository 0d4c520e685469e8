import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeView } from '../../../features/views/testing/make-view';
import { useProjectStore } from '../../../stores/project-store';
import { callsTo, fakeApi } from '../../../testing/fake-api';
import { gating } from '../../../testing/fixtures';
import { renderRoutes } from '../../../testing/render-app';
import { CommandPaletteLauncher } from './command-palette-launcher';

const errors = makeView(1, { name: 'Errors only', data: 'status=error', type: 'llm' });
const id = '0f8fad5b-d9cb-469f-a165-70867728950e';

beforeEach(() => {
  useProjectStore.setState({ projectId: '00000000-0000-4000-8000-000000000001' });
  // cmdk scrolls the selected item into view; the test DOM has no layout.
  Element.prototype.scrollIntoView = () => {};
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useProjectStore.setState({ projectId: null });
});

function openPalette(key: Partial<KeyboardEventInit> = { ctrlKey: true }) {
  act(() => {
    fireEvent.keyDown(document.body, { key: 'k', ...key });
  });
  return screen.findByRole('dialog', { name: 'Command palette' });
}

function options() {
  return screen.getAllByRole('option').map((option) => option.textContent);
}

describe('CommandPaletteLauncher', () => {
  it('opens on Ctrl-K and Cmd-K, lists the pages and saved views, and goes to the one picked', async () => {
    fakeApi({ 'GET /v1/views': { body: [errors] } });
    const { router } = renderRoutes(<CommandPaletteLauncher context={gating()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await openPalette({ metaKey: true });
    await waitFor(() => expect(options()).toContain('Errors only'));
    expect(options()).toEqual(expect.arrayContaining(['LLM Logs', 'Traces', 'Dashboards']));

    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'errors' } });
    await waitFor(() => expect(options()).toEqual(['Errors only']));
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toContain(`view=${errors.id}`));
    expect(router.state.location.pathname).toBe('/logs');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers only the pages the role may open, and no views to a role that may not list logs', async () => {
    const calls = fakeApi({ 'GET /v1/views': { body: [errors] } });
    renderRoutes(<CommandPaletteLauncher context={gating({ role: 'analytics' })} />);
    await openPalette();
    await waitFor(() => expect(options()).toEqual(['Dashboards']));
    expect(callsTo(calls, 'GET /v1/views')).toEqual([]);
  });

  it('opens a run by a pasted id, on its page or in the logs list', async () => {
    fakeApi({ 'GET /v1/views': { body: [] } });
    const { router } = renderRoutes(<CommandPaletteLauncher context={gating()} />);
    await openPalette();
    fireEvent.change(await screen.findByRole('combobox'), {
      target: { value: `http://127.0.0.1/logs/${id.toUpperCase()}` },
    });
    await waitFor(() =>
      expect(options()).toEqual([`Open run ${id}`, 'Show the run in the logs list']),
    );
    fireEvent.click(screen.getByRole('option', { name: 'Show the run in the logs list' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?selected=${id}`));

    await openPalette();
    fireEvent.change(await screen.findByRole('combobox'), { target: { value: id } });
    fireEvent.click(await screen.findByRole('option', { name: `Open run ${id}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/logs/${id}`));
  });
});

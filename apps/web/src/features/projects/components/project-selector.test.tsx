import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../../lib/notifications';
import { useProjectStore } from '../../../stores/project-store';
import { useUpgradeModalStore } from '../../../stores/upgrade-modal-store';
import { callsTo, fakeApi } from '../../../testing/fake-api';
import { gating, project } from '../../../testing/fixtures';
import { renderRoutes, shownNotifications } from '../../../testing/render-app';
import { ProjectSelector } from './project-selector';

const chatbot = project(1, 'Chatbot');
const support = project(2, 'Support Agent');

function renderSelector(path = '/logs', context = gating()) {
  const view = renderRoutes(<ProjectSelector context={context} canCreateProject />, { path });
  return view;
}

async function openMenu() {
  fireEvent.click(await screen.findByRole('button', { name: /Open the project menu/ }));
  return screen.findByLabelText('Search projects');
}

beforeEach(() => {
  useProjectStore.setState({ projectId: chatbot.id });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  notifications.clean();
  useUpgradeModalStore.setState({ open: false, highlight: null });
  localStorage.clear();
  sessionStorage.clear();
});

describe('ProjectSelector', () => {
  it('filters projects by a case-insensitive substring and says when nothing matches', async () => {
    fakeApi({ 'GET /v1/projects': { body: [chatbot, support] } });
    renderSelector();
    await screen.findByText('Chatbot', { selector: 'span' });
    const search = await openMenu();
    const list = screen.getByRole('list', { name: 'Projects' });
    expect(list.textContent).toContain('Support Agent');

    fireEvent.change(search, { target: { value: 'AGENT' } });
    expect(list.textContent).not.toContain('Chatbot');
    expect(list.textContent).toContain('Support Agent');

    fireEvent.change(search, { target: { value: 'nothing like it' } });
    expect(screen.getByText('No projects found')).toBeTruthy();
  });

  it("creates 'Project #N', selects it and opens its settings", async () => {
    const created = project(3, 'Project #3');
    const calls = fakeApi({
      'GET /v1/projects': { body: [chatbot, support] },
      'POST /v1/projects': { body: created },
    });
    const { router } = renderSelector();
    await screen.findByText('Chatbot', { selector: 'span' });
    await openMenu();
    fireEvent.click(screen.getByRole('button', { name: 'New project' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(callsTo(calls, 'POST /v1/projects')[0]?.body).toEqual({ name: 'Project #3' });
    expect(useProjectStore.getState().projectId).toBe(created.id);
  });

  it("opens the upgrade modal for 'projects' when the free plan refuses a fourth project", async () => {
    fakeApi({
      'GET /v1/projects': { body: [project(1), project(2), project(3)] },
      'POST /v1/projects': {
        status: 403,
        body: {
          error: 'Plan limit reached',
          message: 'The free plan allows 3 projects.',
          code: 'plan_limit',
          feature: 'projects',
        },
      },
    });
    useProjectStore.setState({ projectId: project(1).id });
    const { router } = renderSelector();
    await screen.findByText('Project #1', { selector: 'span' });
    await openMenu();
    fireEvent.click(screen.getByRole('button', { name: 'New project' }));

    await waitFor(() => expect(useUpgradeModalStore.getState().open).toBe(true));
    expect(useUpgradeModalStore.getState().highlight).toBe('projects');
    expect(shownNotifications()).toEqual(['Plan limit reached — The free plan allows 3 projects.']);
    expect(router.state.location.pathname).toBe('/logs');
    expect(useProjectStore.getState().projectId).toBe(project(1).id);
  });

  it("shows only the server's error when creating a project fails, and logs it", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({
      'GET /v1/projects': { body: [chatbot] },
      'POST /v1/projects': {
        status: 500,
        body: { error: 'Internal error', message: 'The database is unavailable.' },
      },
    });
    const { router } = renderSelector();
    await screen.findByText('Chatbot', { selector: 'span' });
    await openMenu();
    fireEvent.click(screen.getByRole('button', { name: 'New project' }));

    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(logged.mock.calls[0]?.[0]).toBe('Could not create the project');
    expect(shownNotifications()).toEqual(['Internal error — The database is unavailable.']);
    expect(router.state.location.pathname).toBe('/logs');
    expect(useProjectStore.getState().projectId).toBe(chatbot.id);
  });

  it('goes to the list page when switching project from a prompt', async () => {
    fakeApi({ 'GET /v1/projects': { body: [chatbot, support] } });
    const { router } = renderSelector('/prompts/abc');
    await screen.findByText('Chatbot', { selector: 'span' });
    await openMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Support Agent' }));
    expect(useProjectStore.getState().projectId).toBe(support.id);
    await waitFor(() => expect(router.state.location.pathname).toBe('/prompts'));
  });

  it('shows the menu items the role and edition allow', async () => {
    fakeApi({ 'GET /v1/projects': { body: [chatbot] } });
    renderSelector('/logs', gating({ edition: 'cloud', plan: 'free', role: 'owner' }));
    await screen.findByText('Chatbot', { selector: 'span' });
    await openMenu();
    for (const name of ['Settings', 'Usage & Billing', 'Team', 'Unlock all features']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    cleanup();

    renderSelector('/logs', gating({ edition: 'self-hosted', role: 'viewer' }));
    await screen.findByText('Chatbot', { selector: 'span' });
    await openMenu();
    for (const name of ['Settings', 'Usage & Billing', 'Team', 'Unlock all features']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });
});

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../../lib/notifications';
import { useProjectStore } from '../../../stores/project-store';
import { callsTo, type FakeAnswer, fakeApi } from '../../../testing/fake-api';
import { gating, org, project } from '../../../testing/fixtures';
import { renderRoutes, shownNotifications } from '../../../testing/render-app';
import { SettingsPage } from './settings-page';

const first = project(1, 'Chatbot');
const second = project(2, 'Support');

function api(routes: Record<string, FakeAnswer> = {}) {
  return fakeApi({
    'GET /v1/projects': { body: [first, second] },
    [`GET /v1/projects/${second.id}/api-keys`]: {
      body: [
        { type: 'public', key: 'pk-public' },
        { type: 'private', key: 'sk-private' },
      ],
    },
    ...routes,
  });
}

beforeEach(() => {
  useProjectStore.setState({ projectId: second.id });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
});

describe('SettingsPage', () => {
  it('renames the project', async () => {
    const calls = api({
      [`PATCH /v1/projects/${second.id}`]: { body: { ...second, name: 'Helpdesk' } },
    });
    renderRoutes(<SettingsPage project={second} org={org} context={gating()} />);
    fireEvent.change(screen.getByLabelText('Project name'), { target: { value: 'Helpdesk' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    await waitFor(() =>
      expect(callsTo(calls, `PATCH /v1/projects/${second.id}`)[0]?.body).toEqual({
        name: 'Helpdesk',
      }),
    );
    await waitFor(() => expect(shownNotifications()).toContain('Project name saved'));
  });

  it('sets a retention in days', async () => {
    const calls = api({
      [`PATCH /v1/projects/${second.id}`]: { body: { ...second, dataRetentionDays: 90 } },
    });
    renderRoutes(<SettingsPage project={second} org={org} context={gating()} />);
    fireEvent.change(screen.getByLabelText('Days to keep logs'), { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save retention' }));
    await waitFor(() =>
      expect(callsTo(calls, `PATCH /v1/projects/${second.id}`)[0]?.body).toEqual({
        dataRetentionDays: 90,
      }),
    );
  });

  it("holds the retention to the plan's history on cloud and says so", async () => {
    const calls = api();
    renderRoutes(
      <SettingsPage
        project={second}
        org={org}
        context={gating({ edition: 'cloud', plan: 'free' })}
      />,
    );
    expect(
      screen.getByRole('radio', { name: 'Keep logs as long as the plan allows (30 days)' }),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Days to keep logs'), { target: { value: '31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save retention' }));
    expect(await screen.findByText('Your plan keeps at most 30 days of history')).toBeTruthy();
    expect(callsTo(calls, `PATCH /v1/projects/${second.id}`)).toHaveLength(0);
  });

  it('shows both keys and regenerates the private one after confirmation', async () => {
    const calls = api({
      [`POST /v1/projects/${second.id}/api-keys/regenerate`]: {
        body: { type: 'private', key: 'sk-new' },
      },
    });
    renderRoutes(<SettingsPage project={second} org={org} context={gating()} />);
    expect(((await screen.findByLabelText('Public key')) as HTMLInputElement).value).toBe(
      'pk-public',
    );
    expect((screen.getByLabelText('Private key') as HTMLInputElement).type).toBe('password');
    fireEvent.click(screen.getAllByRole('button', { name: 'Regenerate' })[0] as HTMLElement);
    fireEvent.click(await screen.findByRole('button', { name: 'Regenerate key' }));
    await waitFor(() =>
      expect(callsTo(calls, `POST /v1/projects/${second.id}/api-keys/regenerate`)).toHaveLength(1),
    );
  });

  it('deletes the project and selects the first remaining one', async () => {
    api({ [`DELETE /v1/projects/${second.id}`]: { status: 204 } });
    const view = renderRoutes(<SettingsPage project={second} org={org} context={gating()} />);
    await view.queryClient.fetchQuery({
      queryKey: ['projects'],
      queryFn: () => [first, second],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Support' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete project' }));
    await waitFor(() => expect(useProjectStore.getState().projectId).toBe(first.id));
  });

  it("shows the server's reason when the last project cannot be deleted", async () => {
    api({
      [`DELETE /v1/projects/${second.id}`]: {
        status: 409,
        body: { error: 'Last project', message: 'An org needs at least one project.' },
      },
    });
    renderRoutes(<SettingsPage project={second} org={org} context={gating()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Support' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete project' }));
    await waitFor(() =>
      expect(shownNotifications()).toContain('Last project — An org needs at least one project.'),
    );
    expect(useProjectStore.getState().projectId).toBe(second.id);
  });

  it('hides what a member may not do', async () => {
    api();
    renderRoutes(<SettingsPage project={second} org={org} context={gating({ role: 'member' })} />);
    expect(await screen.findByLabelText('Public key')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Support' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Regenerate' })).toBeNull();
    expect((screen.getByLabelText('Organization name') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('link', { name: 'Audit logs' })).toBeNull();
  });

  it('lets a self-hosted owner turn the beta features on', async () => {
    const calls = api({ [`PUT /v1/orgs/${org.id}/beta`]: { body: { ...org, beta: true } } });
    renderRoutes(
      <SettingsPage project={second} org={org} context={gating({ edition: 'self-hosted' })} />,
    );
    const toggle = screen.getByRole('switch', { name: 'Beta features' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(callsTo(calls, `PUT /v1/orgs/${org.id}/beta`)[0]?.body).toEqual({ enabled: true }),
    );
    await waitFor(() => expect(shownNotifications()).toContain('Beta features turned on'));
  });

  it('shows no beta switch on the cloud edition or to an admin', () => {
    api();
    renderRoutes(
      <SettingsPage project={second} org={org} context={gating({ edition: 'cloud' })} />,
    );
    expect(screen.queryByRole('switch', { name: 'Beta features' })).toBeNull();
    cleanup();
    renderRoutes(
      <SettingsPage
        project={second}
        org={org}
        context={gating({ edition: 'self-hosted', role: 'admin' })}
      />,
    );
    expect(screen.queryByRole('switch', { name: 'Beta features' })).toBeNull();
  });
});

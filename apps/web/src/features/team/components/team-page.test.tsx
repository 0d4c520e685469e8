import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../../lib/notifications';
import { useUpgradeModalStore } from '../../../stores/upgrade-modal-store';
import { callsTo, fakeApi } from '../../../testing/fake-api';
import { gating, org, project, user } from '../../../testing/fixtures';
import { describedBy, downgradedOrg, seatReason, underPlan } from '../../../testing/read-only';
import { renderRoutes, shownNotifications } from '../../../testing/render-app';
import { TeamPage } from './team-page';

const grace = {
  ...user,
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  role: 'member' as const,
  projectIds: [project(1).id],
};
const invitation = {
  id: '00000000-0000-4000-8000-0000000000f1',
  email: 'linus@example.com',
  role: 'admin' as const,
  projectIds: [],
  createdAt: new Date().toISOString(),
  expiresAt: '2999-01-01T00:00:00.000Z',
};

function team(routes = {}) {
  return fakeApi({
    'GET /v1/team/members': {
      body: {
        members: [{ ...user, projectIds: [project(1).id] }, grace],
        invitations: [invitation],
      },
    },
    'GET /v1/projects': { body: [project(1), project(2)] },
    ...routes,
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  notifications.clean();
  useUpgradeModalStore.setState({ open: false, highlight: null });
});

describe('TeamPage', () => {
  it('lists members with their role and projects, and pending invitations', async () => {
    team();
    renderRoutes(<TeamPage user={user} org={org} context={gating()} />);
    expect(await screen.findByText('Grace Hopper')).toBeTruthy();
    expect(screen.getByText('grace@example.com')).toBeTruthy();
    expect(screen.getByText('Project #1')).toBeTruthy();
    expect(screen.getByText('linus@example.com')).toBeTruthy();
    // Owners and the user themself cannot be removed.
    expect(screen.getAllByRole('button', { name: 'Remove' })).toHaveLength(1);
  });

  it("opens the upgrade modal for 'seats' when the free plan refuses an invitation", async () => {
    const calls = team({
      'POST /v1/team/invitations': {
        status: 403,
        body: {
          error: 'Plan limit reached',
          message: 'The free plan has 1 seat.',
          code: 'plan_limit',
          feature: 'seats',
        },
      },
    });
    renderRoutes(<TeamPage user={user} org={org} context={gating({ edition: 'cloud' })} />);
    expect(await screen.findByText(/The free plan has 1 seat/)).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: 'new@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(useUpgradeModalStore.getState().highlight).toBe('seats'));
    expect(useUpgradeModalStore.getState().open).toBe(true);
    expect(callsTo(calls, 'POST /v1/team/invitations')[0]?.body).toEqual({
      email: 'new@example.com',
      role: 'member',
    });
    expect(shownNotifications()).toEqual([]);
  });

  it('invites with any role on a self-hosted install, without seat or upgrade copy', async () => {
    const calls = team({
      'POST /v1/team/invitations': {
        body: { ...invitation, email: 'new@example.com', role: 'viewer' },
      },
    });
    renderRoutes(<TeamPage user={user} org={org} context={gating({ edition: 'self-hosted' })} />);
    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: 'new@example.com' },
    });
    expect(screen.queryByText(/seat/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Upgrade/ })).toBeNull();
    fireEvent.click(screen.getByRole('combobox', { name: 'Role of the invitee' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Viewer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST /v1/team/invitations')[0]?.body).toEqual({
        email: 'new@example.com',
        role: 'viewer',
      }),
    );
    await waitFor(() =>
      expect(shownNotifications()).toContain(
        'Invitation sent — new@example.com will receive a link to join.',
      ),
    );
  });

  it('checks the email before inviting', async () => {
    const calls = team();
    renderRoutes(<TeamPage user={user} org={org} context={gating()} />);
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(callsTo(calls, 'POST /v1/team/invitations')).toHaveLength(0);
  });

  it('removes a member after confirmation', async () => {
    const calls = team({ [`DELETE /v1/team/members/${grace.id}`]: { status: 204 } });
    renderRoutes(<TeamPage user={user} org={org} context={gating()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove member' }));
    await waitFor(() =>
      expect(callsTo(calls, `DELETE /v1/team/members/${grace.id}`)).toHaveLength(1),
    );
    await waitFor(() => expect(shownNotifications()).toContain('Grace Hopper was removed'));
  });

  it('withdraws an invitation', async () => {
    const calls = team({ [`DELETE /v1/team/invitations/${invitation.id}`]: { status: 204 } });
    renderRoutes(<TeamPage user={user} org={org} context={gating()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(callsTo(calls, `DELETE /v1/team/invitations/${invitation.id}`)).toHaveLength(1),
    );
  });

  it('says when the team cannot be loaded', async () => {
    fakeApi({
      'GET /v1/team/members': { status: 500, body: { error: 'Down', message: 'Try later.' } },
    });
    renderRoutes(<TeamPage user={user} org={org} context={gating()} />);
    expect(await screen.findByText('Could not load the team')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('TeamPage after a downgrade (cloud)', () => {
  function renderUnderPlan(readOnlyAccountIds: string[], readOnlyProjectIds: string[] = []) {
    team();
    const downgraded = downgradedOrg(readOnlyAccountIds, readOnlyProjectIds);
    renderRoutes(
      underPlan(
        <TeamPage
          user={user}
          org={downgraded}
          context={gating({ edition: 'cloud', plan: 'team', role: 'admin' })}
        />,
        { org: downgraded, projectId: project(1).id },
      ),
    );
  }

  it('shows a read-only seat the invitation form disabled with the reason', async () => {
    renderUnderPlan([user.id]);
    const send = await screen.findByRole('button', { name: 'Send invitation' });
    const form = send.closest('fieldset');
    expect(form?.disabled).toBe(true);
    expect(form?.getAttribute('title')).toBe(seatReason);
    expect(form && describedBy(form)).toBe(seatReason);
    // The member list is still there to read.
    expect(await screen.findByText('Grace Hopper')).toBeTruthy();
  });

  it('keeps inviting open for a writable seat even when the selected project is read-only', async () => {
    renderUnderPlan(['00000000-0000-4000-8000-0000000000ff'], [project(1).id]);
    const send = await screen.findByRole('button', { name: 'Send invitation' });
    expect(send.closest('fieldset')?.disabled).toBe(false);
    expect(send.closest('fieldset')?.getAttribute('aria-describedby')).toBeNull();
  });
});

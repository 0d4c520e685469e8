import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../stores/auth-store';
import { useProjectStore } from '../stores/project-store';
import { useUpgradeModalStore } from '../stores/upgrade-modal-store';
import { validToken } from '../testing/fixtures';
import { renderRoutes } from '../testing/render-app';
import { fakeShellApi } from '../testing/shell-api';
import { routes } from './router';

const cloudVersion = { 'GET /v1/version': { body: { version: '1.2.3', edition: 'cloud' } } };

function openAs(path: string, options: Parameters<typeof fakeShellApi>[0] = {}) {
  fakeShellApi(options);
  useAuthStore.getState().setToken(validToken());
  return renderRoutes(routes, { path });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.setState({ token: null });
  useProjectStore.setState({ projectId: null });
  useUpgradeModalStore.setState({ open: false, highlight: null });
  localStorage.clear();
});

describe('pages a user cannot open say why', () => {
  it('names the role and who can change it', async () => {
    openAs('/settings/audit-logs', { user: { role: 'member' } });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "Your role, Member, cannot open this page. Ask an owner or admin of Ada's Org to change your role if you need it.",
      ),
    ).toBeTruthy();
  });

  it('tells the owner of a self-hosted install without an evaluations licence how to enable it', async () => {
    openAs('/checklists');
    expect(
      await screen.findByRole('heading', { name: 'Checklists needs an evaluations licence' }),
    ).toBeTruthy();
    expect(screen.getByText('LOOKOUT_LICENSE_KEY')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How to enable evaluations' })).toBeTruthy();
    expect(screen.queryByText(/Ask an owner/)).toBeNull();
  });

  it('says a beta page is a beta feature and how a self-hosted org gets it', async () => {
    openAs('/alerts');
    expect(await screen.findByRole('heading', { name: 'Alerts is a beta feature' })).toBeTruthy();
    expect(screen.getByText('LOOKOUT_BETA_ORGS')).toBeTruthy();
  });

  it('names the plan that includes a page on cloud and opens the upgrade on it', async () => {
    openAs('/insights', { org: { beta: true }, routes: cloudVersion });
    expect(
      await screen.findByRole('heading', { name: 'Insights is part of the Team plan' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Topics is not included in the Free plan. Upgrade to Team to open Insights.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Team' }));
    await waitFor(() => expect(useUpgradeModalStore.getState().highlight).toBe('topics'));
    expect(await screen.findByRole('dialog', { name: 'Unlock all features' })).toBeTruthy();
  });

  it('offers the Enterprise upgrade on the audit log of a cloud Team org instead of reading it', async () => {
    const calls = fakeShellApi({ org: { plan: 'team' }, routes: cloudVersion });
    useAuthStore.getState().setToken(validToken());
    renderRoutes(routes, { path: '/settings/audit-logs' });
    expect(
      await screen.findByRole('heading', { name: 'Audit logs is part of the Enterprise plan' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Audit trail is not included in the Team plan. Upgrade to Enterprise to open Audit logs.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Enterprise' }));
    await waitFor(() => expect(useUpgradeModalStore.getState().highlight).toBe('audit-trail'));
    expect(calls.some((call) => call.path === '/v1/audit-logs')).toBe(false);
  });

  it('has no billing page on a self-hosted install: not found, not "no access"', async () => {
    openAs('/billing');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByText(/do not have access/)).toBeNull();
  });
});

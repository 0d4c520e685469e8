import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { uniqueEmail } from './accounts.js';
import { latestMailLink } from './mail-links.js';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * Invites a teammate with `role` through the API and joins with the mailed link, as they would.
 * Returns the teammate's session token.
 */
export async function joinAsTeammate(
  request: APIRequestContext,
  ownerToken: string,
  role: 'admin' | 'member',
  name: string,
): Promise<string> {
  const email = uniqueEmail(role);
  const invite = await request.post('/v1/team/invitations', {
    headers: bearer(ownerToken),
    data: { email, role },
  });
  expect(invite.status(), await invite.text()).toBe(200);
  const link = new URL(await latestMailLink(email, '/join'));
  const join = await request.post('/auth/join', {
    data: { token: link.searchParams.get('token'), name, password: 'a long teammate password' },
  });
  expect(join.status(), await join.text()).toBe(200);
  return ((await join.json()) as { token: string }).token;
}

/** Creates a project through the API and returns its id. */
export async function createProject(
  request: APIRequestContext,
  token: string,
  name: string,
): Promise<string> {
  const response = await request.post('/v1/projects', { headers: bearer(token), data: { name } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

/** Moves the org back to the free plan, as the owner's Downgrade in billing does (at once). */
export async function downgradeToFree(
  request: APIRequestContext,
  token: string,
  orgId: string,
  origin: string,
): Promise<void> {
  const response = await request.post(`/v1/orgs/${orgId}/upgrade`, {
    headers: bearer(token),
    data: { plan: 'free', period: 'monthly', origin },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The upgrade modal, expected open with `row` of the plan table marked. */
export async function expectUpgradeModalOn(page: Page, row: string): Promise<void> {
  const modal = page.getByRole('dialog', { name: 'Unlock all features' });
  await expect(modal).toBeVisible();
  await expect(modal.locator('tr[data-highlighted]')).toContainText(row);
  await modal.getByRole('button', { name: 'Not now' }).click();
  await expect(modal).toBeHidden();
}

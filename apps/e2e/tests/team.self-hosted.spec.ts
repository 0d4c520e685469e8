// Issue 19, Blockers: a self-hosted team adds a second person — no plan, seat or billing in the
// way (DESIGN.md §11).
import { expect, test } from '@playwright/test';
import { signUpThroughApi, uniqueEmail } from '../support/accounts.js';
import { notice, openProjectMenu } from '../support/shell.js';

test('the owner of a fresh self-hosted install invites a teammate, with no plan, seat or billing in the way', async ({
  page,
  request,
}) => {
  const token = await signUpThroughApi(request, {
    name: 'Margaret Hamilton',
    email: uniqueEmail('margaret'),
    password: 'apollo guidance 1969',
  });
  await page.goto('/login');
  await page.evaluate(
    ([key, value]) => window.localStorage.setItem(key, JSON.stringify({ state: { token: value } })),
    ['lookout-auth', token] as const,
  );
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboards$/);

  await test.step('the project menu has Team and no billing or upsell', async () => {
    const menu = await openProjectMenu(page);
    await expect(menu.getByRole('button', { name: 'Team' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Usage & Billing' })).toHaveCount(0);
    await expect(menu.getByText('Unlock all features')).toHaveCount(0);
    await menu.getByRole('button', { name: 'Team' }).click();
    await expect(page).toHaveURL(/\/team$/);
  });

  const teammate = uniqueEmail('katherine');
  await test.step('invites a second person with a role the cloud free plan would not offer', async () => {
    await expect(page.getByText(/seat/)).toHaveCount(0);
    await page.getByLabel('Email').fill(teammate);
    await page.getByRole('combobox', { name: 'Role of the invitee' }).click();
    await expect(page.getByRole('option')).toHaveText([
      'Admin',
      'Member',
      'Viewer',
      'Collaborator',
      'Prompt Editor',
      'Billing',
      'Analytics Viewer',
    ]);
    await page.getByRole('option', { name: 'Viewer', exact: true }).click();
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(notice(page, 'Invitation sent')).toContainText(
      `${teammate} will receive a link to join.`,
    );
    await expect(page.getByRole('dialog', { name: 'Unlock all features' })).toHaveCount(0);
    await expect(page.getByRole('cell', { name: teammate })).toBeVisible();
  });

  await test.step('/billing is not a page of a self-hosted install', async () => {
    await page.goto('/billing');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('You do not have access to this page')).toHaveCount(0);
  });
});

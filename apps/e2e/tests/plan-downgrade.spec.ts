import { expect, test } from '@playwright/test';
import { orgIdOf, signInWith, signUpThroughApi, uniqueEmail } from '../support/accounts.js';
import { confirmPayment } from '../support/payments.js';
import {
  createProject,
  downgradeToFree,
  expectUpgradeModalOn,
  joinAsTeammate,
} from '../support/plan-changes.js';
import { openProjectMenu } from '../support/shell.js';

// Issue 17: a downgrade never removes anyone or deletes anything; what is past the Free plan's
// limits (1 seat, 3 projects) becomes read-only, said by a banner on every page.
test('after a downgrade to Free, the extra seat and project are read-only with a banner', async ({
  page,
  request,
  baseURL,
}) => {
  // Several steps in one journey, each building on the one before.
  test.setTimeout(120_000);
  const owner = {
    name: 'Grace Hopper',
    email: uniqueEmail('grace'),
    password: 'cobol compiler 59',
  };
  const ownerToken = await signUpThroughApi(request, owner);
  const orgId = await orgIdOf(request, ownerToken);
  await confirmPayment(request, orgId);
  const adminToken = await joinAsTeammate(request, ownerToken, 'admin', 'Alan Turing');
  for (const name of ['Second', 'Third', 'Fourth']) await createProject(request, ownerToken, name);
  await downgradeToFree(request, ownerToken, orgId, baseURL ?? '');

  const saveName = () =>
    page
      .locator('form')
      .filter({ has: page.getByLabel('Project name') })
      .getByRole('button', { name: 'Save', exact: true });
  const seatsText =
    'Your org has 2 members but the Free plan includes 1 seat. Extra members can read but not change anything until you upgrade.';
  const seatReason =
    "Read-only: your seat is past the Free plan's 1 seat. Upgrade to make changes.";
  const projectReason =
    "Read-only: this project is past the Free plan's 3 projects. Upgrade, or delete projects, to make changes.";
  const newPrompt = () => page.getByRole('button', { name: 'New prompt' });

  await test.step('the admin past the seat limit reads, sees why and finds edits disabled', async () => {
    await signInWith(page, adminToken);
    await page.goto('/settings');
    const banner = page.getByRole('status').filter({ hasText: 'Your seat is read-only.' });
    await expect(banner).toContainText(seatsText);
    // The settings stay readable, their form disabled with the reason.
    await expect(page.getByLabel('Project name')).not.toHaveValue('');
    await expect(page.getByLabel('Project name')).toBeDisabled();
    await expect(saveName()).toBeDisabled();
    await page.goto('/prompts');
    await expect(newPrompt()).toBeDisabled();
    await expect(newPrompt()).toHaveAttribute('title', seatReason);
    await expect(newPrompt()).toHaveAccessibleDescription(seatReason);
  });

  await test.step('the owner keeps their seat, but the fourth project is read-only', async () => {
    await signInWith(page, ownerToken);
    await page.goto('/settings');
    const banner = page.getByRole('status').filter({ hasText: seatsText });
    await expect(banner).toContainText(
      'Your org has 4 projects but the Free plan includes 3. The latest project is read-only until you upgrade',
    );
    await expect(banner).not.toContainText('Your seat is read-only.');
    await banner.getByRole('button', { name: 'Upgrade' }).click();
    await expectUpgradeModalOn(page, 'Team members');

    await page.goto('/prompts');
    await expect(newPrompt()).toBeEnabled();

    const menu = await openProjectMenu(page);
    await menu.getByRole('button', { name: 'Fourth' }).click();
    await page.goto('/prompts');
    await expect(newPrompt()).toBeDisabled();
    await expect(newPrompt()).toHaveAccessibleDescription(projectReason);
    await page.goto('/settings');
    await expect(page.getByLabel('Project name')).toHaveValue('Fourth');
    await expect(page.getByLabel('Project name')).toBeDisabled();
    // Deleting a read-only project is how an org gets back within its plan: still offered.
    await expect(page.getByRole('button', { name: 'Delete Fourth' })).toBeEnabled();
  });

  await test.step('after paying for Team again, the banner is gone and the rename works', async () => {
    await confirmPayment(request, orgId);
    await page.reload();
    await expect(page.getByLabel('Project name')).toHaveValue('Fourth');
    await expect(page.getByRole('status').filter({ hasText: seatsText })).toHaveCount(0);
    await page.getByLabel('Project name').fill('Fourth, renamed');
    await saveName().click();
    await expect(page.getByText('Project name saved')).toBeVisible();
  });
});

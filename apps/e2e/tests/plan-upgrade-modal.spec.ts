import { expect, test } from '@playwright/test';
import { orgIdOf, signInWith, signUpThroughApi, uniqueEmail } from '../support/accounts.js';
import { confirmPayment } from '../support/payments.js';
import { expectUpgradeModalOn } from '../support/plan-changes.js';
import { openProjectMenu, projectSelector } from '../support/shell.js';

// Issue 17: on the free cloud plan a gated action opens the upgrade modal on that feature's row
// instead of failing (the CSV export is in logs-explorer.spec.ts, custom dashboards in
// dashboards.spec.ts); once the payment is confirmed, the same action succeeds.
test('a fourth project and the Topics enricher open the upgrade modal on Free, and work once paid', async ({
  page,
  request,
}) => {
  // Several steps in one journey, each building on the one before.
  test.setTimeout(120_000);
  const owner = {
    name: 'Hedy Lamarr',
    email: uniqueEmail('hedy'),
    password: 'frequency hopping 42',
  };
  const token = await signUpThroughApi(request, owner);
  await signInWith(page, token);
  await page.goto('/settings');

  const newProject = async () => {
    const menu = await openProjectMenu(page);
    await menu.getByRole('button', { name: 'New project' }).click();
  };

  await test.step('the fourth project is past the Free plan limit of 3 (refused by the server)', async () => {
    for (const count of [2, 3]) {
      await newProject();
      await expect(projectSelector(page)).toHaveAccessibleName(
        `Project: Project #${count}. Open the project menu`,
      );
    }
    await newProject();
    await expectUpgradeModalOn(page, 'Projects');
  });

  await test.step('the Topics enricher is part of Team and up', async () => {
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Upgrade to use Topics' }).click();
    await expectUpgradeModalOn(page, 'Topics');
  });

  await test.step('after paying for Team, both work', async () => {
    await confirmPayment(request, await orgIdOf(request, token));
    await page.reload();
    await newProject();
    await expect(projectSelector(page)).toHaveAccessibleName(
      'Project: Project #4. Open the project menu',
    );
    await expect(page).toHaveURL(/\/settings$/);
    const topics = page.getByRole('switch', { name: 'Topics enricher' });
    await topics.click();
    await expect(topics).toBeChecked();
  });
});

// Issue 19, Blockers: "Pages that do not exist yet tell the owner to 'ask an owner'". A page the
// plan does not include and a beta page each say their own reason and what to do, never
// "ask an owner", at 1280×800 and 390×844 in light and dark. (The role's message is checked in
// first-session.spec.ts, where a viewer opens a page of the owner's; the licence's on a
// self-hosted server in the web unit tests of no-access-page.)
import { expect, test } from '@playwright/test';
import { signInWith, signUpThroughApi, uniqueEmail } from '../support/accounts.js';
import { expectNoSidewaysScroll, expectTheme, inEveryScreenMode } from '../support/screen-modes.js';

test('a page outside the plan and a beta page say why they are closed and what to do', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await signUpThroughApi(request, {
    name: 'Grace Hopper',
    email: uniqueEmail('grace-access'),
    password: 'compiler cobol 1959',
  });
  await signInWith(page, token);

  await inEveryScreenMode(page, async (mode) => {
    await page.goto('/reviews');
    await expect(
      page.getByRole('heading', { name: 'Human Reviews is part of the Team plan' }),
    ).toBeVisible();
    await expectTheme(page, mode);
    await expect(page.getByText(/not included in the Free plan/)).toBeVisible();
    await expect(page.getByText(/ask an owner/i)).toHaveCount(0);
    await expectNoSidewaysScroll(page, `/reviews (${mode.name})`);
    await page.getByRole('button', { name: 'Upgrade to Team' }).click();
    const offer = page.getByRole('dialog');
    await expect(offer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(offer).toBeHidden();

    await page.goto('/experiments');
    await expect(
      page.getByRole('heading', { name: 'Experiments is a beta feature' }),
    ).toBeVisible();
    await expect(page.getByText(/Ask the Lookout team to add .* to the beta/)).toBeVisible();
    await expect(page.getByText(/do not have access/i)).toHaveCount(0);
    await expectNoSidewaysScroll(page, `/experiments (${mode.name})`);
  });
});

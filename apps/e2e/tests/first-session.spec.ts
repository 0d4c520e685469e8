// Issue 19, Blockers: on the cloud edition Upgrade goes through payment before the plan changes; a
// page the role cannot open says so and names the role's way out (with page-access.spec.ts).
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from '../support/accounts.js';
import { latestMailLink, mailLinks } from '../support/mail-links.js';
import { confirmPayment } from '../support/payments.js';
import { expectUpgradeModalOn } from '../support/plan-changes.js';
import { captureScreens } from '../support/screens.js';
import {
  notice,
  openProjectMenu,
  openUserMenu,
  projectNames,
  projectSelector,
  sidebarNav,
  signOutThroughMenu,
} from '../support/shell.js';

// Issue 6: a new Lookout user's first session, from sign-up to inviting a teammate, in one
// browser session. Each step builds on the one before, so it is a single test with steps.
test.describe.configure({ mode: 'serial' });
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const owner = {
  name: 'Ada Lovelace',
  email: uniqueEmail('ada'),
  password: 'analytical engine 1843',
};
const orgName = 'Analytical Engines';
const viewer = { name: 'Grace Hopper', email: uniqueEmail('grace'), password: 'cobol compiler 59' };

/** The orange strip an unverified user sees. */
function verifyBanner(page: Page) {
  return page.getByRole('status').filter({ hasText: 'Verify your email to keep your account' });
}

/** What the clipboard holds, as the page can read it. */
function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

test('a new user signs up, verifies, hits the free plan, upgrades, invites a viewer and reviews the audit log on Enterprise', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000);

  await test.step('the sign-in page links to sign-up', async () => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await captureScreens(page, '01-login');
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  await test.step('signs up in three steps: account, workspace, how to send data', async () => {
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await captureScreens(page, '02-signup-account');
    await page.getByLabel('Full name').fill(owner.name);
    await page.getByLabel('Work email').fill(owner.email);
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { name: 'Name your workspace' })).toBeVisible();
    await expect(page.getByLabel('Organization name')).toHaveValue("Ada's Org");
    await expect(page.getByLabel('Project name')).toHaveValue('Project #1');
    await captureScreens(page, '03-signup-workspace');
    await page.getByLabel('Organization name').fill(orgName);
    await page.getByLabel('Project name').fill('Chatbot');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByRole('heading', { name: 'How will you send data?' })).toBeVisible();
    await expect(page).toHaveURL(/\/signup\?step=3$/);
    const keyField = page.getByLabel('Public key of Chatbot', { exact: true });
    await expect(keyField).toHaveValue(/\S{8,}/);
    const publicKey = await keyField.inputValue();
    for (const sdk of ['Lunary JS', 'Lunary Python', 'OpenTelemetry', 'Langfuse']) {
      await expect(page.getByRole('tab', { name: sdk })).toBeVisible();
    }
    // The snippets carry this project's key and this server's address.
    const shownSnippets = page.getByRole('tabpanel');
    await expect(shownSnippets).toContainText(publicKey);
    await expect(shownSnippets).toContainText(`apiUrl: '${baseURL}'`);
    await captureScreens(page, '04-signup-send-data');
    await page.getByRole('tab', { name: 'OpenTelemetry' }).click();
    await expect(shownSnippets).toContainText(`OTEL_EXPORTER_OTLP_ENDPOINT="${baseURL}"`);
    await expect(shownSnippets).toContainText(publicKey);

    await page.getByRole('button', { name: 'Go to the dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboards$/);
    await expect(projectSelector(page)).toHaveAccessibleName(
      'Project: Chatbot. Open the project menu',
    );
  });

  let verificationLink = '';
  await test.step('the banner asks to verify the email and resends the mail', async () => {
    const banner = verifyBanner(page);
    await expect(banner).toBeVisible();
    const mailedBefore = await mailLinks(owner.email, '/verify-email');
    expect(mailedBefore, 'sign-up mails one verification link').toHaveLength(1);

    // Hold the real request a moment so its in-flight state can be seen.
    await page.route('**/v1/users/send-verification', async (route) => {
      await sleep(700);
      await route.continue();
    });
    await banner.getByRole('button', { name: 'Resend email' }).click();
    await expect(banner.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(notice(page, 'Email sent')).toContainText(
      'Check your emails to verify your email.',
    );
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button')).toHaveCount(0);
    await page.unroute('**/v1/users/send-verification');

    verificationLink = await latestMailLink(owner.email, '/verify-email', {
      newerThan: mailedBefore,
    });
    expect(verificationLink.startsWith(`${baseURL}/verify-email?token=`)).toBe(true);

    // The link stays gone for the rest of the browser session.
    await page.reload();
    await expect(verifyBanner(page)).toBeVisible();
    await expect(verifyBanner(page).getByRole('button')).toHaveCount(0);
  });

  await test.step('the mailed link verifies the address', async () => {
    await page.goto(verificationLink);
    await expect(notice(page, 'Email verified')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboards$/);
    await expect(verifyBanner(page)).toHaveCount(0);
  });

  await test.step('the sidebar leads to the logs, still empty', async () => {
    await expect(sidebarNav(page).getByRole('link', { name: 'Prompts' })).toBeVisible();
    await sidebarNav(page).getByRole('link', { name: 'LLM Logs' }).click();
    await expect(page).toHaveURL(/\/logs\?type=llm$/);
    await expect(sidebarNav(page).getByRole('link', { name: 'LLM Logs' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'LLM Logs' })).toBeVisible();
    // A new project has no logs yet.
    await expect(page.getByRole('row')).toHaveCount(0);
    await expect(notice(page, 'Email verified')).toHaveCount(0, { timeout: 6_000 });
    await captureScreens(page, '05-shell-logs-empty');
  });

  await test.step('signs out and signs back in', async () => {
    await signOutThroughMenu(page, owner.name);
    // Sign-out cleared the stored token, so nothing is prefilled without ?email=.
    await expect(page.getByLabel('Email')).toHaveValue('');

    await page.goto(`/login?email=${encodeURIComponent(owner.email)}`);
    await expect(page.getByLabel('Email')).toHaveValue(owner.email);
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.getByLabel('Password', { exact: true }).fill('not my password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Wrong email or password.')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboards$/);
    await expect(verifyBanner(page)).toHaveCount(0);
  });

  await test.step('creates projects up to the free plan cap; each opens its settings', async () => {
    for (const name of ['Project #2', 'Project #3']) {
      const menu = await openProjectMenu(page);
      await menu.getByRole('button', { name: 'New project' }).click();
      await expect(page).toHaveURL(/\/settings$/);
      await expect(projectSelector(page)).toHaveAccessibleName(
        `Project: ${name}. Open the project menu`,
      );
      await expect(page.getByLabel('Project name')).toHaveValue(name);
    }
    const menu = await openProjectMenu(page);
    await expect(projectNames(menu)).toHaveText(['Chatbot', 'Project #2', 'Project #3']);
    await page.keyboard.press('Escape');
    await expect(page.getByLabel('Public key', { exact: true })).toHaveValue(/\S{8,}/);
    await captureScreens(page, '06-settings');
  });

  await test.step('a fourth project opens the upgrade modal on the Projects row', async () => {
    const menu = await openProjectMenu(page);
    await menu.getByRole('button', { name: 'New project' }).click();
    const modal = page.getByRole('dialog', { name: 'Unlock all features' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText("Your plan's limit for projects is reached.");
    await expect(
      modal.getByText('30 days money-back guarantee. Cancel any time with just 1 click.'),
    ).toBeVisible();
    const highlighted = modal.locator('tr[data-highlighted]');
    await expect(highlighted).toHaveCount(1);
    await expect(highlighted).toContainText('Projects');
    await expect(modal.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await captureScreens(page, '07-upgrade-modal');

    await modal.getByRole('button', { name: 'Not now' }).click();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/settings$/);
    const after = await openProjectMenu(page);
    await expect(projectNames(after)).toHaveText(['Chatbot', 'Project #2', 'Project #3']);
    await page.keyboard.press('Escape');
  });

  await test.step('settings: renames the project and works with its keys', async () => {
    const nameForm = page.locator('form').filter({ has: page.getByLabel('Project name') });
    await nameForm.getByLabel('Project name').fill('Support bot');
    await nameForm.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, 'Project name saved')).toBeVisible();
    await expect(projectSelector(page)).toHaveAccessibleName(
      'Project: Support bot. Open the project menu',
    );
    await expect(page.getByText(`Support bot · ${orgName}`)).toBeVisible();

    const publicKey = page.getByLabel('Public key', { exact: true });
    await page.getByRole('button', { name: 'Copy public key' }).click();
    await expect(page.getByRole('button', { name: 'Copy public key' })).toHaveText('Copied');
    expect(await clipboardText(page)).toBe(await publicKey.inputValue());

    const privateKey = page.getByLabel('Private key', { exact: true });
    await expect(privateKey).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show private key' }).click();
    await expect(privateKey).toHaveAttribute('type', 'text');
    await expect(privateKey).toHaveValue(/\S{8,}/);
    const oldPrivateKey = await privateKey.inputValue();
    expect(oldPrivateKey).not.toBe(await publicKey.inputValue());
    await page.getByRole('button', { name: 'Copy private key' }).click();
    expect(await clipboardText(page)).toBe(oldPrivateKey);

    await page.getByRole('button', { name: 'Regenerate', exact: true }).first().click();
    const confirm = page.getByRole('dialog', { name: 'Regenerate the private key?' });
    await expect(confirm).toContainText(
      'The current private key of Support bot stops working at once.',
    );
    await confirm.getByRole('button', { name: 'Regenerate key' }).click();
    await expect(notice(page, 'Private key regenerated')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(privateKey).not.toHaveValue(oldPrivateKey);
    await expect(privateKey).toHaveValue(/\S{8,}/);
    // As the dialog said: the old key stops working at once, the new one works.
    const withKey = (key: string) =>
      request.get('/v1/projects', { headers: { authorization: `Bearer ${key}` } });
    expect((await withKey(oldPrivateKey)).status()).toBe(401);
    expect((await withKey(await privateKey.inputValue())).status()).toBe(200);
  });

  await test.step('the free plan offers only admin and member invitations', async () => {
    const menu = await openProjectMenu(page);
    await menu.getByRole('button', { name: 'Team' }).click();
    await expect(page).toHaveURL(/\/team$/);
    await page.getByRole('combobox', { name: 'Role of the invitee' }).click();
    await expect(page.getByRole('option')).toHaveText(['Admin', 'Member']);
    await page.keyboard.press('Escape');
  });

  let orgId = '';
  await test.step('upgrades to Team from billing', async () => {
    const menu = await openProjectMenu(page);
    await menu.getByRole('button', { name: 'Usage & Billing' }).click();
    await expect(page).toHaveURL(/\/billing$/);
    await expect(page.getByRole('heading', { name: 'Usage & Billing' })).toBeVisible();
    await expect(page.getByText('Free plan', { exact: true })).toBeVisible();
    await expect(page.getByText('3 of 3', { exact: true })).toBeVisible();
    await captureScreens(page, '08-billing-plans');

    // No plan changes before payment: this server has no card payment provider, so Upgrade
    // says so and the org stays on Free until the provider's webhook confirms a payment.
    const upgradeRequest = page.waitForRequest(/\/v1\/orgs\/[^/]+\/upgrade$/);
    await page.getByRole('button', { name: 'Upgrade', exact: true }).click();
    orgId = new URL((await upgradeRequest).url()).pathname.split('/')[3] ?? '';
    await expect(page.getByText(/no payment provider configured/)).toBeVisible();
    await expect(page.getByText('Free plan', { exact: true })).toBeVisible();
    await confirmPayment(page.request, orgId);
    // Where the hosted checkout sends the browser back.
    await page.goto('/billing/thank-you');
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(page.getByText('Your org is on the Team plan.')).toBeVisible();
  });

  let joinLink = '';
  await test.step('invites a teammate as viewer, now that Team allows it', async () => {
    const menu = await openProjectMenu(page);
    await menu.getByRole('button', { name: 'Team' }).click();
    await expect(page).toHaveURL(/\/team$/);
    await page.getByLabel('Email').fill(viewer.email);
    await page.getByRole('combobox', { name: 'Role of the invitee' }).click();
    await page.getByRole('option', { name: 'Viewer', exact: true }).click();
    await expect(page.getByRole('combobox', { name: 'Role of the invitee' })).toHaveText('Viewer');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(notice(page, 'Invitation sent')).toContainText(
      `${viewer.email} will receive a link to join.`,
    );
    await expect(page.getByRole('row').filter({ hasText: viewer.email })).toBeVisible();
    await captureScreens(page, '09-team');

    joinLink = await latestMailLink(viewer.email, '/join');
    expect(joinLink.startsWith(`${baseURL}/join?token=`)).toBe(true);
  });

  await test.step('the teammate joins in their own browser and sees only what a viewer may', async () => {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 1280, height: 720 },
      colorScheme: 'light',
    });
    try {
      const viewerPage = await context.newPage();
      await viewerPage.goto(joinLink);
      await expect(viewerPage.getByRole('heading', { name: `Join ${orgName}` })).toBeVisible();
      await expect(viewerPage.getByText(`${owner.name} invited you to join as`)).toContainText(
        'Viewer',
      );
      await expect(viewerPage.getByLabel('Email')).toHaveValue(viewer.email);
      await viewerPage.getByLabel('Full name').fill(viewer.name);
      await viewerPage.getByLabel('Password').fill(viewer.password);
      await viewerPage.getByRole('button', { name: `Join ${orgName}` }).click();

      await expect(viewerPage).toHaveURL(/\/dashboards$/);
      const nav = sidebarNav(viewerPage);
      await expect(nav.getByRole('link', { name: 'LLM Logs' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Prompts' })).toHaveCount(0);
      const menu = await openProjectMenu(viewerPage);
      await expect(projectNames(menu)).toHaveText(['Chatbot', 'Project #2', 'Support bot']);
      for (const item of ['New project', 'Settings', 'Usage & Billing', 'Team']) {
        await expect(menu.getByRole('button', { name: item })).toHaveCount(0);
      }
      await viewerPage.keyboard.press('Escape');

      for (const path of ['/settings', '/team']) {
        await viewerPage.goto(path);
        await expect(
          viewerPage.getByRole('heading', { name: 'You do not have access to this page' }),
        ).toBeVisible();
      }
    } finally {
      await context.close();
    }
  });

  await test.step('the owner finds every change in the audit log', async () => {
    const menu = await openProjectMenu(page);
    await menu.getByRole('button', { name: 'Settings' }).click();
    await page
      .getByRole('navigation', { name: 'Settings' })
      .getByRole('link', {
        name: 'Audit logs',
      })
      .click();
    await expect(page).toHaveURL(/\/settings\/audit-logs$/);
    // Reading the audit trail is Enterprise on cloud; what happened on Team was recorded.
    await expect(
      page.getByRole('heading', { name: 'Audit logs is part of the Enterprise plan' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Upgrade to Enterprise' }).click();
    await expectUpgradeModalOn(page, 'Audit trail');
    await confirmPayment(page.request, orgId, 'enterprise');
    await page.reload();

    const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
    // Newest first.
    await expect(rows.locator('td:nth-child(3)')).toHaveText([
      'Team member · invite',
      'API key · regenerate',
      'Project · rename',
      'Project · create',
      'Project · create',
      'Team member · login',
      'Team member · logout',
    ]);
    // The details' key order is the database's, so each part is checked on its own.
    await expect(rows.nth(0)).toContainText(`email: ${viewer.email}`);
    await expect(rows.nth(0)).toContainText('role: viewer');
    await expect(rows.nth(2)).toContainText('from: Project #3');
    await expect(rows.nth(2)).toContainText('to: Support bot');
    await expect(rows.nth(3)).toContainText('name: Project #3');
    await expect(rows.nth(4)).toContainText('name: Project #2');
    for (const row of await rows.all()) await expect(row).toContainText(owner.name);
    await captureScreens(page, '10-audit-log');
  });

  await test.step('the Dark theme choice persists across a reload', async () => {
    const menu = await openUserMenu(page, owner.name);
    await menu.getByText('Dark', { exact: true }).click();
    // The system is light: dark comes from the choice.
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    const reopened = await openUserMenu(page, owner.name);
    await expect(reopened.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await page.keyboard.press('Escape');
  });

  await test.step('signing out clears the browser storage and lands on sign-in', async () => {
    const sessionToken = await page.evaluate(() => {
      const stored = JSON.parse(window.localStorage.getItem('lookout-auth') ?? '{}') as {
        state?: { token?: string };
      };
      return stored.state?.token ?? '';
    });
    expect(sessionToken.split('.')).toHaveLength(3);
    await signOutThroughMenu(page, owner.name);
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
    expect(await page.evaluate(() => window.sessionStorage.length)).toBe(0);
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login$/);
    // The server ended the session too.
    const me = await request.get('/v1/users/me', {
      headers: { authorization: `Bearer ${sessionToken}` },
    });
    expect(me.status()).toBe(401);
  });
});

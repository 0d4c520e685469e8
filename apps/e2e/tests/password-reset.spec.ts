import { expect, test } from '@playwright/test';
import { signUpThroughApi, uniqueEmail } from '../support/accounts.js';
import { latestMailLink } from '../support/mail-links.js';
import { openUserMenu, signOutThroughMenu } from '../support/shell.js';

test('a user who forgot the password sets a new one from the mailed link and is signed in', async ({
  page,
  request,
  baseURL,
}) => {
  const account = {
    name: 'Katherine Johnson',
    email: uniqueEmail('katherine'),
    password: 'orbital mechanics 1962',
  };
  const newPassword = 'trajectory friendship 7';
  await signUpThroughApi(request, account);

  await test.step('asks for a reset link from the sign-in page', async () => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/request-password-reset\?email=/);
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your emails' })).toBeVisible();
    await expect(page.getByText(`If an account exists for ${account.email}`)).toBeVisible();
  });

  const link = await latestMailLink(account.email, '/reset-password');
  expect(link.startsWith(`${baseURL}/reset-password?token=`)).toBe(true);

  await test.step('sets a new password from the link and lands signed in', async () => {
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Repeat the new password').fill(`${newPassword}!`);
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(page.getByText('The passwords do not match')).toBeVisible();

    await page.getByLabel('Repeat the new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(page).toHaveURL(/\/dashboards$/);
    const menu = await openUserMenu(page, account.name);
    await expect(menu.getByText(account.email)).toBeVisible();
    await page.keyboard.press('Escape');
    // Following the mailed link proved the address.
    await expect(page.getByText('Verify your email to keep your account')).toHaveCount(0);
  });

  await test.step('the link works once, and only the new password signs in', async () => {
    await signOutThroughMenu(page, account.name);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('another password 123');
    await page.getByLabel('Repeat the new password').fill('another password 123');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(
      page.getByText('This reset link is invalid, used or expired. Ask for a new one.'),
    ).toBeVisible();

    await page.goto(`/login?email=${encodeURIComponent(account.email)}`);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Wrong email or password.')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboards$/);
  });
});

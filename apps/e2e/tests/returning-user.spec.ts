import { expect, test } from '@playwright/test';
import { signUpThroughApi, uniqueEmail } from '../support/accounts.js';

/** A session token as the browser stores it, already expired (the app reads it, never checks its signature). */
function expiredToken(email: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) - 60;
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ email, exp })}.signature`;
}

test('a returning user whose session expired is sent to sign-in with the email filled in', async ({
  page,
  request,
}) => {
  const account = {
    name: 'Alan Turing',
    email: uniqueEmail('alan'),
    password: 'imitation game 1950',
  };
  await signUpThroughApi(request, account);

  await page.goto('/login');
  await page.evaluate(
    ([key, token]) => window.localStorage.setItem(key, JSON.stringify({ state: { token } })),
    ['lookout-auth', expiredToken(account.email)] as const,
  );
  // Coming back later: the app opens on its home page, whose guard sends the user to sign-in.
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();

  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboards$/);
});

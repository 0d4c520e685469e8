import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** A new user's sign-up details. */
export interface NewAccount {
  name: string;
  email: string;
  password: string;
}

/**
 * An address no other test uses, so tests stay independent of each other and of retries.
 *
 * @example uniqueEmail('ada') // 'ada-1f2e3d4c@example.com'
 */
export function uniqueEmail(localPart: string): string {
  return `${localPart}-${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * Creates an account (with its org and first project) through the API, for tests whose journey
 * starts after sign-up. Returns the session token.
 */
export async function signUpThroughApi(
  request: APIRequestContext,
  account: NewAccount,
): Promise<string> {
  const response = await request.post('/auth/signup', { data: account });
  expect(response.ok(), `sign-up of ${account.email} failed: ${response.status()}`).toBe(true);
  const { token } = (await response.json()) as { token: string };
  return token;
}

/** The org of the account signed in with `token`, read through `GET /v1/users/me`. */
export async function orgIdOf(request: APIRequestContext, token: string): Promise<string> {
  const me = await request.get('/v1/users/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.ok(), `GET /v1/users/me answered ${me.status()}`).toBe(true);
  return ((await me.json()) as { orgId: string }).orgId;
}

/** Signs the browser in with a session token, as the app keeps it (no login form). */
export async function signInWith(page: Page, token: string): Promise<void> {
  await page.goto('/login');
  await page.evaluate(
    ([key, value]) => window.localStorage.setItem(key, JSON.stringify({ state: { token: value } })),
    ['lookout-auth', token] as const,
  );
}

/** Signs in through the sign-in form and waits for the first page after it (the dashboards). */
export async function signInThroughForm(page: Page, account: NewAccount): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboards$/);
}

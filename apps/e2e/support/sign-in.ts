import type { Page } from '@playwright/test';

/** Signs the browser in with a session token, as the app keeps it. */
export async function signInWith(page: Page, token: string): Promise<void> {
  await page.goto('/login');
  await page.evaluate(
    ([key, value]) => window.localStorage.setItem(key, JSON.stringify({ state: { token: value } })),
    ['lookout-auth', token] as const,
  );
}

import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signUpThroughApi, uniqueEmail } from '../support/accounts.js';
import { openProjectMenu, openUserMenu } from '../support/shell.js';

/** What a page broke against its policy: CSP violations and console errors, as they happen. */
async function watchPolicy(page: Page) {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    // A refused API call (401 signed out) is logged by the browser too; it is not a policy problem.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

const account = {
  name: 'Hedy Lamarr',
  email: uniqueEmail('hedy'),
  password: 'frequency hopping 1942',
};

async function sharedRun(request: APIRequestContext, token: string): Promise<string> {
  const auth = { authorization: `Bearer ${token}` };
  const [project] = (await (await request.get('/v1/projects', { headers: auth })).json()) as {
    id: string;
  }[];
  const keys = (await (
    await request.get(`/v1/projects/${project?.id}/api-keys`, { headers: auth })
  ).json()) as { type: string; key: string }[];
  const publicKey = keys.find((key) => key.type === 'public')?.key;
  const runId = randomUUID();
  const ingest = await request.post('/v1/runs/ingest', {
    headers: { authorization: `Bearer ${publicKey}` },
    data: {
      events: [
        { event: 'start', type: 'llm', runId, timestamp: Date.now(), name: 'gpt-4o', input: 'Hi' },
        {
          event: 'end',
          type: 'llm',
          runId,
          timestamp: Date.now() + 50,
          output: '**Spread spectrum**, explained.',
        },
      ],
    },
  });
  expect(ingest.ok()).toBe(true);
  const share = await request.patch(`/v1/runs/${runId}/visibility?projectId=${project?.id}`, {
    headers: auth,
    data: { visibility: 'public' },
  });
  expect(share.ok()).toBe(true);
  return runId;
}

test('the app runs under its Content-Security-Policy: sign-in, menus, dialogs and the dark theme', async ({
  page,
  request,
}) => {
  await signUpThroughApi(request, account);
  const problems = await watchPolicy(page);

  const login = await page.goto('/login');
  const csp = login?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboards$/);

  // A modal dialog (Radix) locks page scrolling with a <style> element it adds at run time.
  const projectMenu = await openProjectMenu(page);
  await projectMenu.getByRole('button', { name: 'Unlock all features' }).click();
  await expect(page.getByRole('dialog', { name: 'Unlock all features' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Unlock all features' })).toBeHidden();

  // The theme bootstrap is a file now; a dark choice still applies before the first paint.
  const userMenu = await openUserMenu(page, account.name);
  await userMenu.getByText('Dark', { exact: true }).click();
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);

  expect(problems).toEqual([]);
});

test('a shared run renders signed out under the same policy, which no site may frame', async ({
  browser,
  request,
}) => {
  const token = await signUpThroughApi(request, { ...account, email: uniqueEmail('hedy') });
  const runId = await sharedRun(request, token);
  const guest = await browser.newPage();
  const problems = await watchPolicy(guest);
  const response = await guest.goto(`/logs/${runId}`);
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response?.headers()['x-frame-options']).toBe('DENY');
  await expect(guest.getByRole('heading', { level: 1, name: 'Shared log' })).toBeVisible();
  await expect(guest.getByText('Spread spectrum')).toBeVisible();
  expect(problems).toEqual([]);
  await guest.close();
});

test('the API docs render under the policy', async ({ page }) => {
  const problems = await watchPolicy(page);
  await page.goto('/v1/docs');
  await expect(page.getByText('Lookout API').first()).toBeVisible();
  // Every group is listed, collapsed; opening one shows its calls.
  await expect(page.getByRole('link', { name: 'Experiments', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Auth', exact: true }).click();
  await expect(page.getByText('/auth/login').first()).toBeVisible();
  expect(problems).toEqual([]);
});

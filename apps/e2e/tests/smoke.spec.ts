import { expect, test } from '@playwright/test';

test('the production server serves the app: a signed-out visitor lands on sign-in and sees the version', async ({
  page,
  request,
}) => {
  const { version } = (await (await request.get('/v1/version')).json()) as { version: string };

  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('server-version')).toHaveText(`v${version}`);
});

test('a deep link loads the app through the SPA fallback and the guard sends it to sign-in', async ({
  page,
}) => {
  await page.goto('/logs?type=trace');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('5000+ GenAI devs build better apps')).toBeVisible();
});

test('the theme choice survives a reload', async ({ page }) => {
  await page.goto('/login');
  await page.getByText('Dark', { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
});

import { expect, test } from '@playwright/test';

test('the production server serves the app, which shows the server version', async ({
  page,
  request,
}) => {
  const { version } = (await (await request.get('/v1/version')).json()) as { version: string };

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Lookout' })).toBeVisible();
  await expect(page.getByTestId('server-version')).toHaveText(`v${version}`);
});

test('a deep link loads the app through the SPA fallback', async ({ page }) => {
  await page.goto('/some/unknown/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the theme choice survives a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByText('Dark', { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
});

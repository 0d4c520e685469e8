import { expect, type Page } from '@playwright/test';

/**
 * Saves an org's key for a model provider (`OpenAI`, `Anthropic`) on the Settings page, pointed
 * at `baseUrl` (a fake provider on 127.0.0.1), as an admin does before running models.
 *
 * @example await saveProviderKey(page, 'OpenAI', keys.ok, fake.baseUrl);
 */
export async function saveProviderKey(
  page: Page,
  provider: string,
  apiKey: string,
  baseUrl: string,
): Promise<void> {
  await page.goto('/settings');
  await page.getByRole('button', { name: `Set key for ${provider}` }).click();
  const dialog = page.getByRole('dialog', { name: `Set the ${provider} key` });
  await dialog.getByLabel('API key').fill(apiKey);
  await dialog.getByLabel('Base URL (optional)').fill(baseUrl);
  await dialog.getByRole('button', { name: 'Save key' }).click();
  await expect(page.getByText(`${provider} key saved`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

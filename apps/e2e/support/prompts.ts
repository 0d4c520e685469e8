import { expect, type Page } from '@playwright/test';

/** Creates a chat prompt called `slug` from the Prompts page and waits for its editor. */
export async function createPrompt(page: Page, slug: string): Promise<void> {
  await page.goto('/prompts');
  await page.getByRole('button', { name: 'New prompt' }).click();
  await page.getByRole('dialog', { name: 'New prompt' }).getByLabel('Slug').fill(slug);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/prompts\/[0-9a-f-]{36}$/);
}

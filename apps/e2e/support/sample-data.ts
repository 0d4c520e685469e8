import { expect, type Page } from '@playwright/test';

/**
 * Loads the sample data (LLM calls, an agent trace, a conversation) from a new project's empty
 * Logs page, as a new user would, and waits until its rows show.
 */
export async function loadSampleData(page: Page): Promise<void> {
  await page.goto('/logs?type=llm');
  await page.getByRole('button', { name: 'Load sample data' }).click();
  await expect(page.getByTestId('run-row').first()).toBeVisible();
}

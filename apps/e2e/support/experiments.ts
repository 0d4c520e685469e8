import { expect, type Locator, type Page } from '@playwright/test';

/**
 * On an experiment's comparison, chooses the outputs of two variants for item `item` (1-based)
 * and opens their diff. Returns the dialog; the words only one side has are marked
 * `data-change="removed"` (first) or `"added"` (second).
 *
 * @example const diff = await openOutputDiff(page, 1, 'support-answer v1', 'support-answer v2');
 */
export async function openOutputDiff(
  page: Page,
  item: number,
  first: string,
  second: string,
): Promise<Locator> {
  for (const variant of [first, second]) {
    await page
      .getByRole('button', { name: new RegExp(`^Choose item ${item} · ${variant}`) })
      .click();
  }
  await page.getByRole('button', { name: 'Compare outputs' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare outputs' });
  await expect(dialog).toBeVisible();
  return dialog;
}

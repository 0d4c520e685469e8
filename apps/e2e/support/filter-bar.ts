import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Adds a filter through the filter bar's 'Add filter' menu and returns its chip. With `within`
 * (a form holding its own filter bar), the button is looked for there.
 *
 * @example const chip = await addFilter(page, 'Evaluations');
 */
export async function addFilter(page: Page, name: string, within?: Locator): Promise<Locator> {
  await (within ?? page).getByRole('button', { name: 'Add filter' }).click();
  await page
    .getByRole('menuitem')
    .filter({ hasText: new RegExp(`^${name}`) })
    .click();
  const chip = (within ?? page).getByRole('group', { name: `${name} filter` });
  // A picked filter opens its value picker at once; a single-choice list holds the page (the
  // rest is hidden from assistive technology) until it is closed, keeping the default value.
  const choices = page.locator('[role="listbox"]:not([aria-label="Options"])');
  await expect(chip.or(choices).first()).toBeVisible();
  if (await choices.isVisible()) await page.keyboard.press('Escape');
  await expect(chip).toBeVisible();
  return chip;
}

/**
 * Ticks `options` in a chip's multi-select (`combobox`), then closes its list.
 *
 * @example await chooseOptions(page, chip.getByRole('combobox', { name: 'Models' }), ['gpt-4o']);
 */
export async function chooseOptions(
  page: Page,
  combobox: Locator,
  options: readonly string[],
): Promise<void> {
  await combobox.click();
  const list = page.getByRole('listbox', { name: 'Options' });
  for (const option of options) {
    await list.getByRole('option', { name: option, exact: true }).click();
  }
  await page.keyboard.press('Escape');
}

/**
 * Picks `option` in a one-of-a-list select (a combobox whose options open in a popover).
 *
 * @example await pickOption(page, page.getByRole('combobox', { name: 'Dataset' }), 'Support (3 items)');
 */
export async function pickOption(
  page: Page,
  combobox: Locator,
  option: string | RegExp,
): Promise<void> {
  await combobox.click();
  await page.getByRole('option', { name: option }).click();
}

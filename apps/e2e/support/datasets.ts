import { expect, type Locator, type Page } from '@playwright/test';
import { notice } from './shell.js';

/**
 * With runs checked on the logs page, adds the `count` of them to a new dataset called `name`
 * through 'Add N to dataset', then follows the notification's link to the dataset's page.
 */
export async function addCheckedRunsToNewDataset(
  page: Page,
  count: number,
  name: string,
): Promise<void> {
  await page.getByRole('button', { name: `Add ${count} to dataset` }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to dataset' });
  await dialog.getByRole('combobox', { name: 'Dataset' }).selectOption({ label: 'New dataset…' });
  await dialog.getByRole('textbox', { name: 'New dataset name' }).fill(name);
  await dialog.getByRole('button', { name: 'Add' }).click();
  const added = notice(page, `${count} runs added to ${name}`);
  await expect(added).toBeVisible();
  await added.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/datasets\/v2\/[0-9a-f-]{36}$/);
}

/** A CSV file to import and the columns to map to an item's input and expected output. */
export interface CsvImport {
  fileName: string;
  csv: string;
  /** A text of a data row, seen in the preview before importing. */
  previewText: string;
  inputColumn: string;
  expectedOutputColumn: string;
}

/**
 * On a dataset's page, opens 'Import', uploads the file, checks the preview, maps the columns
 * and imports. Returns the dialog, still open on the result (imported count, rows refused).
 */
export async function importCsv(page: Page, file: CsvImport): Promise<Locator> {
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import items' });
  await dialog.getByLabel('File to import').setInputFiles({
    name: file.fileName,
    mimeType: 'text/csv',
    buffer: Buffer.from(file.csv),
  });
  await expect(dialog.getByRole('table', { name: 'Preview' })).toContainText(file.previewText);
  await dialog.getByRole('combobox', { name: 'Input column' }).selectOption(file.inputColumn);
  await dialog
    .getByRole('combobox', { name: 'Expected output column' })
    .selectOption(file.expectedOutputColumn);
  await dialog.getByRole('button', { name: 'Import' }).click();
  return dialog;
}

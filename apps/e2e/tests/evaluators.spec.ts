import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { signInThroughForm, signUpThroughApi, uniqueEmail } from '../support/accounts.js';
import { addFilter } from '../support/filter-bar.js';
import { lunaryFor, projectAccess, trackLlmCalls, waitForRunCount } from '../support/ingest.js';
import { captureScreens } from '../support/screens.js';

// Issue 14: a realtime evaluator grades production runs sent through the real Lunary SDK; its
// results show in the run view, on the logs table and through the evaluations filter.
test.describe.configure({ mode: 'serial' });

const account = {
  name: 'Grace Hopper',
  email: uniqueEmail('grace'),
  password: 'nanoseconds on a wire 1947',
};
const evaluatorName = 'Mentions the refund';
const refundAnswer = 'Your refund is on its way.';
const otherAnswer = 'Paris is the capital of France.';

/** Opens a run's page until its Evaluations block shows `verdict` (grading runs every few s). */
async function expectVerdict(page: Page, runId: string, verdict: 'Passed' | 'Failed') {
  await expect(async () => {
    await page.goto(`/logs/${runId}`);
    const block = page
      .getByRole('region', { name: 'Evaluations' })
      .or(
        page.locator('section').filter({ has: page.getByRole('heading', { name: 'Evaluations' }) }),
      );
    await expect(block.first()).toContainText(evaluatorName, { timeout: 2_000 });
    await expect(block.first()).toContainText(verdict, { timeout: 2_000 });
  }).toPass({ timeout: 45_000, intervals: [1_000, 2_000, 3_000] });
}

test('a realtime evaluator grades runs sent through Lunary; the logs filter by its result', async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('baseURL is not set');
  const token = await signUpThroughApi(request, account);
  const access = { token, ...(await projectAccess(request, token)) };
  const ids = { refund: randomUUID(), other: randomUUID() };

  await test.step('signs in and finds no evaluator yet', async () => {
    await signInThroughForm(page, account);
    await page.goto('/evaluators');
    await expect(page.getByText(/No evaluators yet/)).toBeVisible();
  });

  await test.step('creates a realtime String check on the output, local, on every run', async () => {
    await page.getByRole('link', { name: 'New evaluator' }).click();
    await expect(page).toHaveURL(/\/evaluators\/new$/);
    await page.getByRole('textbox', { name: 'Name' }).fill(evaluatorName);
    await page.getByRole('radio', { name: /^String/ }).check();
    await expect(page.getByText('Needs a provider key')).toHaveCount(0);
    await page.getByRole('combobox', { name: 'String field' }).click();
    await page.getByRole('option', { name: 'Output' }).click();
    await page.getByRole('textbox', { name: 'String text' }).fill('refund');
    await page.getByRole('radio', { name: 'Realtime' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Sample rate' })).toHaveValue('100');
    await captureScreens(page, 'evaluators-editor');
    await page.getByRole('button', { name: 'Create evaluator' }).click();
    await expect(page).toHaveURL(/\/evaluators$/);
    const row = page.getByRole('row').filter({ hasText: evaluatorName });
    await expect(row).toContainText('Realtime');
    await expect(row).toContainText('100 %');
    await expect(row).toContainText('String');
    await captureScreens(page, 'evaluators-list');
  });

  await test.step('Lunary sends two LLM calls, one answering about a refund', async () => {
    await trackLlmCalls(lunaryFor(baseURL, access.publicKey), [
      {
        runId: ids.refund,
        model: 'gpt-4o-mini',
        input: 'Where is my money?',
        output: refundAnswer,
      },
      { runId: ids.other, model: 'gpt-4o-mini', input: 'Capital of France?', output: otherAnswer },
    ]);
    await waitForRunCount(request, access, 'llm', 2);
  });

  await test.step('the run view shows each result once graded', async () => {
    await expectVerdict(page, ids.refund, 'Passed');
    await expectVerdict(page, ids.other, 'Failed');
    await captureScreens(page, 'evaluators-run-view');
  });

  await test.step('the logs show the result chips and filter by "evaluator passed"', async () => {
    await page.goto('/logs?type=llm');
    const rows = page.getByTestId('run-row');
    await expect(rows).toHaveCount(2);
    await expect(page.getByLabel(`${evaluatorName}: Passed`)).toBeVisible();
    await expect(page.getByLabel(`${evaluatorName}: Failed`)).toBeVisible();

    const chip = await addFilter(page, 'Evaluations');
    await chip.getByRole('combobox', { name: 'Evaluations evaluators' }).click();
    await page
      .getByRole('listbox', { name: 'Options' })
      .getByRole('option', { name: evaluatorName, exact: true })
      .click();
    await page.keyboard.press('Escape');
    await expect(chip.getByRole('combobox', { name: 'Evaluations result' })).toHaveText('Passed');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(refundAnswer);
    await captureScreens(page, 'evaluators-logs-filter');

    await chip.getByRole('combobox', { name: 'Evaluations result' }).click();
    await page.getByRole('option', { name: 'Failed' }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(otherAnswer);
  });

  await test.step('shows the pass rate, and a run on existing logs leaves what it graded as it was', async () => {
    await page.goto('/evaluators');
    const row = page.getByRole('row').filter({ hasText: evaluatorName });
    await expect(row).toContainText('50 %');
    await expect(row.getByRole('link', { name: '1 passed' })).toBeVisible();
    await page.getByRole('button', { name: `Actions for ${evaluatorName}` }).click();
    await page.getByRole('menuitem', { name: 'Run on existing logs' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('No filter: every LLM call is graded.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Start grading' }).click();
    await expect(dialog.getByText(/No run to grade|Done/)).toBeVisible({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toHaveCount(0);
  });
});

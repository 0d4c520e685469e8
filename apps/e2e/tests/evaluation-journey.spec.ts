import { expect, type Page, test } from '@playwright/test';
import { signInThroughForm, signUpThroughApi, uniqueEmail } from '../support/accounts.js';
import { addCheckedRunsToNewDataset, importCsv } from '../support/datasets.js';
import { openOutputDiff } from '../support/experiments.js';
import { useFakeProvider } from '../support/fake-provider.js';
import { addFilter, chooseOptions, pickOption } from '../support/filter-bar.js';
import { lunaryFor, projectAccess, trackLlmCalls, waitForRunCount } from '../support/ingest.js';
import { createPrompt } from '../support/prompts.js';
import { saveProviderKey } from '../support/settings.js';

// Issue 14 as one afternoon's work in one project: production calls sent through the real Lunary
// SDK become a dataset, a CSV adds to it, two versions of a template are compared on it with a
// local and an AI evaluator, and a realtime evaluator then grades new production calls, whose
// verdicts filter the logs. Everything a user does here is done in the browser; only the
// application's traffic goes through the SDK. The variants' model (Claude) is answered by the
// fake Anthropic endpoint; the AI judge (OpenAI's gpt-4o-mini) by the fake OpenAI endpoint with
// the judge key, which accepts every answer. Experiments are beta: this spec runs on the server
// whose orgs all have the beta flag (playwright.config.ts).
test.describe.configure({ mode: 'serial' });

const account = {
  name: 'Ada Lovelace',
  email: uniqueEmail('ada'),
  password: 'analytical engine notes 1843',
};
const datasetName = 'Support from production';
const slug = 'support-answer';
const realtimeName = 'Mentions a refund';

/** The production calls of the morning; the first two go to the dataset. */
const morningCalls = [
  { model: 'gpt-4o', input: 'How do I reset my password?', output: 'Use the sign-in page link.' },
  { model: 'gpt-4o', input: 'Can I pay by invoice?', output: 'Yes, on the team plan.' },
  { model: 'gpt-4o', input: 'Where is my data stored?', output: 'In the EU region you chose.' },
] as const;

/** Questions the support team kept in a spreadsheet, with the answers they expect. */
const spreadsheet = [
  'prompt,ideal,channel',
  'Do you offer SSO?,On the enterprise plan,email',
  '"Can I export my data, all of it?",Yes: as JSON lines,chat',
].join('\n');

/** The afternoon's calls: the realtime evaluator grades those made with gpt-4o only. */
const afternoonCalls = {
  refund: {
    model: 'gpt-4o',
    input: 'Where is my money?',
    output: 'Your refund is on its way.',
  },
  other: { model: 'gpt-4o', input: 'Capital of France?', output: 'Paris, of course.' },
  otherModel: {
    model: 'gpt-4o-mini',
    input: 'Can I get my money back?',
    output: 'A refund takes five days.',
  },
} as const;

const provider = useFakeProvider();

function runRows(page: Page) {
  return page.getByTestId('run-row');
}

/** Creates an evaluator from the Evaluators page; `configure` fills in its type and settings. */
async function createEvaluator(
  page: Page,
  name: string,
  configure: () => Promise<void>,
): Promise<void> {
  await page.goto('/evaluators');
  await page.getByRole('link', { name: 'New evaluator' }).click();
  await expect(page).toHaveURL(/\/evaluators\/new$/);
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await configure();
  await page.getByRole('button', { name: 'Create evaluator' }).click();
  await expect(page).toHaveURL(/\/evaluators$/);
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
}

/** Writes the user message (the second) of the open template. */
async function writeUserMessage(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Text of message 2' }).fill(text);
}

test('from production runs to a dataset, an experiment, and production graded by a realtime evaluator', async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('baseURL is not set');
  const token = await signUpThroughApi(request, account);
  const access = { token, ...(await projectAccess(request, token)) };
  const lunary = lunaryFor(baseURL, access.publicKey);

  await test.step('production calls arrive through the Lunary SDK', async () => {
    await trackLlmCalls(lunary, morningCalls);
    await waitForRunCount(request, access, 'llm', morningCalls.length);
  });

  await test.step('two of them, checked in the logs, become a new dataset', async () => {
    await signInThroughForm(page, account);
    await page.goto('/logs?type=llm');
    await expect(runRows(page)).toHaveCount(morningCalls.length);
    for (const call of morningCalls.slice(0, 2)) {
      await runRows(page).filter({ hasText: call.input }).getByRole('checkbox').click();
    }
    await addCheckedRunsToNewDataset(page, 2, datasetName);
    const items = page.getByRole('table', { name: 'Items' });
    await expect(items.getByRole('row')).toHaveCount(3);
    await expect(items).toContainText(morningCalls[0].input);
    await expect(items).toContainText(morningCalls[0].output);
  });

  await test.step('a CSV of two more questions is imported into it', async () => {
    const dialog = await importCsv(page, {
      fileName: 'support-spreadsheet.csv',
      csv: spreadsheet,
      previewText: 'Can I export my data, all of it?',
      inputColumn: 'prompt',
      expectedOutputColumn: 'ideal',
    });
    await expect(dialog.getByText('2 items imported.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    const items = page.getByRole('table', { name: 'Items' });
    await expect(items.getByRole('row')).toHaveCount(5);
    await expect(items).toContainText('Do you offer SSO?');
  });

  await test.step('the provider keys are saved: Anthropic answers, OpenAI judges', async () => {
    await saveProviderKey(page, 'Anthropic', provider.keys.ok, provider.baseUrl);
    await saveProviderKey(page, 'OpenAI', provider.keys.judge, provider.baseUrl);
  });

  await test.step('a template on Claude is deployed as v1, then drafted as v2', async () => {
    await createPrompt(page, slug);
    await page.getByRole('button', { name: /^Model: / }).click();
    await page.getByRole('searchbox', { name: 'Search models' }).fill('claude-3-5-haiku');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Model: Claude 3.5 Haiku' })).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Text of message 1' })
      .fill('You answer customers of Acme.');
    await writeUserMessage(page, 'Please answer kindly: {{input}}');
    await page.getByRole('button', { name: 'Deploy' }).click();
    await page
      .getByRole('dialog', { name: 'Deploy v1' })
      .getByRole('button', { name: 'Deploy' })
      .click();
    await expect(page.getByText('v1 · Deployed')).toBeVisible();

    await writeUserMessage(page, 'Answer in one line: {{input}}');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('v2 · Draft')).toBeVisible();
  });

  await test.step('two evaluators: a local length check and an AI assertion', async () => {
    await createEvaluator(page, 'Short enough', async () => {
      await page.getByRole('radio', { name: /^Length/ }).check();
      await pickOption(page, page.getByRole('combobox', { name: 'Length operator' }), '<');
      await page.getByRole('spinbutton', { name: 'Length characters' }).fill('500');
    });
    await createEvaluator(page, 'Polite', async () => {
      await page.getByRole('radio', { name: /^Assertion/ }).check();
      await expect(page.getByText('Needs a provider key')).toBeVisible();
      await page
        .getByRole('textbox', { name: 'Assertion requirement' })
        .fill('The answer is polite');
    });
  });

  await test.step('an experiment runs both versions with both evaluators to the end', async () => {
    await page
      .getByRole('link', { name: /Experiments/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/experiments$/);
    await page.getByRole('link', { name: 'New experiment' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Kind vs one line');
    await pickOption(
      page,
      page.getByRole('combobox', { name: 'Dataset' }),
      `${datasetName} (4 items)`,
    );
    const first = page.getByRole('group', { name: 'Variant 1' });
    await first.getByRole('radio', { name: 'Template version' }).click();
    await pickOption(page, first.getByRole('combobox', { name: 'Template' }), slug);
    await pickOption(page, first.getByRole('combobox', { name: 'Version' }), /^v1 ·/);
    await page.getByRole('button', { name: 'Add variant' }).click();
    const second = page.getByRole('group', { name: 'Variant 2' });
    await second.getByRole('radio', { name: 'Template version' }).click();
    await pickOption(page, second.getByRole('combobox', { name: 'Template' }), slug);
    await expect(second.getByRole('combobox', { name: 'Version' })).toContainText('v2');

    await page.getByRole('combobox', { name: 'Evaluators' }).click();
    await page.getByRole('option', { name: 'Short enough (length)' }).click();
    await page.getByRole('option', { name: 'Polite (assertion)' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Run experiment' }).click();
    await expect(page).toHaveURL(/\/experiments\/[0-9a-f-]{36}$/);

    await expect(page.getByText('Finished', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('progressbar', { name: 'Outputs produced' })).toHaveAttribute(
      'aria-valuetext',
      '8 / 8',
    );
  });

  await test.step('the comparison shows each variant’s pass rate, the outputs and a diff', async () => {
    const cards = page.getByRole('list', { name: 'Variant summaries' });
    for (const version of ['v1', 'v2']) {
      const card = cards.getByLabel(`${slug} ${version} · claude-3-5-haiku`, { exact: true });
      await expect(card).toContainText('Pass rate100%');
      await expect(card).toContainText('Done4 / 4');
    }
    const table = page.getByRole('table', { name: 'Comparison' });
    await expect(table.getByRole('row')).toHaveCount(5);
    await expect(table).toContainText('You asked: Please answer kindly: Do you offer SSO?');
    await expect(table).toContainText('You asked: Answer in one line: Do you offer SSO?');
    await expect(table.getByRole('button', { name: 'Short enough: passed' })).toHaveCount(8);
    await expect(table.getByRole('button', { name: 'Polite: passed' })).toHaveCount(8);

    const dialog = await openOutputDiff(page, 1, 'support-answer v1', 'support-answer v2');
    await expect(dialog.locator('[data-change="removed"]').first()).toContainText('Please');
    await expect(dialog.locator('[data-change="added"]').first()).toContainText('Answer');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  await test.step('a realtime evaluator grades the new gpt-4o calls for a refund', async () => {
    await createEvaluator(page, realtimeName, async () => {
      await page.getByRole('radio', { name: /^String/ }).check();
      await pickOption(page, page.getByRole('combobox', { name: 'String field' }), 'Output');
      await page.getByRole('textbox', { name: 'String text' }).fill('refund');
      await page.getByRole('radio', { name: 'Realtime' }).click();
      const models = await addFilter(page, 'Models');
      await chooseOptions(page, models.getByRole('combobox', { name: 'Models' }), ['gpt-4o']);
      await expect(page.getByText('Only runs matching these filters are graded.')).toBeVisible();
    });
    const row = page.getByRole('row').filter({ hasText: realtimeName });
    await expect(row).toContainText('Realtime');
  });

  await test.step('new calls arrive through the SDK and the logs show the verdicts', async () => {
    await trackLlmCalls(lunary, Object.values(afternoonCalls));
    await waitForRunCount(request, access, 'llm', morningCalls.length + 3);
    await page.goto('/logs?type=llm');
    await expect(runRows(page)).toHaveCount(morningCalls.length + 3);
    // Grading runs in the background, a sweep every few seconds: reload until both are shown.
    await expect(async () => {
      await page.reload();
      await expect(page.getByLabel(`${realtimeName}: Passed`)).toBeVisible({ timeout: 1_000 });
      await expect(page.getByLabel(`${realtimeName}: Failed`)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 45_000, intervals: [1_000, 2_000] });
    // Only the gpt-4o calls made since the evaluator became realtime are graded.
    await expect(page.getByLabel(new RegExp(`^${realtimeName}: `))).toHaveCount(2);
  });

  await test.step('filtering the logs by the evaluator’s result keeps the right calls', async () => {
    const chip = await addFilter(page, 'Evaluations');
    await chooseOptions(page, chip.getByRole('combobox', { name: 'Evaluations evaluators' }), [
      realtimeName,
    ]);
    await expect(chip.getByRole('combobox', { name: 'Evaluations result' })).toHaveText('Passed');
    await expect(runRows(page)).toHaveCount(1);
    await expect(runRows(page).first()).toContainText(afternoonCalls.refund.output);

    await pickOption(page, chip.getByRole('combobox', { name: 'Evaluations result' }), 'Failed');
    await expect(runRows(page)).toHaveCount(1);
    await expect(runRows(page).first()).toContainText(afternoonCalls.other.output);
    await expect(page).toHaveURL(/filters=/);
  });

  await test.step('the Evaluators page sums up what the realtime evaluator graded', async () => {
    await page.goto('/evaluators');
    const row = page.getByRole('row').filter({ hasText: realtimeName });
    await expect(row).toContainText('50 %');
    await expect(row.getByRole('link', { name: '1 passed' })).toBeVisible();
  });
});

import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signInWith, signUpThroughApi, uniqueEmail } from '../support/accounts.js';
import { addCheckedRunsToNewDataset, importCsv } from '../support/datasets.js';
import { lunaryFor, projectAccess, trackLlmCalls, waitForRunCount } from '../support/ingest.js';

// Issue 14: a dataset built from production. Runs sent through the Lunary SDK are checked in the
// logs and added to a new dataset, which then takes a CSV file (one bad row) and is exported.
test.describe.configure({ mode: 'serial' });

const account = {
  name: 'Grace Hopper',
  email: uniqueEmail('grace'),
  password: 'compilers are friends 59',
};

const calls = [
  { input: 'How do I reset my password?', output: 'Use the link on the sign-in page.' },
  { input: 'Can I pay by invoice?', output: 'Yes, on the team plan.' },
  { input: 'Where is my data stored?', output: 'In the EU region you chose.' },
] as const;

// The third data row has no input: the server refuses it by number and imports the others.
const csv = [
  'question,answer,topic',
  'Do you offer SSO?,On the enterprise plan,auth',
  '"Is there an API, and a client?",Yes,api',
  ',An answer without a question,broken',
].join('\n');

function runRow(page: Page, text: string) {
  return page.getByTestId('run-row').filter({ hasText: text });
}

test('production runs become a dataset that imports a CSV and exports JSON lines', async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  if (!baseURL) throw new Error('baseURL is not set');
  const token = await signUpThroughApi(request, account);
  const access = { token, ...(await projectAccess(request, token)) };

  await test.step('the SDK sends three LLM calls with the public key', async () => {
    await trackLlmCalls(
      lunaryFor(baseURL, access.publicKey),
      calls.map((call) => ({ model: 'gpt-4o-mini', ...call })),
    );
    await waitForRunCount(request, access, 'llm', 3);
  });

  await test.step('two runs checked in the logs go to a new dataset', async () => {
    await signInWith(page, token);
    await page.goto('/logs?type=llm');
    await expect(page.getByTestId('run-row')).toHaveCount(3);
    await runRow(page, calls[0].input).getByRole('checkbox').click();
    // `x` checks the focused row, as the keyboard user does.
    await runRow(page, calls[1].input).focus();
    await page.keyboard.press('x');
    await addCheckedRunsToNewDataset(page, 2, 'Support from production');
  });

  await test.step('the dataset holds the runs, input and expected output', async () => {
    const items = page.getByRole('table', { name: 'Items' });
    await expect(items.getByRole('row')).toHaveCount(3);
    await expect(items).toContainText(calls[0].input);
    await expect(items).toContainText(calls[0].output);
  });

  await test.step('a CSV with one bad row imports the others and names the bad one', async () => {
    const dialog = await importCsv(page, {
      fileName: 'faq.csv',
      csv,
      previewText: 'Is there an API, and a client?',
      inputColumn: 'question',
      expectedOutputColumn: 'answer',
    });
    await expect(dialog.getByText('2 items imported.')).toBeVisible();
    const failures = dialog.getByRole('region', { name: 'Rows not imported' });
    await expect(failures).toContainText('1 error:');
    await expect(failures).toContainText('row 3');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('table', { name: 'Items' }).getByRole('row')).toHaveCount(5);
  });

  await test.step('the export is a JSON-lines file of the four items', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export JSONL' }).click();
    const file = await (await download).path();
    const lines = (await readFile(file, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(4);
    expect(lines).toEqual(
      expect.arrayContaining([
        // A run's output arrives as the assistant's message.
        expect.objectContaining({
          input: calls[0].input,
          expectedOutput: [{ role: 'assistant', content: calls[0].output }],
          metadata: expect.objectContaining({ runId: expect.any(String) }),
        }),
        expect.objectContaining({
          input: 'Is there an API, and a client?',
          expectedOutput: 'Yes',
          metadata: expect.objectContaining({ topic: 'api' }),
        }),
      ]),
    );
  });
});

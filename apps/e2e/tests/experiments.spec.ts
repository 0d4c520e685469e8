import { type APIRequestContext, expect, test } from '@playwright/test';
import { signInWith, signUpThroughApi, uniqueEmail } from '../support/accounts.js';
import { openOutputDiff } from '../support/experiments.js';
import { useFakeProvider } from '../support/fake-provider.js';
import { pickOption } from '../support/filter-bar.js';
import { projectAccess } from '../support/ingest.js';
import { captureScreens } from '../support/screens.js';
import { sidebarNav } from '../support/shell.js';

// Issue 14 end to end (experiments, beta): a dataset of three items, two versions of a
// template and two evaluators (a local length check and an AI assertion) made through the
// API; the experiment is then set up, run and compared in the browser. The variants' model
// is answered by the fake Anthropic endpoint; the AI judge (OpenAI's gpt-4o-mini) by the fake
// OpenAI endpoint with the judge key, which accepts every answer. This spec runs against the
// server whose orgs all have the beta flag (playwright.config.ts).
test.describe.configure({ mode: 'serial' });

const account = {
  name: 'Grace Hopper',
  email: uniqueEmail('grace'),
  password: 'compilers since 1952',
};
const questions = [
  'How do I reset my password?',
  'Where is my latest invoice?',
  'Can I change my plan?',
];
/** What the fake provider's judge key answers to every AI check (fakeJudgeVerdict). */
const judgeReason = 'The fake judge accepts every answer.';

const provider = useFakeProvider();

/** Calls the API as the signed-up user and returns the JSON answer, failing on a non-OK status. */
async function api<T>(
  request: APIRequestContext,
  token: string,
  method: 'post' | 'put',
  path: string,
  data: unknown,
): Promise<T> {
  const response = await request[method](path, {
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

test('an experiment of two template versions graded by two evaluators runs to the end and is compared', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await signUpThroughApi(request, account);
  const { projectId } = await projectAccess(request, token);
  const scoped = (path: string) => `${path}?projectId=${projectId}`;

  await test.step('sets the provider keys and makes the dataset, template and evaluators', async () => {
    await api(request, token, 'put', '/v1/orgs/provider-keys/anthropic', {
      apiKey: provider.keys.ok,
      baseUrl: provider.baseUrl,
    });
    await api(request, token, 'put', '/v1/orgs/provider-keys/openai', {
      apiKey: provider.keys.judge,
      baseUrl: provider.baseUrl,
    });
    const dataset = await api<{ id: string }>(request, token, 'post', scoped('/v1/datasets-v2'), {
      name: 'Support questions',
    });
    for (const question of questions) {
      await api(request, token, 'post', scoped(`/v1/datasets-v2/${dataset.id}/items`), {
        input: question,
        expectedOutput: 'A short, friendly answer.',
      });
    }
    const extra = { model: 'claude-3-5-haiku', max_tokens: 200, temperature: 0 };
    const template = await api<{ id: string }>(request, token, 'post', scoped('/v1/templates'), {
      slug: 'support-answer',
      content: [{ role: 'user', content: 'Please answer kindly: {{input}}' }],
      extra,
    });
    await api(request, token, 'post', scoped(`/v1/templates/${template.id}/versions`), {
      content: [{ role: 'user', content: 'Answer in one line: {{input}}' }],
      extra,
    });
    await api(request, token, 'post', scoped('/v1/evaluators'), {
      name: 'Short enough',
      type: 'length',
      params: ['output', 'lt', 500],
    });
    await api(request, token, 'post', scoped('/v1/evaluators'), {
      name: 'Polite',
      type: 'assertion',
      params: ['The answer is polite'],
    });
  });

  await test.step('finds Experiments (Beta) in the sidebar, empty at first', async () => {
    await signInWith(page, token);
    await page.goto('/dashboards');
    const link = sidebarNav(page).getByRole('link', { name: /Experiments/ });
    await expect(link).toContainText('Beta');
    await link.click();
    await expect(page).toHaveURL(/\/experiments$/);
    await expect(page.getByRole('region', { name: 'No experiments yet' })).toBeVisible();
    await page.getByRole('link', { name: 'New experiment' }).click();
    await expect(page).toHaveURL(/\/experiments\/new$/);
  });

  await test.step('sets up two variants, one per template version, and both evaluators', async () => {
    await page.getByRole('textbox', { name: 'Name' }).fill('Kind vs one line');
    await pickOption(
      page,
      page.getByRole('combobox', { name: 'Dataset' }),
      'Support questions (3 items)',
    );

    const first = page.getByRole('group', { name: 'Variant 1' });
    await first.getByRole('radio', { name: 'Template version' }).click();
    await pickOption(page, first.getByRole('combobox', { name: 'Template' }), 'support-answer');
    await pickOption(page, first.getByRole('combobox', { name: 'Version' }), /^v1 ·/);

    await page.getByRole('button', { name: 'Add variant' }).click();
    const second = page.getByRole('group', { name: 'Variant 2' });
    await second.getByRole('radio', { name: 'Template version' }).click();
    await pickOption(page, second.getByRole('combobox', { name: 'Template' }), 'support-answer');
    await expect(second.getByRole('combobox', { name: 'Version' })).toContainText('v2');

    const evaluators = page.getByRole('combobox', { name: 'Evaluators' });
    await evaluators.click();
    await page.getByRole('option', { name: 'Short enough (length)' }).click();
    await page.getByRole('option', { name: 'Polite (assertion)' }).click();
    await page.keyboard.press('Escape');
    await captureScreens(page, 'experiment-new');

    await page.getByRole('button', { name: 'Run experiment' }).click();
    await expect(page).toHaveURL(/\/experiments\/[0-9a-f-]{36}$/);
  });

  await test.step('follows the run to the end', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Kind vs one line');
    await expect(page.getByText('Finished', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('progressbar', { name: 'Outputs produced' })).toHaveAttribute(
      'aria-valuetext',
      '6 / 6',
    );
    await expect(page.getByRole('button', { name: 'Re-run', exact: true })).toBeEnabled();
    await captureScreens(page, 'experiment-detail');
  });

  await test.step('sums up each variant', async () => {
    const cards = page.getByRole('list', { name: 'Variant summaries' });
    for (const label of [
      'support-answer v1 · claude-3-5-haiku',
      'support-answer v2 · claude-3-5-haiku',
    ]) {
      const card = cards.getByLabel(label, { exact: true });
      await expect(card).toContainText('Pass rate100%');
      await expect(card).toContainText('Errors0');
      await expect(card).toContainText('Done3 / 3');
    }
  });

  await test.step('shows each output with its checks and the judge’s reason', async () => {
    const table = page.getByRole('table', { name: 'Comparison' });
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table).toContainText(
      'You asked: Please answer kindly: How do I reset my password?',
    );
    await expect(table).toContainText('You asked: Answer in one line: How do I reset my password?');
    const polite = table.getByRole('button', { name: 'Polite: passed' }).first();
    await polite.focus();
    await expect(page.getByRole('tooltip')).toContainText(judgeReason);
    await expect(table.getByRole('button', { name: 'Short enough: passed' })).toHaveCount(6);
  });

  await test.step('opens a diff of the two variants’ answers to the first question', async () => {
    const dialog = await openOutputDiff(page, 1, 'support-answer v1', 'support-answer v2');
    await expect(dialog.locator('[data-change="removed"]').first()).toContainText('Please');
    await expect(dialog.locator('[data-change="added"]').first()).toContainText('Answer');
    await captureScreens(page, 'experiment-diff');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  await test.step('the list shows it finished', async () => {
    await page.getByRole('link', { name: 'Experiments' }).first().click();
    const row = page.getByRole('row').filter({ hasText: 'Kind vs one line' });
    await expect(row).toContainText('Support questions');
    await expect(row).toContainText('Finished');
  });
});

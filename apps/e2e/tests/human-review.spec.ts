import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signInWith, signUpThroughApi, uniqueEmail } from '../support/accounts.js';
import { lunaryFor, projectAccess, waitForRunCount } from '../support/ingest.js';
import { confirmPayment } from '../support/payments.js';
import { sidebarNav } from '../support/shell.js';

// Issue 14, human review: a reviewer on the Team plan works through a queue of three runs sent by
// the real Lunary SDK, by keyboard only, then finds the reviews on the run's page, apart from the
// evaluators' results.
const account = {
  name: 'Mary Somerville',
  email: uniqueEmail('mary'),
  password: 'connexion of the physical sciences',
};
const questions = ['Capital of France?', 'What is 2 + 2?', 'Who wrote Hamlet?'];

test('a reviewer grades three runs by keyboard and sees the reviews on the run view', async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('baseURL is not set');
  const token = await signUpThroughApi(request, account);
  const access = { token, ...(await projectAccess(request, token)) };

  await test.step('the org is on Team and the Lunary SDK sends three LLM calls', async () => {
    const me = await request.get('/v1/users/me', { headers: { Authorization: `Bearer ${token}` } });
    const { orgId } = (await me.json()) as { orgId: string };
    await confirmPayment(request, orgId, 'team');
    const lunary = lunaryFor(baseURL, access.publicKey);
    for (const question of questions) {
      const runId = randomUUID();
      lunary.trackEvent('llm', 'start', { runId, name: 'gpt-4o', input: question });
      lunary.trackEvent('llm', 'end', { runId, output: `Answer to: ${question}` });
    }
    await lunary.flush();
    await waitForRunCount(request, access, 'llm', questions.length);
  });

  await test.step('creates a queue of every LLM call from the Human Reviews page', async () => {
    await signInWith(page, token);
    await page.goto('/logs?type=llm');
    await sidebarNav(page).getByRole('link', { name: 'Human Reviews' }).click();
    await expect(page).toHaveURL(/\/reviews$/);
    await expect(page.getByText('No review queues yet.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'New queue' }).click();
    const dialog = page.getByRole('dialog', { name: 'New review queue' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Launch check');
    await dialog.getByRole('button', { name: 'Create queue' }).click();
    await expect(page).toHaveURL(/\/reviews\/[0-9a-f-]+$/);
    await expect(page.getByTestId('review-progress')).toHaveText('0 of 3 reviewed');
  });

  let firstRunPath = '';
  await test.step('grades the three runs with the keyboard only', async () => {
    await expect(page.getByText('Item 1 of 3')).toBeVisible();
    firstRunPath =
      (await page.getByRole('link', { name: 'Open the run' }).getAttribute('href')) ?? '';
    await page.keyboard.press('5');
    await page.keyboard.press('u');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Item 2 of 3')).toBeVisible();
    await page.keyboard.press('2');
    await page.keyboard.press('d');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Item 3 of 3')).toBeVisible();
    await page.keyboard.press('c');
    await page.keyboard.type('Cite the source');
    await page.keyboard.press('Escape');
    await page.keyboard.press('4');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('review-progress')).toHaveText('3 of 3 reviewed');
    // Back to the first one: the saved review is shown.
    await page.keyboard.press('k');
    await page.keyboard.press('k');
    await expect(page.getByText('Item 1 of 3')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Score 5' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  await test.step("sees the review on the run's page, under Human reviews", async () => {
    expect(firstRunPath).toMatch(/^\/logs\/[0-9a-f-]+$/);
    await page.goto(firstRunPath);
    const block = page.getByRole('region', { name: 'Human reviews' });
    await expect(block).toBeVisible();
    await expect(block.getByText('Score 5/5')).toBeVisible();
    await expect(block.getByRole('link', { name: 'Launch check' })).toBeVisible();
    await expect(block.getByText('Mary Somerville')).toBeVisible();
  });

  await test.step('the queue list shows the progress', async () => {
    await page.goto('/reviews');
    const row = page.getByRole('row').filter({ hasText: 'Launch check' });
    await expect(row).toContainText('3 of 3 reviewed');
  });
});

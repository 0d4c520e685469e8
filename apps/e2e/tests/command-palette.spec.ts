// Issue 19, Working through runs: the command palette (Ctrl-K) jumps to pages, saved views and a
// run id.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signInWith, signUpThroughApi, uniqueEmail } from '../support/accounts.js';
import { projectAccess } from '../support/ingest.js';

test.use({ viewport: { width: 1280, height: 800 } });

test('Ctrl-K jumps to a page, a saved view and a run by its pasted id', async ({
  page,
  request,
}) => {
  const token = await signUpThroughApi(request, {
    name: 'Adele Goldberg',
    email: uniqueEmail('adele'),
    password: 'smalltalk browser 80',
  });
  const { projectId, publicKey } = await projectAccess(request, token);
  const runId = randomUUID();
  const sent = await request.post('/v1/runs/ingest', {
    headers: { authorization: `Bearer ${publicKey}` },
    data: {
      events: [
        {
          event: 'start',
          type: 'llm',
          runId,
          name: 'gpt-4o-mini',
          timestamp: Date.now() - 300,
          input: 'Hi',
        },
        {
          event: 'end',
          type: 'llm',
          runId,
          timestamp: Date.now(),
          output: 'Hello from the palette',
        },
      ],
    },
  });
  expect(sent.ok()).toBe(true);
  const view = await request.post(`/v1/views?projectId=${projectId}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Failed calls', data: 'status=error', type: 'llm' },
  });
  expect(view.ok(), `POST /v1/views answered ${view.status()}`).toBe(true);

  await signInWith(page, token);
  await page.goto('/logs?type=llm');
  await expect(page.getByTestId('run-row')).toHaveCount(1);
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  const input = palette.getByRole('combobox');

  await test.step('a page by name', async () => {
    await page.keyboard.press('Control+k');
    await expect(palette).toBeVisible();
    await input.fill('trac');
    await expect(palette.getByRole('option')).toHaveText(['Traces']);
    await page.keyboard.press('Enter');
    await expect(palette).toBeHidden();
    await expect(page).toHaveURL(/\/logs\?type=trace$/);
  });

  await test.step('a saved view', async () => {
    await page.keyboard.press('Control+k');
    await input.fill('failed');
    await palette.getByRole('option', { name: 'Failed calls' }).click();
    await expect(page).toHaveURL(/view=.*filters=status%3Derror/);
    await expect(page.getByRole('heading', { name: 'Failed calls' })).toBeVisible();
  });

  await test.step('a run by its pasted id, in the logs list', async () => {
    await page.keyboard.press('Control+k');
    await input.fill(runId);
    await palette.getByRole('option', { name: 'Show the run in the logs list' }).click();
    await expect(page).toHaveURL(new RegExp(`selected=${runId}`));
    await expect(
      page.getByRole('complementary', { name: 'Run details' }).getByText('Hello from the palette'),
    ).toBeVisible();
  });

  await test.step('Escape closes the palette', async () => {
    await page.keyboard.press('Control+k');
    await expect(palette).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();
  });
});

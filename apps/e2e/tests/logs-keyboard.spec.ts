// Issue 19, Working through runs: j/k and arrows with the panel open, / focuses search, Esc
// closes, a "Skip to results" link.
import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { signInWith, signUpThroughApi, uniqueEmail } from '../support/accounts.js';
import { projectAccess } from '../support/ingest.js';

test.use({ viewport: { width: 1280, height: 800 } });

const selectedOf = (page: Page) => new URL(page.url()).searchParams.get('selected');

test('the logs list works from the keyboard: j/k and arrows with the panel open, / to search, Esc, Skip to results', async ({
  page,
  request,
}) => {
  const token = await signUpThroughApi(request, {
    name: 'Alan Kay',
    email: uniqueEmail('alan'),
    password: 'dynabook smalltalk 72',
  });
  const { publicKey } = await projectAccess(request, token);
  // Three calls a second apart; the list shows the newest first.
  const ids = [randomUUID(), randomUUID(), randomUUID()];
  const now = Date.now();
  const events = ids.flatMap((runId, index) => {
    const at = now - (3 - index) * 1000;
    return [
      {
        event: 'start',
        type: 'llm',
        runId,
        name: `model-${index + 1}`,
        timestamp: at,
        input: 'Hi',
      },
      { event: 'end', type: 'llm', runId, timestamp: at + 200, output: `Answer ${index + 1}` },
    ];
  });
  const sent = await request.post('/v1/runs/ingest', {
    headers: { authorization: `Bearer ${publicKey}` },
    data: { events },
  });
  expect(sent.ok()).toBe(true);
  const [oldest, middle, newest] = ids as [string, string, string];

  await signInWith(page, token);
  await page.goto('/logs?type=llm');
  await expect(page.getByTestId('run-row')).toHaveCount(3);
  const panel = page.getByRole('complementary', { name: 'Run details' });

  await test.step('j opens the first run, j and ArrowDown go down, k and ArrowUp come back', async () => {
    await page.keyboard.press('j');
    await expect(panel.getByRole('heading', { name: 'model-3' })).toBeVisible();
    expect(selectedOf(page)).toBe(newest);
    await page.keyboard.press('j');
    await expect(panel.getByRole('heading', { name: 'model-2' })).toBeVisible();
    expect(selectedOf(page)).toBe(middle);
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('heading', { name: 'model-1' })).toBeVisible();
    expect(selectedOf(page)).toBe(oldest);
    await page.keyboard.press('k');
    await expect(panel.getByRole('heading', { name: 'model-2' })).toBeVisible();
    await page.keyboard.press('ArrowUp');
    await expect(panel.getByRole('heading', { name: 'model-3' })).toBeVisible();
    await expect(page.getByTestId('run-row').first()).toHaveAttribute('aria-selected', 'true');
  });

  await test.step('/ focuses the search, where j is just a letter', async () => {
    await page.keyboard.press('/');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await expect(search).toBeFocused();
    await page.keyboard.type('jk');
    await expect(search).toHaveValue('jk');
    expect(selectedOf(page)).toBe(newest);
    await search.fill('');
  });

  await test.step('Escape closes the panel', async () => {
    await panel.getByRole('heading', { name: 'model-3' }).click();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    expect(selectedOf(page)).toBeNull();
  });

  await test.step('Skip to results moves focus to the list', async () => {
    const skip = page.getByRole('link', { name: 'Skip to results' });
    await skip.focus();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('run-row').first()).toBeFocused();
  });
});

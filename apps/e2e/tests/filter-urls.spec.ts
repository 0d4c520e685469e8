// Issue 19, Working through runs: hand-written filter URLs work or show what was ignored; numbers
// apply once confirmed; a picked field opens its values; Make public previews what shows, and the
// public page holds input, output and timing only.
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInWith, signUpThroughApi, uniqueEmail } from '../support/accounts.js';
import { addFilter } from '../support/filter-bar.js';
import { projectAccess } from '../support/ingest.js';

test.use({ viewport: { width: 1280, height: 800 } });

/** What the team knows about the end user and the call, which a public link must not show. */
const privateText = ['ada@customer.example', 'crm-secret-42', 'vip-internal', 'Ada Lovelace'];

/** Sends one finished LLM call of `model` that took `durationMs`, as an SDK does. */
async function sendLlmCall(
  request: APIRequestContext,
  publicKey: string,
  call: { model: string; input: string; output: string; durationMs: number },
): Promise<string> {
  const runId = randomUUID();
  const end = Date.now();
  const sent = await request.post('/v1/runs/ingest', {
    headers: { authorization: `Bearer ${publicKey}` },
    data: {
      events: [
        {
          event: 'start',
          type: 'llm',
          runId,
          name: call.model,
          timestamp: end - call.durationMs,
          input: call.input,
          userId: 'ada@customer.example',
          userProps: { name: 'Ada Lovelace', email: 'ada@customer.example' },
          metadata: { crm: 'crm-secret-42' },
          tags: ['vip-internal'],
        },
        {
          event: 'end',
          type: 'llm',
          runId,
          timestamp: end,
          output: call.output,
          tokensUsage: { prompt: 10, completion: 5 },
        },
      ],
    },
  });
  expect(sent.ok(), `ingest answered ${sent.status()}`).toBe(true);
  return runId;
}

const count = (page: Page) => page.getByTestId('runs-count');

test('filters written by hand in the URL work or say what was ignored; numbers apply when confirmed; sharing previews what shows', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const token = await signUpThroughApi(request, {
    name: 'Ada Lovelace',
    email: uniqueEmail('ada'),
    password: 'analytical engine 1843',
  });
  const { publicKey } = await projectAccess(request, token);
  const offsite = await sendLlmCall(request, publicKey, {
    model: 'gpt-4.1',
    input: 'Plan the offsite',
    output: 'Lisbon, in May.',
    durationMs: 3_000,
  });
  await sendLlmCall(request, publicKey, {
    model: 'gpt-4o-mini',
    input: 'Summarise the notes',
    output: 'Three points.',
    durationMs: 8_000,
  });
  await sendLlmCall(request, publicKey, {
    model: 'gpt-4.1',
    input: 'Draft the memo',
    output: 'Dear team,',
    durationMs: 500,
  });
  await signInWith(page, token);

  await test.step('a hand-written filter URL works', async () => {
    await page.goto('/logs?type=llm&filters=models=gpt-4.1');
    await expect(count(page)).toHaveText('2 LLM calls');
    await expect(page.getByRole('group', { name: 'Models filter' })).toContainText('gpt-4.1');
    await expect(page.getByTestId('ignored-filter')).toHaveCount(0);
  });

  await test.step('what cannot be read shows as an error chip saying why', async () => {
    await page.goto('/logs?type=llm&filters=Model=gpt-4.1%26duration>abc%26colour=red');
    await expect(count(page)).toHaveText('2 LLM calls');
    const ignored = page.getByTestId('ignored-filter');
    await expect(ignored).toHaveText([
      'Ignored duration>abc: "abc" is not a number for Duration seconds',
      'Ignored colour=red: Unknown filter "colour"',
    ]);
    await page.getByRole('button', { name: 'Dismiss ignored filters' }).click();
    await expect(ignored).toHaveCount(0);
    await expect(count(page)).toHaveText('2 LLM calls');
    expect(new URL(page.url()).searchParams.get('filters')).toBe('models=gpt-4%2E1');
  });

  await test.step('picking a field opens its value picker at once', async () => {
    await page.goto('/logs?type=llm');
    await expect(count(page)).toHaveText('3 LLM calls');
    const models = await addFilter(page, 'Models');
    await expect(models.getByRole('combobox', { name: 'Models' })).toBeFocused();
    await expect(page.getByRole('listbox', { name: 'Options' })).toBeVisible();
    await page.keyboard.press('Escape');
    await models.getByRole('button', { name: 'Remove Models filter' }).click();
  });

  await test.step('a number applies only once confirmed', async () => {
    const duration = await addFilter(page, 'Duration');
    const seconds = duration.getByRole('spinbutton', { name: 'Duration seconds' });
    await expect(seconds).toBeFocused();
    // The new filter applies its default, more than 5 s.
    await expect(count(page)).toHaveText('1 LLM call');
    await seconds.fill('2');
    await expect(duration.getByRole('button', { name: 'Apply Duration seconds' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('filters')).toBe('duration=gt.5');
    await expect(count(page)).toHaveText('1 LLM call');
    await seconds.press('Enter');
    await expect(count(page)).toHaveText('2 LLM calls');
    expect(new URL(page.url()).searchParams.get('filters')).toBe('duration=gt.2');
  });

  await test.step('making a run public previews what the link shows', async () => {
    await page.goto('/logs?type=llm');
    await page.getByTestId('run-row').filter({ hasText: 'Plan the offsite' }).click();
    const panel = page.getByRole('complementary', { name: 'Run details' });
    await panel.getByRole('button', { name: 'Make public' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make this run public?' });
    await expect(dialog.getByText('Plan the offsite')).toBeVisible();
    await expect(dialog.getByText('Lisbon, in May.')).toBeVisible();
    await expect(dialog.getByText('Duration', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Stays private')).toBeVisible();
    const previewed = (await dialog.getByTestId('public-run').textContent()) ?? '';
    for (const text of privateText) expect(previewed).not.toContain(text);
    await dialog.getByRole('button', { name: 'Make public' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Copy public link' })).toBeVisible();
  });

  await test.step('the public page and its answer hold input, output and timing only', async () => {
    const visitor = await browser.newContext();
    try {
      const guest = await visitor.newPage();
      await guest.goto(`${baseURL}/logs/${offsite}`);
      await expect(guest.getByRole('heading', { level: 2, name: 'gpt-4.1' })).toBeVisible();
      await expect(guest.getByText('Plan the offsite')).toBeVisible();
      await expect(guest.getByText('Lisbon, in May.')).toBeVisible();
      await expect(guest.getByText('Duration', { exact: true })).toBeVisible();
      const shown = (await guest.locator('body').textContent()) ?? '';
      for (const text of privateText) expect(shown).not.toContain(text);
      const answer = await visitor.request.get(`${baseURL}/v1/runs/${offsite}`);
      expect(answer.status()).toBe(200);
      const body = await answer.text();
      for (const text of privateText) expect(body).not.toContain(text);
      expect(Object.keys(JSON.parse(body) as object).sort()).toEqual(
        [
          'createdAt',
          'duration',
          'endedAt',
          'error',
          'id',
          'input',
          'name',
          'output',
          'parentRunId',
          'status',
          'type',
        ].sort(),
      );
    } finally {
      await visitor.close();
    }
  });
});

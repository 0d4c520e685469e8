// Issue 19, Reading the list (1280×800, light): key metrics in view at 1280 px with resizable,
// remembered widths; a cheap cost in full and "no price" with its link; times without "~" and the
// relative/exact toggle; the totals of the filtered set. At 390 px see small-screens.spec.ts.
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, test } from '@playwright/test';
import { signInWith, signUpThroughApi, uniqueEmail } from '../support/accounts.js';
import { projectAccess } from '../support/ingest.js';

test.use({ viewport: { width: 1280, height: 800 } });

/** Sends one finished LLM call of `model` with its token counts, as an SDK does. */
async function sendLlmCall(
  request: APIRequestContext,
  publicKey: string,
  call: { model: string; input: string; prompt: number; completion: number },
): Promise<void> {
  const runId = randomUUID();
  const sent = await request.post('/v1/runs/ingest', {
    headers: { authorization: `Bearer ${publicKey}` },
    data: {
      events: [
        {
          event: 'start',
          type: 'llm',
          runId,
          name: call.model,
          timestamp: Date.now() - 800,
          input: call.input,
        },
        {
          event: 'end',
          type: 'llm',
          runId,
          timestamp: Date.now(),
          output: 'Done.',
          tokensUsage: { prompt: call.prompt, completion: call.completion },
        },
      ],
    },
  });
  expect(sent.ok(), `ingest answered ${sent.status()}`).toBe(true);
}

/** Whether the text of a table cell is cut (an ellipsis shows instead of its end). */
function isCut(cell: Locator): Promise<boolean> {
  return cell.evaluate((element) => {
    const td = element.closest('td');
    return td !== null && td.scrollWidth > td.clientWidth;
  });
}

test('a cheap call shows its cost in full, and a model without a price says so', async ({
  page,
  request,
}) => {
  const token = await signUpThroughApi(request, {
    name: 'Grace Hopper',
    email: uniqueEmail('grace'),
    password: 'nanosecond wire 1952',
  });
  const { publicKey } = await projectAccess(request, token);
  // 20 × $0.15 + 30 × $0.60 per million tokens: $0.000021.
  await sendLlmCall(request, publicKey, {
    model: 'gpt-4o-mini',
    input: 'Price me',
    prompt: 20,
    completion: 30,
  });
  await sendLlmCall(request, publicKey, {
    model: 'my-llama-3',
    input: 'Unpriced',
    prompt: 20,
    completion: 30,
  });
  await signInWith(page, token);
  await page.goto('/logs?type=llm');

  const rows = page.getByTestId('run-row');
  await expect(rows).toHaveCount(2);
  const priced = rows.filter({ hasText: 'Price me' }).getByText('$0.000021', { exact: true });
  await priced.scrollIntoViewIfNeeded();
  await expect(priced).toBeVisible();
  expect(await isCut(priced), 'the cost cell cuts $0.000021').toBe(false);

  const noPrice = rows.filter({ hasText: 'Unpriced' }).getByRole('link', { name: 'no price' });
  await noPrice.scrollIntoViewIfNeeded();
  await expect(noPrice).toBeVisible();
  await expect(noPrice).toHaveAttribute('title', 'No price for my-llama-3: add a cost mapping');

  await test.step('the run detail says the same', async () => {
    await rows.filter({ hasText: 'Unpriced' }).getByText('my-llama-3').click();
    const panel = page.getByRole('complementary', { name: 'Run details' });
    await expect(panel.getByRole('link', { name: 'no price' })).toBeVisible();
    await panel.getByRole('button', { name: 'Close run details' }).click();
  });

  await test.step('the link opens where a cost mapping is added', async () => {
    await noPrice.click();
    await expect(page).toHaveURL(/\/v1\/docs#\/Costs$/);
    await expect(page.getByText('/v1/cost-mappings').first()).toBeVisible();
  });
});

test('tokens, cost, duration, status and feedback are in view at 1280 px, and a resized column stays resized', async ({
  page,
  request,
}) => {
  const token = await signUpThroughApi(request, {
    name: 'Frances Allen',
    email: uniqueEmail('frances'),
    password: 'optimising compilers 1966',
  });
  const { publicKey } = await projectAccess(request, token);
  await sendLlmCall(request, publicKey, {
    model: 'gpt-4o-mini',
    input: 'A long question '.repeat(30),
    prompt: 2000,
    completion: 800,
  });
  await signInWith(page, token);

  for (const type of ['llm', 'trace'] as const) {
    await page.goto(`/logs?type=${type}`);
    const table = page.getByRole('table');
    await expect(page.getByTestId('run-row')).toHaveCount(1);
    const scroller = await page.getByTestId('runs-scroller').boundingBox();
    if (!scroller) throw new Error('The list has no box');
    for (const name of ['Tokens', 'Cost', 'Duration', 'Status', 'Feedback']) {
      const header = table.getByRole('columnheader', {
        name:
          type === 'trace' && (name === 'Tokens' || name === 'Cost')
            ? `Total ${name.toLowerCase()}`
            : name,
        exact: true,
      });
      const box = await header.boundingBox();
      expect(box, `${name} header of the ${type} list`).not.toBeNull();
      expect(
        (box?.x ?? 0) + (box?.width ?? 0),
        `${name} ends inside the list without scrolling (${type})`,
      ).toBeLessThanOrEqual(scroller.x + scroller.width);
    }
  }

  await page.goto('/logs?type=llm');
  const input = page.getByRole('columnheader', { name: 'Input', exact: true });
  const before = (await input.boundingBox())?.width ?? 0;
  const handle = page.getByRole('separator', { name: 'Resize Input column' });
  await handle.focus();
  await handle.press('Shift+ArrowRight');
  await handle.press('ArrowRight');
  await expect
    .poll(async () => Math.round((await input.boundingBox())?.width ?? 0))
    .toBe(Math.round(before) + 60);

  await test.step('a drag resizes too, and the width is kept after a reload', async () => {
    const box = await handle.boundingBox();
    if (!box) throw new Error('The resize handle has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect
      .poll(async () => Math.round((await input.boundingBox())?.width ?? 0))
      .toBe(Math.round(before) + 100);
    await page.reload();
    await expect(page.getByTestId('run-row')).toHaveCount(1);
    await expect
      .poll(async () => Math.round((await input.boundingBox())?.width ?? 0))
      .toBe(Math.round(before) + 100);
  });
});

test('times read "5 min ago" without a "~", and the time column switches to exact times, remembered', async ({
  page,
  request,
}) => {
  const token = await signUpThroughApi(request, {
    name: 'Margaret Hamilton',
    email: uniqueEmail('margaret'),
    password: 'priority displays 1969',
  });
  const { publicKey } = await projectAccess(request, token);
  await sendLlmCall(request, publicKey, {
    model: 'gpt-4o-mini',
    input: 'What time is it?',
    prompt: 5,
    completion: 5,
  });
  await signInWith(page, token);
  await page.goto('/logs?type=llm');

  const time = page.getByTestId('run-row').locator('time').first();
  await expect(time).toHaveText('just now');
  await expect(page.getByRole('table')).not.toContainText('~');

  const toggle = page.getByRole('button', { name: 'Exact times' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  // The clock time of the call in the browser's time zone, to the second.
  const dateTime = (await time.getAttribute('datetime')) ?? '';
  const expected = await page.evaluate(
    (iso) => new Intl.DateTimeFormat('en-GB', { timeStyle: 'medium' }).format(new Date(iso)),
    dateTime,
  );
  await expect(time).toHaveText(expected);

  await page.reload();
  await expect(page.getByTestId('run-row').locator('time').first()).toHaveText(expected);
  await page.getByRole('button', { name: 'Exact times' }).click();
  await expect(page.getByTestId('run-row').locator('time').first()).toHaveText('just now');
});

test('above the list, the totals of the filtered set: count, cost, tokens, errors, p50 and p95', async ({
  page,
  request,
}) => {
  const token = await signUpThroughApi(request, {
    name: 'Adele Goldberg',
    email: uniqueEmail('adele'),
    password: 'smalltalk eighty 1980',
  });
  const { publicKey } = await projectAccess(request, token);
  // $0.000021 and $0.000042 on gpt-4o-mini; the third call fails.
  await sendLlmCall(request, publicKey, {
    model: 'gpt-4o-mini',
    input: 'one',
    prompt: 20,
    completion: 30,
  });
  await sendLlmCall(request, publicKey, {
    model: 'gpt-4o-mini',
    input: 'two',
    prompt: 40,
    completion: 60,
  });
  const failed = randomUUID();
  const sent = await request.post('/v1/runs/ingest', {
    headers: { authorization: `Bearer ${publicKey}` },
    data: {
      events: [
        {
          event: 'start',
          type: 'llm',
          runId: failed,
          name: 'my-llama-3',
          timestamp: Date.now() - 300,
          input: 'three',
        },
        {
          event: 'error',
          type: 'llm',
          runId: failed,
          timestamp: Date.now(),
          error: { message: 'rate limited' },
        },
      ],
    },
  });
  expect(sent.ok()).toBe(true);
  await signInWith(page, token);
  await page.goto('/logs?type=llm');

  const strip = page.getByTestId('run-totals');
  await expect(page.getByTestId('run-row')).toHaveCount(3);
  const figure = (label: string) =>
    strip
      .locator('div')
      .filter({ has: page.locator('dt', { hasText: label }) })
      .locator('dd');
  await expect(figure('LLM calls')).toHaveText('3');
  await expect(figure('Cost')).toHaveText('$0.000063');
  // 50 + 100, and the 1 token Lookout counts for the failed call's input (its SDK sent none).
  await expect(figure('Tokens')).toHaveText('151');
  await expect(figure('Errors')).toHaveText('33.3%');
  // Durations of 800, 800 and 300 ms (give or take the clock between two Date.now calls).
  await expect(figure('p50')).toHaveText(/^0\.8\d*s$/);
  await expect(figure('p95')).toHaveText(/^0\.8\d*s$/);

  await test.step('a filter narrows the totals to what the list shows', async () => {
    await page.goto('/logs?type=llm&search=two');
    await expect(page.getByTestId('run-row')).toHaveCount(1);
    await expect(figure('LLM calls')).toHaveText('1');
    await expect(figure('Cost')).toHaveText('$0.000042');
    await expect(figure('Tokens')).toHaveText('100');
    await expect(figure('Errors')).toHaveText('0%');
  });
});

// Issue 19, Done when: the points other specs check at 1280×800 light, checked once more at
// 1280×800 dark and 390×844 light and dark, on one seeded project: what a user would notice in each
// mode (the element shows, in the window, without sideways scroll; the cheap interactions still
// work). The full behaviour of each point stays in its own spec (see the README table).
import { randomUUID } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInWith, signUpThroughApi, uniqueEmail } from '../support/accounts.js';
import { projectAccess, sendConversation, sendEvents } from '../support/ingest.js';
import {
  expectNoSidewaysScroll,
  expectTheme,
  type ScreenMode,
  screenModes,
  useScreenMode,
} from '../support/screen-modes.js';

/** The modes the single-mode specs leave out: 1280×800 dark and 390×844 light and dark. */
const otherModes = screenModes.filter(
  (mode) => !(mode.viewport.width === 1280 && mode.colorScheme === 'light'),
);

/** Runs `body` once per mode of `otherModes`, each as a step named after it. */
async function inOtherModes(page: Page, body: (mode: ScreenMode) => Promise<void>) {
  for (const mode of otherModes) {
    await test.step(mode.name, async () => {
      await useScreenMode(page, mode);
      await body(mode);
    });
  }
}

const isPhone = (mode: ScreenMode) => mode.viewport.width < 768;

/** Fails unless `element` lies wholly inside the window's width (nothing cut at either side). */
async function expectWithinWidth(page: Page, element: Locator, what: string): Promise<void> {
  const box = await element.boundingBox();
  expect(box, `${what} has a box`).not.toBeNull();
  const width = page.viewportSize()?.width ?? 0;
  expect(box?.x ?? -1, `${what} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0), `${what} ends inside the window`).toBeLessThanOrEqual(
    width + 0.5,
  );
}

/**
 * Fails when axe-core finds text in `selector` too faint to read on its background in the theme
 * shown (one rule on one element: cheap, unlike a whole-page pass).
 */
async function expectReadable(page: Page, selector: string, what: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withRules(['color-contrast'])
    .analyze();
  const faint = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  );
  expect(faint, `${what} has text too faint to read`).toEqual([]);
}

/** Whether the text of a table cell is cut (an ellipsis shows instead of its end). */
function isCut(cell: Locator): Promise<boolean> {
  return cell.evaluate((element) => {
    const td = element.closest('td');
    return td !== null && td.scrollWidth > td.clientWidth;
  });
}

/** One finished LLM call, `agoMs` before now. */
function llmCall(call: {
  runId?: string;
  model: string;
  input: unknown;
  output?: unknown;
  agoMs: number;
  prompt?: number;
  completion?: number;
  parentRunId?: string;
  params?: unknown;
}) {
  const runId = call.runId ?? randomUUID();
  const start = Date.now() - call.agoMs;
  return [
    {
      event: 'start',
      type: 'llm',
      runId,
      parentRunId: call.parentRunId,
      name: call.model,
      timestamp: start,
      input: call.input,
      params: call.params,
    },
    {
      event: 'end',
      type: 'llm',
      runId,
      timestamp: start + 800,
      output: call.output ?? 'Done.',
      tokensUsage:
        call.prompt === undefined
          ? undefined
          : { prompt: call.prompt, completion: call.completion },
    },
  ];
}

test('the 1280-light points also hold at 1280 dark and 390 light and dark', async ({
  page,
  context,
  request,
  browser,
  baseURL,
}) => {
  // Eleven screens in three modes on a shared machine.
  test.setTimeout(300_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const token = await signUpThroughApi(request, {
    name: 'Barbara Liskov',
    email: uniqueEmail('barbara-modes'),
    password: 'substitution principle 87',
  });
  const { publicKey } = await projectAccess(request, token);
  await signInWith(page, token);

  await test.step('the empty Logs page waits for the first event and offers a test event', async () => {
    await inOtherModes(page, async (mode) => {
      await page.goto('/logs?type=llm');
      await expectTheme(page, mode);
      await expect(page.getByText('Waiting for your first event…')).toBeVisible();
      const sendTest = page.getByRole('button', { name: 'Send a test event' });
      await expect(sendTest).toBeVisible();
      await expectWithinWidth(page, sendTest, 'Send a test event');
      await expectReadable(page, '#main', `the empty Logs page (${mode.name})`);
      await expectNoSidewaysScroll(page, `the empty Logs page (${mode.name})`);
    });
    // Once, in the last mode (390 dark): the event arrives without a reload.
    await page.getByRole('button', { name: 'Send a test event' }).click();
    await expect(page.getByText('Received your first event')).toBeVisible();
  });

  // The data of the other points: a cheap priced call, an unpriced one, a call with model settings
  // and tools, an agent trace with a priced call and a tool, a named conversation.
  const detailed = randomUUID();
  const agent = randomUUID();
  const tool = randomUUID();
  const toolResult = '{"temp":21,"sky":"sunny"}';
  const now = Date.now();
  await sendEvents(request, publicKey, [
    // 20 × $0.15 + 30 × $0.60 per million tokens: $0.000021.
    ...llmCall({
      model: 'gpt-4o-mini',
      input: 'Price me',
      agoMs: 90_000,
      prompt: 20,
      completion: 30,
    }),
    ...llmCall({
      model: 'my-llama-3',
      input: 'Unpriced',
      agoMs: 80_000,
      prompt: 20,
      completion: 30,
    }),
    ...llmCall({
      runId: detailed,
      model: 'gpt-4o',
      agoMs: 70_000,
      params: {
        temperature: 0.2,
        max_tokens: 300,
        tools: [
          {
            type: 'function',
            function: {
              name: 'get_weather',
              description: 'Current weather in a city',
              parameters: { type: 'object', properties: { city: { type: 'string' } } },
            },
          },
        ],
      },
      input: [
        { role: 'user', content: 'Weather in Paris?' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              id: 'call_1',
              type: 'function',
              function: { name: 'get_weather', arguments: '{"city":"Paris"}' },
            },
          ],
        },
        { role: 'tool', tool_call_id: 'call_1', content: toolResult },
      ],
      output: { role: 'assistant', content: 'Sunny and 21°C in Paris.' },
    }),
  ]);
  await sendEvents(request, publicKey, [
    {
      event: 'start',
      type: 'agent',
      runId: agent,
      name: 'support-agent',
      timestamp: now - 60_000,
      input: 'Refund?',
    },
    // 600 × $0.15 + 400 × $0.60 per million tokens: $0.00033.
    ...llmCall({
      model: 'gpt-4o-mini',
      input: 'Plan the answer',
      agoMs: 59_000,
      prompt: 600,
      completion: 400,
      parentRunId: agent,
    }),
    {
      event: 'start',
      type: 'tool',
      runId: tool,
      parentRunId: agent,
      name: 'search_docs',
      timestamp: now - 57_000,
      input: { query: 'refund policy' },
    },
    { event: 'end', type: 'tool', runId: tool, timestamp: now - 56_500, output: 'Within 30 days' },
    { event: 'end', type: 'agent', runId: agent, timestamp: now - 55_000, output: 'Yes.' },
  ]);
  await sendConversation(request, publicKey, {
    name: 'Lost luggage',
    agoMs: 20_000,
    messages: [
      { role: 'user', content: 'My suitcase never arrived', agoMs: 19_000 },
      { role: 'assistant', content: 'Sorry to hear that, let me check.', agoMs: 15_000 },
    ],
  });

  const rows = page.getByTestId('run-row');
  const panel = page.getByRole('complementary', { name: 'Run details' });

  await test.step('the LLM calls list: totals, a cost in full, "no price", Live, time range, j/k', async () => {
    await inOtherModes(page, async (mode) => {
      await page.goto('/logs?type=llm');
      await expectTheme(page, mode);
      await expect(rows.filter({ hasText: 'Price me' })).toHaveCount(1);
      const totals = page.getByTestId('run-totals');
      await expect(totals).toBeVisible();
      await expectWithinWidth(page, totals, 'the totals above the list');
      await expectReadable(page, '[data-testid="run-totals"]', `the totals (${mode.name})`);
      for (const label of ['Cost', 'Tokens', 'Errors', 'p50', 'p95']) {
        const figure = totals
          .locator('div')
          .filter({ has: page.locator('dt', { hasText: label }) });
        await expect(figure.locator('dd'), `the ${label} total`).toBeVisible();
        await expectWithinWidth(page, figure, `the ${label} total`);
      }
      const priced = rows.filter({ hasText: 'Price me' }).getByText('$0.000021', { exact: true });
      await priced.scrollIntoViewIfNeeded();
      await expect(priced).toBeInViewport({ ratio: 1 });
      expect(await isCut(priced), 'the cost cell cuts $0.000021').toBe(false);
      const noPrice = rows.filter({ hasText: 'Unpriced' }).getByRole('link', { name: 'no price' });
      await noPrice.scrollIntoViewIfNeeded();
      await expect(noPrice).toBeInViewport({ ratio: 1 });
      if (isPhone(mode)) {
        await page.getByRole('button', { name: 'More actions' }).click();
        const actions = page.getByRole('dialog', { name: 'More actions' });
        await expect(actions.getByRole('switch', { name: 'Live refresh' })).toBeInViewport();
        await page.keyboard.press('Escape');
        await expect(actions).toBeHidden();
      } else {
        await expect(page.getByRole('switch', { name: 'Live refresh' })).toBeVisible();
        // Key metrics in view at 1280 px without scrolling the list sideways.
        const scroller = await page.getByTestId('runs-scroller').boundingBox();
        for (const name of ['Tokens', 'Cost', 'Duration', 'Status', 'Feedback']) {
          const box = await page.getByRole('columnheader', { name, exact: true }).boundingBox();
          expect((box?.x ?? 0) + (box?.width ?? 0), `${name} in view`).toBeLessThanOrEqual(
            (scroller?.x ?? 0) + (scroller?.width ?? 0),
          );
        }
      }
      await expectNoSidewaysScroll(page, `the LLM calls list (${mode.name})`);

      // The time-range picker opens and writes the range in the URL.
      const picker = page.getByRole('button', { name: /^Time range: / });
      await expect(picker).toBeInViewport();
      await picker.click();
      const lastHour = page.getByRole('button', { name: 'Last hour' });
      await expect(lastHour).toBeInViewport({ ratio: 1 });
      await expectReadable(page, '[role="dialog"]', `the time-range menu (${mode.name})`);
      await lastHour.click();
      await expect(page).toHaveURL(/[?&]range=1h(&|$)/);
      await expect(page.getByRole('button', { name: 'Time range: Last hour' })).toBeVisible();
      await expect(rows.filter({ hasText: 'Price me' })).toHaveCount(1);
      await expectNoSidewaysScroll(page, `the list with a time range (${mode.name})`);

      // j/k move through the list with the panel open, Esc closes it.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('j');
      await expect(panel).toBeVisible();
      const first = new URL(page.url()).searchParams.get('selected');
      expect(first, 'j selects a run').toBeTruthy();
      await page.keyboard.press('j');
      await expect.poll(() => new URL(page.url()).searchParams.get('selected')).not.toBe(first);
      await expect(panel).toBeInViewport();
      await page.keyboard.press('k');
      await expect.poll(() => new URL(page.url()).searchParams.get('selected')).toBe(first);
      await expectWithinWidth(page, panel, `the run panel (${mode.name})`);
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
    });
  });

  await test.step('a hand-written filter URL shows what it ignored', async () => {
    await inOtherModes(page, async (mode) => {
      await page.goto('/logs?type=llm&filters=models=gpt-4o-mini%26colour=red');
      const ignored = page.getByTestId('ignored-filter');
      await expect(ignored).toHaveText(['Ignored colour=red: Unknown filter "colour"']);
      await expectWithinWidth(page, ignored, `the ignored-filter chip (${mode.name})`);
      await expectReadable(page, '[data-testid="ignored-filter"]', `the chip (${mode.name})`);
      await expect(page.getByRole('button', { name: 'Dismiss ignored filters' })).toBeInViewport();
      await expect(page.getByTestId('runs-count')).toHaveText(/^\d+ LLM calls?$/);
      await expectNoSidewaysScroll(page, `the list with an ignored filter (${mode.name})`);
    });
  });

  await test.step('Ctrl-K opens the palette, which jumps to Conversations; rows read at a glance', async () => {
    await inOtherModes(page, async (mode) => {
      await page.goto('/logs?type=llm');
      await expect(rows.first()).toBeVisible();
      const palette = page.getByRole('dialog', { name: 'Command palette' });
      await page.keyboard.press('Control+k');
      await expect(palette).toBeVisible();
      await expectWithinWidth(page, palette, `the command palette (${mode.name})`);
      await palette.getByRole('combobox').fill('convers');
      await expect(palette.getByRole('option', { name: 'Conversations' })).toBeVisible();
      await expectReadable(page, '[role="dialog"]', `the command palette (${mode.name})`);
      await palette.getByRole('option', { name: 'Conversations' }).click();
      await expect(palette).toBeHidden();
      await expect(page).toHaveURL(/[?&]type=thread(&|$)/);
      const row = rows.filter({ hasText: 'Lost luggage' });
      await expect(row).toContainText('My suitcase never arrived');
      const name = row.getByText('Lost luggage');
      await expect(name).toBeInViewport();
      // Its messages and duration: on a phone the key columns come first in the table.
      const headers = await page.getByRole('columnheader').allTextContents();
      const messages = headers.findIndex((header) => header.startsWith('Messages'));
      expect(messages, `the Messages column (${mode.name})`).toBeGreaterThan(-1);
      await expect(row.getByRole('cell').nth(messages)).toHaveText('2');
      await expect(row).toContainText('5s');
      await expectNoSidewaysScroll(page, `the conversations list (${mode.name})`);
    });
  });

  await test.step('the time range stays when the sidebar (a drawer on a phone) switches lists', async () => {
    await inOtherModes(page, async (mode) => {
      await page.goto('/logs?type=llm&range=1h');
      await expect(page.getByRole('button', { name: 'Time range: Last hour' })).toBeVisible();
      let nav = page.getByRole('navigation', { name: 'Main' });
      if (isPhone(mode)) {
        await page.getByRole('button', { name: 'Open navigation' }).click();
        nav = page.getByRole('dialog', { name: 'Navigation' }).getByRole('navigation', {
          name: 'Main',
        });
      }
      await nav.getByRole('link', { name: 'Conversations' }).click();
      await expect(page).toHaveURL(/[?&]type=thread(&|$)/);
      await expect(page).toHaveURL(/[?&]range=1h(&|$)/);
      await expect(page.getByRole('button', { name: 'Time range: Last hour' })).toBeVisible();
      await expect(rows.filter({ hasText: 'Lost luggage' })).toHaveCount(1);
    });
  });

  await test.step('a trace row adds up its spans; the selected span has its Copy id and link', async () => {
    await inOtherModes(page, async (mode) => {
      await page.goto('/logs?type=trace');
      const row = rows.filter({ hasText: 'support-agent' });
      await expect(row).toContainText('1,000');
      await expect(row).toContainText('$0.00033');
      await page.goto(`/logs/${agent}`);
      await expectTheme(page, mode);
      const tree = page.getByRole('tree', { name: 'Spans of the trace' });
      await expect(page.getByTestId('span-row').first()).toContainText('1,000 tokens');
      await tree.getByText('search_docs').click();
      await expect(page).toHaveURL(new RegExp(`[?&]span=${tool}`));
      const selected = page.getByRole('region', { name: 'Selected span' });
      await expect(selected.getByRole('heading', { name: 'search_docs' })).toBeVisible();
      for (const name of ['Copy span id', 'Copy span link']) {
        const button = selected.getByRole('button', { name });
        await button.scrollIntoViewIfNeeded();
        await expect(button).toBeInViewport({ ratio: 1 });
      }
      await selected.getByRole('button', { name: 'Copy span id' }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(tool);
      await expectNoSidewaysScroll(page, `a trace (${mode.name})`);
    });
  });

  await test.step('the run page: model settings at the top, Copy, a JSON tree with Raw', async () => {
    await inOtherModes(page, async (mode) => {
      await page.goto(`/logs/${detailed}`);
      await expectTheme(page, mode);
      const settings = page.locator('section', {
        has: page.getByRole('heading', { name: 'Model settings' }),
      });
      await expect(settings.getByText('Current weather in a city')).toBeVisible();
      await expectWithinWidth(page, settings, `model settings (${mode.name})`);
      const settingsBox = await settings.boundingBox();
      const inputBox = await page.getByRole('heading', { name: 'Input' }).boundingBox();
      expect(settingsBox && inputBox && settingsBox.y < inputBox.y).toBe(true);
      const copyUser = page.getByRole('button', { name: 'Copy user message' });
      await copyUser.scrollIntoViewIfNeeded();
      await expect(copyUser).toBeInViewport({ ratio: 1 });
      await copyUser.click();
      await expect(copyUser).toHaveText('Copied');
      const copyArguments = page.getByRole('button', { name: 'Copy arguments of get_weather' });
      await copyArguments.scrollIntoViewIfNeeded();
      await expect(copyArguments).toBeInViewport({ ratio: 1 });
      const toolMessage = page.getByRole('article', { name: 'tool message' });
      await expect(toolMessage.getByText('"sunny"')).toBeVisible();
      await toolMessage.getByRole('button', { name: 'Raw' }).click();
      await expect(toolMessage.locator('pre')).toHaveText(toolResult);
      await expectWithinWidth(page, toolMessage, `the tool message (${mode.name})`);
      await expectReadable(page, '#main', `the run page (${mode.name})`);
      await toolMessage.getByRole('button', { name: 'Pretty' }).click();
      await expectNoSidewaysScroll(page, `the run page (${mode.name})`);
    });
  });

  await test.step('Make public previews what the link shows', async () => {
    await inOtherModes(page, async (mode) => {
      await page.goto(`/logs?type=llm&selected=${detailed}`);
      await expect(panel).toBeVisible();
      await panel.getByRole('button', { name: 'Make public' }).click();
      const dialog = page.getByRole('dialog', { name: 'Make this run public?' });
      await expect(dialog.getByText('Stays private')).toBeVisible();
      await expect(dialog.getByTestId('public-run')).toContainText('Weather in Paris?');
      await expectWithinWidth(page, dialog, `the Make public dialog (${mode.name})`);
      await expectReadable(page, '[role="dialog"]', `the Make public dialog (${mode.name})`);
      const confirm = dialog.getByRole('button', { name: 'Make public' });
      await confirm.scrollIntoViewIfNeeded();
      await expect(confirm).toBeInViewport({ ratio: 1 });
      if (mode === otherModes.at(-1)) {
        await confirm.click();
        await expect(panel.getByRole('button', { name: 'Copy public link' })).toBeVisible();
      } else {
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expect(dialog).toHaveCount(0);
      }
    });
  });

  await test.step('the public page shows input, output and timing in every mode', async () => {
    const visitor = await browser.newContext();
    try {
      const guest = await visitor.newPage();
      await inOtherModes(guest, async (mode) => {
        await guest.goto(`${baseURL}/logs/${detailed}`);
        await expectTheme(guest, mode);
        await expect(guest.getByText('Weather in Paris?')).toBeVisible();
        await expect(guest.getByText('Sunny and 21°C in Paris.')).toBeVisible();
        await expect(guest.getByText('Duration', { exact: true })).toBeVisible();
        await expectReadable(guest, 'body', `the public page (${mode.name})`);
        await expectNoSidewaysScroll(guest, `the public page (${mode.name})`);
      });
    } finally {
      await visitor.close();
    }
  });
});

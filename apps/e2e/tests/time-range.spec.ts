// Issue 19, Reading the list (1280×800): the time-range picker in the URL, kept after a reload and
// when switching between LLM calls, traces and conversations; trace rows and root spans with their
// subtree's totals; conversation rows with name, opening message, message count, cost and
// duration.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signInWith, signUpThroughApi, uniqueEmail } from '../support/accounts.js';
import { projectAccess, sendConversation, sendEvents } from '../support/ingest.js';

test.use({ viewport: { width: 1280, height: 800 } });

/** The start and end of one LLM call, `agoMs` before now, under `parentRunId` if given. */
function llmCall(call: {
  input: string;
  agoMs: number;
  prompt: number;
  completion: number;
  parentRunId?: string;
}) {
  const runId = randomUUID();
  const start = Date.now() - call.agoMs;
  return [
    {
      event: 'start',
      type: 'llm',
      runId,
      parentRunId: call.parentRunId,
      name: 'gpt-4o-mini',
      timestamp: start,
      input: call.input,
    },
    {
      event: 'end',
      type: 'llm',
      runId,
      timestamp: start + 400,
      output: 'Done.',
      tokensUsage: { prompt: call.prompt, completion: call.completion },
    },
  ];
}

test('the time range lives in the URL, traces add up their spans, conversations read at a glance', async ({
  page,
  request,
}) => {
  // Five steps with page loads and a trace, on a shared machine: more than the default 30 s.
  test.setTimeout(90_000);
  const token = await signUpThroughApi(request, {
    name: 'Katherine Johnson',
    email: uniqueEmail('katherine'),
    password: 'orbital mechanics 1962',
  });
  const { publicKey } = await projectAccess(request, token);
  const hour = 3_600_000;
  await sendEvents(request, publicKey, [
    ...llmCall({ input: 'Asked just now', agoMs: 60_000, prompt: 10, completion: 10 }),
    ...llmCall({ input: 'Asked three hours ago', agoMs: 3 * hour, prompt: 10, completion: 10 }),
  ]);
  // An agent over two priced calls: 1,000 + 2,000 tokens of gpt-4o-mini.
  const agent = randomUUID();
  const agentStart = Date.now() - 30_000;
  await sendEvents(request, publicKey, [
    {
      event: 'start',
      type: 'agent',
      runId: agent,
      name: 'trip-planner',
      timestamp: agentStart,
      input: 'Plan a trip',
    },
    ...llmCall({
      input: 'Step one',
      agoMs: 29_000,
      prompt: 600,
      completion: 400,
      parentRunId: agent,
    }),
    ...llmCall({
      input: 'Step two',
      agoMs: 28_000,
      prompt: 1500,
      completion: 500,
      parentRunId: agent,
    }),
    { event: 'end', type: 'agent', runId: agent, timestamp: agentStart + 5_000, output: 'Booked' },
  ]);
  // A named conversation of two messages.
  await sendConversation(request, publicKey, {
    name: 'Lost luggage',
    agoMs: 20_000,
    messages: [
      { role: 'user', content: 'My suitcase never arrived', agoMs: 19_000 },
      { role: 'assistant', content: 'Sorry to hear that, let me check.', agoMs: 15_000 },
    ],
  });
  await signInWith(page, token);

  await test.step('picking "Last hour" keeps it in the URL and cuts the list and its totals', async () => {
    await page.goto('/logs?type=llm');
    const rows = page.getByTestId('run-row');
    await expect(rows.filter({ hasText: 'Asked three hours ago' })).toHaveCount(1);
    const picker = page.getByRole('button', { name: /^Time range: / });
    await expect(picker).toHaveAccessibleName('Time range: All time');
    await picker.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Last hour' }).click();
    await expect(page).toHaveURL(/[?&]range=1h(&|$)/);
    await expect(rows.filter({ hasText: 'Asked three hours ago' })).toHaveCount(0);
    await expect(rows.filter({ hasText: 'Asked just now' })).toHaveCount(1);
    await expect(page.getByTestId('runs-count')).toHaveText('3 LLM calls');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Time range: Last hour' })).toBeVisible();
    await expect(rows.filter({ hasText: 'Asked three hours ago' })).toHaveCount(0);
  });

  await test.step('switching to Traces and Conversations from the sidebar keeps "Last hour"', async () => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Traces' }).click();
    await expect(page).toHaveURL(/[?&]type=trace(&|$)/);
    await expect(page).toHaveURL(/[?&]range=1h(&|$)/);
    await expect(page.getByRole('button', { name: 'Time range: Last hour' })).toBeVisible();
    await nav.getByRole('link', { name: 'Conversations' }).click();
    await expect(page).toHaveURL(/[?&]type=thread(&|$)/);
    await expect(page.getByRole('button', { name: 'Time range: Last hour' })).toBeVisible();
  });

  await test.step('a trace row and its root span show the totals of the whole trace', async () => {
    await page.goto('/logs?type=trace&range=1h');
    const row = page.getByTestId('run-row').filter({ hasText: 'trip-planner' });
    await expect(row).toHaveCount(1);
    // 2,100 prompt × $0.15 + 900 completion × $0.60 per million tokens.
    await expect(row).toContainText('3,000');
    await expect(row).toContainText('$0.000855');
    await row.click();
    const root = page.getByTestId('span-row').first();
    await expect(root).toContainText('$0.000855');
    await expect(root).toContainText('3,000 tokens');
  });

  await test.step('a conversation row shows its name, opening message, messages and duration', async () => {
    await page.goto('/logs?type=thread&range=1h');
    const row = page.getByTestId('run-row').filter({ hasText: 'Lost luggage' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('My suitcase never arrived');
    const headers = await page.getByRole('columnheader').allTextContents();
    const messages = headers.findIndex((header) => header.startsWith('Messages'));
    expect(messages, 'the Messages column').toBeGreaterThan(-1);
    await expect(row.getByRole('cell').nth(messages)).toHaveText('2');
    await expect(row).toContainText('5s');
  });
});

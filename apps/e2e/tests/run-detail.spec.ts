// Issue 19, Working through runs: Copy on messages and tool arguments, JSON as a tree with
// Raw/Pretty (JSON in strings parsed), model settings and offered tools at the top, the selected
// span in the URL with Copy id and Copy link.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signInWith, signUpThroughApi, uniqueEmail } from '../support/accounts.js';
import { projectAccess } from '../support/ingest.js';

test.use({ viewport: { width: 1280, height: 800 } });

test('the run detail shows model settings at the top, copies messages and tool arguments, and shows JSON as a tree with a Raw toggle', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const token = await signUpThroughApi(request, {
    name: 'Grace Hopper',
    email: uniqueEmail('grace'),
    password: 'compiler a-0 1952',
  });
  const { publicKey } = await projectAccess(request, token);
  const runId = randomUUID();
  const toolResult = '{"temp":21,"sky":"sunny","hourly":[{"hour":9,"temp":18}]}';
  // An agent turn as the OpenAI SDK logs it: tool arguments and the tool result are JSON text.
  const sent = await request.post('/v1/runs/ingest', {
    headers: { authorization: `Bearer ${publicKey}` },
    data: {
      events: [
        {
          event: 'start',
          type: 'llm',
          runId,
          name: 'gpt-4o',
          timestamp: Date.now() - 800,
          params: {
            temperature: 0.2,
            max_tokens: 300,
            tools: [
              {
                type: 'function',
                function: {
                  name: 'get_weather',
                  description: 'Current weather in a city',
                  parameters: {
                    type: 'object',
                    properties: { city: { type: 'string' } },
                    required: ['city'],
                  },
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
                  function: { name: 'get_weather', arguments: '{"city":"Paris","unit":"C"}' },
                },
              ],
            },
            { role: 'tool', tool_call_id: 'call_1', content: toolResult },
          ],
        },
        {
          event: 'end',
          type: 'llm',
          runId,
          timestamp: Date.now(),
          output: { role: 'assistant', content: 'Sunny and 21°C in Paris.' },
        },
      ],
    },
  });
  expect(sent.ok()).toBe(true);
  await signInWith(page, token);
  await page.goto(`/logs/${runId}`);
  const readClipboard = () => page.evaluate(() => navigator.clipboard.readText());

  await test.step('model settings and the tools offered sit above the input', async () => {
    const settings = page.locator('section', {
      has: page.getByRole('heading', { name: 'Model settings' }),
    });
    await expect(settings.getByText('gpt-4o')).toBeVisible();
    await expect(settings.getByText('0.2')).toBeVisible();
    await expect(settings.getByText('300')).toBeVisible();
    await expect(settings.getByText('Current weather in a city')).toBeVisible();
    const settingsBox = await settings.boundingBox();
    const inputBox = await page.getByRole('heading', { name: 'Input' }).boundingBox();
    expect(settingsBox && inputBox && settingsBox.y < inputBox.y).toBe(true);
    // The schema stays folded until the tool is opened.
    await expect(settings.getByText('required:', { exact: false })).toBeHidden();
    await settings.locator('summary', { hasText: 'get_weather' }).click();
    await expect(settings.getByText('required:', { exact: false })).toBeVisible();
  });

  await test.step('Copy on a message, reached by keyboard, says Copied and copies its text', async () => {
    const copyUser = page.getByRole('button', { name: 'Copy user message' });
    await copyUser.focus();
    await page.keyboard.press('Enter');
    await expect(copyUser).toHaveText('Copied');
    expect(await readClipboard()).toBe('Weather in Paris?');
  });

  await test.step('Copy on a tool call copies the arguments the model wrote', async () => {
    await page.getByRole('button', { name: 'Copy arguments of get_weather' }).click();
    expect(await readClipboard()).toBe('{"city":"Paris","unit":"C"}');
  });

  const toolMessage = page.getByRole('article', { name: 'tool message' });
  await test.step('the tool result written as JSON text reads as a tree that folds', async () => {
    await expect(toolMessage.getByText('"sunny"')).toBeVisible();
    await expect(toolMessage.getByText('hour:', { exact: false })).toBeVisible();
    await toolMessage.getByRole('button', { name: 'Collapse' }).last().click();
    await expect(toolMessage.getByText('hour:', { exact: false })).toBeHidden();
  });

  await test.step('Raw shows the result as logged; Pretty brings the tree back', async () => {
    await toolMessage.getByRole('button', { name: 'Raw' }).click();
    await expect(toolMessage.locator('pre')).toHaveText(toolResult);
    await toolMessage.getByRole('button', { name: 'Pretty' }).click();
    await expect(toolMessage.locator('pre')).toHaveCount(0);
    await expect(toolMessage.getByText('"sunny"')).toBeVisible();
  });

  await test.step('Copy input copies the whole input as JSON', async () => {
    await page.getByRole('button', { name: 'Copy input' }).click();
    const copied = JSON.parse(await readClipboard()) as { role: string }[];
    expect(copied.map((message) => message.role)).toEqual(['user', 'assistant', 'tool']);
  });
});

test('the selected span of a trace is in the URL, with Copy id and a Copy link that reopens it', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const token = await signUpThroughApi(request, {
    name: 'Butler Lampson',
    email: uniqueEmail('butler'),
    password: 'alto bravo 1973',
  });
  const { publicKey } = await projectAccess(request, token);
  const agentId = randomUUID();
  const toolId = randomUUID();
  const now = Date.now();
  const sent = await request.post('/v1/runs/ingest', {
    headers: { authorization: `Bearer ${publicKey}` },
    data: {
      events: [
        {
          event: 'start',
          type: 'agent',
          runId: agentId,
          name: 'support-agent',
          timestamp: now - 900,
          input: 'Refund?',
        },
        {
          event: 'start',
          type: 'tool',
          runId: toolId,
          parentRunId: agentId,
          name: 'search_docs',
          timestamp: now - 700,
          input: { query: 'refund policy' },
        },
        {
          event: 'end',
          type: 'tool',
          runId: toolId,
          timestamp: now - 500,
          output: 'Refunds within 30 days',
        },
        {
          event: 'end',
          type: 'agent',
          runId: agentId,
          timestamp: now,
          output: 'Yes, within 30 days.',
        },
      ],
    },
  });
  expect(sent.ok()).toBe(true);
  await signInWith(page, token);
  await page.goto(`/logs/${agentId}`);
  const tree = page.getByRole('tree', { name: 'Spans of the trace' });
  const selected = page.getByRole('region', { name: 'Selected span' });

  await tree.getByText('search_docs').click();
  await expect(page).toHaveURL(new RegExp(`/logs/${agentId}\\?span=${toolId}$`));
  await expect(selected.getByRole('heading', { name: 'search_docs' })).toBeVisible();

  await selected.getByRole('button', { name: 'Copy span id' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(toolId);
  const copyLink = selected.getByRole('button', { name: 'Copy span link' });
  await copyLink.click();
  await expect(copyLink).toHaveText('Copied');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${new URL(page.url()).origin}/logs/${agentId}?span=${toolId}`);

  // The copied link, opened fresh, shows the same span.
  await page.goto('/logs?type=trace');
  await page.goto(link);
  await expect(selected.getByRole('heading', { name: 'search_docs' })).toBeVisible();
  await expect(selected.getByText('Refunds within 30 days')).toBeVisible();
});

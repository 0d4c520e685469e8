import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInWith, signUpThroughApi, uniqueEmail } from '../support/accounts.js';
import { projectAccess, waitForRunCount } from '../support/ingest.js';

test.use({ viewport: { width: 390, height: 844 } });

const darkClass = /(^|\s)dark(\s|$)/;

/** Sends LLM calls with long inputs, a trace (an agent with a tool) and a conversation. */
async function seedRuns(request: APIRequestContext, publicKey: string): Promise<void> {
  const now = Date.now();
  const events: Record<string, unknown>[] = [];
  for (let index = 0; index < 3; index += 1) {
    const runId = randomUUID();
    events.push(
      {
        event: 'start',
        type: 'llm',
        runId,
        name: 'gpt-4o-mini',
        timestamp: now - 2_000 + index,
        input: `Summarise this very long support ticket number ${index} ${'about a late parcel '.repeat(20)}`,
      },
      {
        event: 'end',
        type: 'llm',
        runId,
        timestamp: now - 1_000 + index,
        output: 'The parcel is late; apologise and offer a refund.',
        tokensUsage: { prompt: 120, completion: 30 },
      },
    );
  }
  const agentId = randomUUID();
  const toolId = randomUUID();
  events.push(
    {
      event: 'start',
      type: 'agent',
      runId: agentId,
      name: 'support-agent',
      timestamp: now - 900,
      input: 'Where is my parcel?',
    },
    {
      event: 'start',
      type: 'tool',
      runId: toolId,
      parentRunId: agentId,
      name: 'track-parcel',
      timestamp: now - 800,
      input: { id: 'P-1' },
    },
    { event: 'end', type: 'tool', runId: toolId, timestamp: now - 700, output: { status: 'late' } },
    { event: 'end', type: 'agent', runId: agentId, timestamp: now - 600, output: 'It is late.' },
  );
  const threadId = randomUUID();
  events.push({
    event: 'chat',
    type: 'thread',
    runId: randomUUID(),
    parentRunId: threadId,
    timestamp: now - 500,
    message: { role: 'user', content: 'Hello, my parcel has not arrived yet.' },
  });
  const sent = await request.post('/v1/runs/ingest', {
    headers: { authorization: `Bearer ${publicKey}` },
    data: { events },
  });
  expect(sent.ok(), `ingest answered ${sent.status()}`).toBe(true);
}

/** Fails when the page, or its scrolling main area, is wider than the window. */
async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    const main = document.getElementById('main');
    return {
      page: root.scrollWidth - root.clientWidth,
      main: main ? main.scrollWidth - main.clientWidth : 0,
    };
  });
  expect(overflow, `${what} scrolls sideways`).toEqual({ page: 0, main: 0 });
}

async function useTheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  const html = expect(page.locator('html'), `the app follows the ${scheme} theme`);
  if (scheme === 'dark') await html.toHaveClass(darkClass);
  else await html.not.toHaveClass(darkClass);
}

test('on a phone the sidebar is a drawer, actions fold into a menu and lists fit the width', async ({
  page,
  request,
}) => {
  // Five lists in two themes: more page loads than the default 30 s allow on a busy machine.
  test.setTimeout(180_000);
  const token = await signUpThroughApi(request, {
    name: 'Ada Lovelace',
    email: uniqueEmail('ada-phone'),
    password: 'analytical engine 1843',
  });
  const access = await projectAccess(request, token);
  await seedRuns(request, access.publicKey);
  await waitForRunCount(request, { token, projectId: access.projectId }, 'llm', 3);
  const template = await request.post('/v1/templates', {
    headers: { Authorization: `Bearer ${token}` },
    params: { projectId: access.projectId },
    data: { slug: 'parcel-support-answer-with-a-long-slug' },
  });
  expect(template.ok(), `creating a prompt answered ${template.status()}`).toBe(true);
  await signInWith(page, token);
  await page.goto('/logs?type=llm');

  await test.step('the sidebar is a drawer: focus stays in it, Escape closes it', async () => {
    const table = page.getByRole('table', { name: 'LLM Logs' });
    await expect(table).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Open navigation' });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer.getByRole('navigation', { name: 'Main' })).toBeVisible();
    for (let press = 0; press < 25; press += 1) await page.keyboard.press('Tab');
    expect(
      await drawer.evaluate((element) => element.contains(document.activeElement)),
      'focus stays inside the open drawer',
    ).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  await test.step('the drawer closes when a link in it is followed', async () => {
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.getByRole('link', { name: 'Traces' }).click();
    await expect(page).toHaveURL(/type=trace/);
    await expect(drawer).toBeHidden();
  });

  await test.step('header actions sit behind More actions', async () => {
    await page.goto('/logs?type=llm');
    await expect(page.getByRole('table', { name: 'LLM Logs' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Live' })).toBeHidden();
    await page.getByRole('button', { name: 'More actions' }).click();
    const actions = page.getByRole('dialog', { name: 'More actions' });
    await expect(actions.getByRole('switch', { name: 'Live' })).toBeVisible();
    await expect(actions.getByRole('button', { name: /Export/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(actions).toBeHidden();
  });

  const lists = [
    { path: '/logs?type=llm', ready: page.getByRole('table', { name: 'LLM Logs' }) },
    { path: '/logs?type=trace', ready: page.getByRole('table', { name: 'Traces' }) },
    { path: '/logs?type=thread', ready: page.getByRole('heading', { name: 'Conversations' }) },
    { path: '/datasets', ready: page.getByRole('heading', { name: 'Datasets', level: 1 }) },
    {
      path: '/prompts',
      ready: page.getByRole('link', { name: 'parcel-support-answer-with-a-long-slug' }),
    },
  ];
  for (const scheme of ['light', 'dark'] as const) {
    await test.step(`every list fits 390 px in ${scheme}`, async () => {
      await useTheme(page, scheme);
      for (const list of lists) {
        await page.goto(list.path);
        await expect(list.ready).toBeVisible();
        await expectNoSidewaysScroll(page, `${list.path} (${scheme})`);
      }
    });
  }
});

test('a server that cannot be reached is said so in words within a second, with Retry', async ({
  page,
  request,
}) => {
  const token = await signUpThroughApi(request, {
    name: 'Alan Turing',
    email: uniqueEmail('alan-offline'),
    password: 'universal machine 1936',
  });
  await signInWith(page, token);
  let failedAt: number | undefined;
  await page.route('**/v1/templates**', (route) => {
    failedAt ??= Date.now();
    return route.abort('connectionrefused');
  });
  await page.goto('/prompts');
  const origin = new URL(page.url()).origin;
  const words = `Can't reach the Lookout server at ${origin}`;
  // Checked every frame, so the moment it shows is known to the frame.
  await page.waitForFunction((text) => (document.body.textContent ?? '').includes(text), words, {
    polling: 'raf',
  });
  const shownAt = Date.now();
  const failure = page.getByRole('alert').filter({ hasText: 'Could not load the prompts' });
  await expect(failure).toContainText(words);
  // Shown straight after the failure, not after a retry's 5 s wait.
  expect(failedAt, 'the prompts were asked for').toBeDefined();
  expect(shownAt - (failedAt ?? 0)).toBeLessThan(1_000);
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);

  await page.unroute('**/v1/templates**');
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(failure).toBeHidden();
  await expect(page.getByText(/No prompts yet/)).toBeVisible();
});

// Issue 19, States, layout, polish (390×844, light and dark): the sidebar drawer, header actions
// in an overflow menu, lists that fit the phone (key columns first, sideways scroll inside the
// table), the project menu within the drawer; errors in words within 1 s with Retry.
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInWith, signUpThroughApi, uniqueEmail } from '../support/accounts.js';
import { projectAccess, waitForRunCount } from '../support/ingest.js';
import { expectNoSidewaysScroll } from '../support/screen-modes.js';

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

  await test.step('a wide list keeps its key columns in view and scrolls inside the table', async () => {
    await page.goto('/logs?type=llm');
    const table = page.getByRole('table', { name: 'LLM Logs' });
    await expect(table.getByTestId('run-row').first()).toBeVisible();
    for (const column of ['Model', 'Status', 'Cost']) {
      const header = table.getByRole('columnheader', { name: column, exact: true });
      await expect(header, `the ${column} column is in view at 390 px`).toBeInViewport({
        ratio: 1,
      });
    }
    const scroller = page.getByTestId('runs-scroller');
    const scrolls = await scroller.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(scrolls, 'the other columns are reached by scrolling the table').toBe(true);
    await scroller.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
    await expect(table.getByRole('columnheader').last()).toBeInViewport();
    await expectNoSidewaysScroll(page, 'the LLM list scrolled to its last column');
  });

  await test.step('the project menu fits the phone', async () => {
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.getByRole('button', { name: /Open the project menu/ }).click();
    const search = page.getByRole('textbox', { name: 'Search projects' });
    await expect(search).toBeFocused();
    const menu = page.locator('[data-slot="popover-content"]').filter({ has: search });
    await expect(menu, 'the whole project menu is on screen').toBeInViewport({ ratio: 1 });
    const [menuBox, drawerBox] = [await menu.boundingBox(), await drawer.boundingBox()];
    expect(
      (menuBox?.x ?? 0) + (menuBox?.width ?? 0),
      'the project menu stays within the drawer',
    ).toBeLessThanOrEqual((drawerBox?.x ?? 0) + (drawerBox?.width ?? 0));
    for (const item of ['New project', 'Settings', 'Team']) {
      await expect(menu.getByRole('button', { name: item })).toBeInViewport({ ratio: 1 });
    }
    await expectNoSidewaysScroll(page, 'the open project menu');
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
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

import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInThroughForm, signUpThroughApi, uniqueEmail } from '../support/accounts.js';
import { lunaryFor, projectAccess, waitForRunCount } from '../support/ingest.js';
import { confirmPayment } from '../support/payments.js';
import { openProjectMenu } from '../support/shell.js';

// Issue 12: the dashboards, fed by the real Lunary SDK. Each step builds on the one before (the
// dashboard created, the chart built on it, its layout), so it is one test with steps.
test.describe.configure({ mode: 'serial' });

const account = {
  name: 'Florence Nightingale',
  email: uniqueEmail('florence'),
  password: 'polar area diagram 1858',
};
const chartName = 'Prod calls by model';

// Five LLM calls: three to gpt-4o (two tagged prod), one prod call to claude, one dev call to
// gpt-4o-mini. The prod-only custom chart shows gpt-4o and claude, never gpt-4o-mini.
const calls = [
  { model: 'gpt-4o', tags: ['prod'], tokens: { prompt: 1_000, completion: 500 } },
  { model: 'gpt-4o', tags: ['prod'], tokens: { prompt: 2_000, completion: 800 } },
  { model: 'gpt-4o', tags: ['dev'], tokens: { prompt: 300, completion: 100 } },
  { model: 'claude-3-5-sonnet', tags: ['prod'], tokens: { prompt: 4_000, completion: 1_000 } },
  { model: 'gpt-4o-mini', tags: ['dev'], tokens: { prompt: 50, completion: 20 } },
];

/** A chart's card on the grid, named by its title. */
function card(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

/** The dashboard switcher, whose name says which dashboard is open. */
function switcher(page: Page, name: string): Locator {
  return page.getByRole('button', { name: `Dashboard: ${name}. Switch dashboard` });
}

/**
 * Chooses `option` in the builder field labelled `label`, whether the chart kit draws it as a
 * native select or as a listbox.
 */
async function choose(dialog: Locator, label: string, option: string) {
  const field = dialog.getByLabel(label, { exact: true });
  if ((await field.evaluate((element) => element.tagName)) === 'SELECT') {
    await field.selectOption({ label: option });
    return;
  }
  await field.click();
  await dialog.page().getByRole('option', { name: option, exact: true }).click();
}

/** Picks an entry of a card's menu (the keyboard alternative to dragging and resizing). */
async function cardMenu(page: Page, title: string, item: string) {
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
  // The menu is gone (and the page takes pointer events again) before the next step.
  await expect(page.getByRole('menu')).toHaveCount(0);
}

/** Drags the resize handle of a card's corner by (dx, dy) pixels, as a mouse user does. */
async function dragCorner(page: Page, title: string, dx: number, dy: number) {
  const handle = page
    .locator('.react-grid-item')
    .filter({ has: card(page, title) })
    .locator('.react-resizable-handle');
  await card(page, title).hover();
  const box = await handle.boundingBox();
  if (!box) throw new Error(`The ${title} card has no resize handle`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + dx / 2, box.y + dy / 2, { steps: 8 });
  await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy, { steps: 8 });
  await page.mouse.up();
}

/** Where a card sits on screen. */
async function boxOf(page: Page, title: string) {
  const box = await card(page, title).boundingBox();
  if (!box) throw new Error(`The ${title} card is not on screen`);
  return box;
}

test('a dashboard shows Lunary data, gets a custom chart, keeps its layout and opens the logs', async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('baseURL is not set');
  const token = await signUpThroughApi(request, account);
  const access = { token, ...(await projectAccess(request, token)) };
  let dashboardId = '';

  await test.step('the Lunary SDK sends five LLM calls', async () => {
    const lunary = lunaryFor(baseURL, access.publicKey);
    for (const call of calls) {
      const runId = randomUUID();
      lunary.trackEvent('llm', 'start', {
        runId,
        name: call.model,
        input: `Question for ${call.model}`,
        userId: 'user-florence',
        tags: call.tags,
      });
      lunary.trackEvent('llm', 'end', {
        runId,
        output: 'An answer',
        tokensUsage: call.tokens,
      });
    }
    await lunary.flush();
    await waitForRunCount(request, access, 'llm', calls.length);
  });

  await test.step('signs in on the home dashboard, which shows the calls', async () => {
    await signInThroughForm(page, account);
    await expect(switcher(page, 'Home')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dashboards' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('button', { name: 'Date range: Last 30 days' })).toBeVisible();
    await expect(card(page, 'Costs')).toBeVisible();
    await expect(card(page, 'Top Models')).toContainText('gpt-4o');
    await expect(card(page, 'Top Models')).toContainText('claude-3-5-sonnet');
  });

  await test.step('on the free plan, Create Dashboard offers the upgrade', async () => {
    await switcher(page, 'Home').click();
    await page.getByRole('menuitem', { name: 'Create Dashboard' }).click();
    const modal = page.getByRole('dialog', { name: 'Unlock all features' });
    await expect(modal).toBeVisible();
    await expect(modal.locator('tr[data-highlighted]')).toContainText('Custom dashboards');
    await modal.getByRole('button', { name: 'Not now' }).click();
    await expect(modal).toBeHidden();
  });

  await test.step('upgrades to Team, creates a dashboard and lands on it', async () => {
    const menu = await openProjectMenu(page);
    await menu.getByRole('button', { name: 'Usage & Billing' }).click();
    const upgradeRequest = page.waitForRequest(/\/v1\/orgs\/[^/]+\/upgrade$/);
    await page.getByRole('button', { name: 'Upgrade', exact: true }).click();
    const orgId = new URL((await upgradeRequest).url()).pathname.split('/')[3] ?? '';
    // The plan changes once the payment provider confirms the checkout (support/payments.ts).
    await confirmPayment(page.request, orgId);
    await page.goto('/billing/thank-you');
    await expect(page.getByText('Your org is on the Team plan.')).toBeVisible();
    await page.getByRole('link', { name: 'Dashboards' }).click();
    await switcher(page, 'Home').click();
    await page.getByRole('menuitem', { name: 'Create Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboards\/[0-9a-f-]{36}$/);
    dashboardId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expect(switcher(page, 'New Dashboard')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dashboards' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  await test.step('builds a custom chart of prod calls split by model', async () => {
    await page.getByRole('button', { name: 'Add chart' }).click();
    await page
      .getByRole('dialog', { name: 'Add chart' })
      .getByRole('button', { name: 'New custom chart' })
      .click();
    const builder = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('button', { name: 'Save chart' }) });
    await expect(builder).toBeVisible();
    await builder.getByLabel('Name', { exact: true }).fill(chartName);
    await choose(builder, 'Metric', 'Runs');
    await choose(builder, 'Aggregation', 'Count');
    await choose(builder, 'Split by', 'Model');
    await choose(builder, 'Chart type', 'Bar');
    await builder.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitem').filter({ hasText: /^Tags/ }).click();
    await builder
      .getByRole('group', { name: 'Tags filter' })
      .getByRole('combobox', { name: 'Tags' })
      .click();
    await page
      .getByRole('listbox', { name: 'Options' })
      .getByRole('option', { name: 'prod', exact: true })
      .click();
    await page.keyboard.press('Escape');
    await builder.getByRole('button', { name: 'Save chart' }).click();
    await expect(builder).toHaveCount(0);
    const chart = card(page, chartName);
    await expect(chart).toContainText('gpt-4o');
    await expect(chart).toContainText('claude-3-5-sonnet');
    await expect(chart).not.toContainText('gpt-4o-mini');
  });

  await test.step('resizes, widens and moves the chart to the top, and the layout is saved', async () => {
    // Two columns wider and three rows up from the card menu (it was added under the nine
    // default charts, three rows of them), then two rows taller with the mouse (a row is 56 px
    // and a 12 px gap).
    await cardMenu(page, chartName, 'Wider');
    await cardMenu(page, chartName, 'Wider');
    for (let row = 0; row < 3; row += 1) await cardMenu(page, chartName, 'Move up');
    const resized = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' &&
        (response.request().postData() ?? '').includes('"x":0,"y":0,"w":6,"h":6') &&
        response.ok(),
    );
    await dragCorner(page, chartName, 0, 136);
    await resized;
    await expect(page.getByRole('status').filter({ hasText: 'Saving layout…' })).toHaveCount(0);
    const before = await boxOf(page, chartName);
    const costs = await boxOf(page, 'Costs');
    expect(before.width).toBeGreaterThan(costs.width * 1.3);
    expect(before.height).toBeGreaterThan(costs.height * 1.3);
    expect(before.y).toBeLessThan(costs.y);
  });

  await test.step('after a reload the layout is kept', async () => {
    // Let the last debounced save land before reloading.
    await expect
      .poll(async () => {
        const response = await request.get(`/v1/dashboards/${dashboardId}`, {
          headers: { Authorization: `Bearer ${token}` },
          params: { projectId: access.projectId },
        });
        const body = (await response.json()) as {
          charts: { chartId: string; y: number; w: number }[];
        };
        return body.charts.find((placement) => placement.w === 6)?.y;
      })
      .toBe(0);
    await page.reload();
    await expect(card(page, chartName)).toBeVisible();
    const after = await boxOf(page, chartName);
    const costs = await boxOf(page, 'Costs');
    expect(after.width).toBeGreaterThan(costs.width * 1.3);
    expect(after.height).toBeGreaterThan(costs.height * 1.3);
    expect(after.y).toBeLessThan(costs.y);
  });

  await test.step('a top-list row opens the matching logs', async () => {
    await card(page, 'Top Models').getByText('gpt-4o', { exact: true }).click();
    await expect(page).toHaveURL(/\/logs\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('type')).toBe('llm');
    expect(url.searchParams.get('filters')).toContain('models=gpt-4o');
    expect(url.searchParams.get('filters')).toContain('date=after.');
    await expect(page.getByTestId('runs-count')).toHaveText('3 LLM calls');
  });
});

// Issue 19, Done when: axe-core finds no serious or critical violation on the logs list, run
// detail, trace, conversations and settings, in light and dark, at 1280×800 and 390×844 (each
// screen in both tests).
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signInWith, signUpThroughApi, uniqueEmail } from '../support/accounts.js';
import { loadSampleData } from '../support/sample-data.js';

test.use({ viewport: { width: 1280, height: 800 } });

/** The impacts that fail the check; minor and moderate findings are left to review. */
const failingImpacts = new Set(['serious', 'critical']);

const darkClass = /(^|\s)dark(\s|$)/;

/**
 * Runs axe-core on what `page` shows now, once in the light and once in the dark theme (the app
 * is on 'Auto' and follows the system scheme), and fails on any serious or critical violation,
 * listing each with the elements it found.
 */
async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await test.step(`${screen}, ${scheme}`, async () => {
      await page.emulateMedia({ colorScheme: scheme });
      const html = page.locator('html');
      if (scheme === 'dark') await expect(html).toHaveClass(darkClass);
      else await expect(html).not.toHaveClass(darkClass);
      const results = await new AxeBuilder({ page }).analyze();
      const found = results.violations
        .filter((violation) => failingImpacts.has(violation.impact ?? ''))
        .map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
              .slice(0, 8)
              .map((node) => `  ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
              .join('\n')}`,
        );
      // Soft: every screen and theme is checked in one run, and all their findings reported.
      expect.soft(found, `${screen} in the ${scheme} theme`).toEqual([]);
    });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('the logs list, run detail, trace, conversations and settings pass axe-core in light and dark', async ({
  page,
  request,
}) => {
  // Twenty axe passes (five screens, two themes, some with a panel open) on a shared machine.
  test.setTimeout(300_000);
  const token = await signUpThroughApi(request, {
    name: 'Ada Lovelace',
    email: uniqueEmail('ada-axe'),
    password: 'analytical engine 1843',
  });
  await signInWith(page, token);
  await loadSampleData(page);
  const rows = page.getByTestId('run-row');
  const runPanel = page.getByRole('complementary', { name: 'Run details' });

  await test.step('the LLM calls list', async () => {
    await page.goto('/logs?type=llm');
    await expect(rows.first()).toBeVisible();
    await expectNoSeriousViolations(page, 'the LLM calls list');
  });

  await test.step('an LLM call beside the list and on its own page', async () => {
    await rows.first().click();
    await expect(runPanel).toBeVisible();
    await expectNoSeriousViolations(page, 'an LLM call beside the list');
    const runId = new URL(page.url()).searchParams.get('selected');
    expect(runId).toBeTruthy();
    await page.goto(`/logs/${runId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, 'the run page');
  });

  await test.step('an agent trace with its span tree', async () => {
    await page.goto('/logs?type=trace');
    await rows.filter({ hasText: 'weather-assistant' }).first().click();
    const tree = runPanel.getByRole('tree', { name: 'Spans of the trace' });
    await expect(tree.getByRole('treeitem').first()).toBeVisible();
    await tree.getByRole('treeitem').filter({ hasText: 'get_weather' }).first().click();
    await expectNoSeriousViolations(page, 'a trace');
  });

  await test.step('the conversations list and a conversation', async () => {
    await page.goto('/logs?type=thread');
    await expect(rows.first()).toBeVisible();
    await expectNoSeriousViolations(page, 'the conversations list');
    await rows.first().click();
    await expect(runPanel).toBeVisible();
    await expectNoSeriousViolations(page, 'a conversation');
  });

  await test.step('settings', async () => {
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expectNoSeriousViolations(page, 'settings');
  });
});

test('on a phone (390×844) the logs list, a run, a trace, conversations and settings pass axe-core in light and dark', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await signUpThroughApi(request, {
    name: 'Ada Lovelace',
    email: uniqueEmail('ada-axe-phone'),
    password: 'analytical engine 1843',
  });
  await signInWith(page, token);
  await loadSampleData(page);
  const rows = page.getByTestId('run-row');

  await test.step('the LLM calls list and the drawer', async () => {
    await page.goto('/logs?type=llm');
    await expect(rows.first()).toBeVisible();
    await expectNoSeriousViolations(page, 'the LLM calls list at 390 px');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the navigation drawer at 390 px');
    await page.keyboard.press('Escape');
  });

  await test.step('a run on its page', async () => {
    await rows.first().click();
    await expect(page).toHaveURL(/[?&]selected=/);
    const runId = new URL(page.url()).searchParams.get('selected');
    await page.goto(`/logs/${runId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, 'the run page at 390 px');
  });

  await test.step('an agent trace with its span tree', async () => {
    await page.goto('/logs?type=trace');
    await rows.filter({ hasText: 'weather-assistant' }).first().click();
    const tree = page.getByRole('tree', { name: 'Spans of the trace' });
    await expect(tree.getByRole('treeitem').first()).toBeVisible();
    await tree.getByRole('treeitem').filter({ hasText: 'get_weather' }).first().click();
    await expectNoSeriousViolations(page, 'a trace at 390 px');
  });

  await test.step('the conversations list and settings', async () => {
    await page.goto('/logs?type=thread');
    await expect(rows.first()).toBeVisible();
    await expectNoSeriousViolations(page, 'the conversations list at 390 px');
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expectNoSeriousViolations(page, 'settings at 390 px');
  });
});

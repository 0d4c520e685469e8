import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';

const darkClass = /(^|\s)dark(\s|$)/;

/** Where screenshots go: under test-results, which CI uploads. */
function screensDir(): string {
  return path.join(test.info().project.outputDir, 'screens');
}

/** Closes the notifications still on screen, so they do not cover the page in a screenshot. */
async function closeNotifications(page: Page): Promise<void> {
  const close = page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('button', { name: 'Close notification' });
  for (let tries = 0; tries < 10 && (await close.count()) > 0; tries += 1) {
    // A notification may close by itself (after 4 s) between the count and the click.
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
  await expect(close).toHaveCount(0);
}

/**
 * Saves what `page` shows (its 1280×720 viewport) as `<name>-light.png` and `<name>-dark.png`
 * in test-results/screens, after closing leftover notifications. The app must be on the 'Auto'
 * theme: the system colour scheme is switched and the page is expected to follow it. Leaves the
 * page light.
 *
 * @example await captureScreens(page, '05-settings');
 */
export async function captureScreens(page: Page, name: string): Promise<void> {
  await test.step(`screenshots of ${name}`, async () => {
    await closeNotifications(page);
    const html = page.locator('html');
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      const follows = expect(html, `the app follows the ${scheme} system theme`);
      if (scheme === 'dark') await follows.toHaveClass(darkClass);
      else await follows.not.toHaveClass(darkClass);
      await page.evaluate(async () => {
        await document.fonts.ready;
      });
      await page.screenshot({
        path: path.join(screensDir(), `${name}-${scheme}.png`),
        animations: 'disabled',
      });
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).not.toHaveClass(darkClass);
  });
}

import { expect, type Page, test } from '@playwright/test';

/** A window size and system colour scheme issue 19 asks every point to work in. */
export interface ScreenMode {
  name: string;
  viewport: { width: number; height: number };
  colorScheme: 'light' | 'dark';
}

/** Chromium at 1280×800 and 390×844, light and dark (issue 19, "Done when"). */
export const screenModes: readonly ScreenMode[] = [
  { name: '1280×800 light', viewport: { width: 1280, height: 800 }, colorScheme: 'light' },
  { name: '1280×800 dark', viewport: { width: 1280, height: 800 }, colorScheme: 'dark' },
  { name: '390×844 light', viewport: { width: 390, height: 844 }, colorScheme: 'light' },
  { name: '390×844 dark', viewport: { width: 390, height: 844 }, colorScheme: 'dark' },
];

const darkClass = /(^|\s)dark(\s|$)/;

/**
 * Resizes the window and switches the system colour scheme; the app is on 'Auto' and is
 * expected to follow it once a page is shown.
 */
export async function useScreenMode(page: Page, mode: ScreenMode): Promise<void> {
  await page.setViewportSize(mode.viewport);
  await page.emulateMedia({ colorScheme: mode.colorScheme });
}

/** Fails unless the page shows the theme of `mode`. */
export async function expectTheme(page: Page, mode: ScreenMode): Promise<void> {
  const html = expect(page.locator('html'), `the app follows the ${mode.colorScheme} theme`);
  if (mode.colorScheme === 'dark') await html.toHaveClass(darkClass);
  else await html.not.toHaveClass(darkClass);
}

/** Runs `body` once per screen mode, each as a step named after it. */
export async function inEveryScreenMode(
  page: Page,
  body: (mode: ScreenMode) => Promise<void>,
): Promise<void> {
  for (const mode of screenModes) {
    await test.step(mode.name, async () => {
      await useScreenMode(page, mode);
      await body(mode);
    });
  }
}

/** Fails when the page, or its scrolling main area, is wider than the window. */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
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

// Headless Chromium driven by Playwright, borrowed from the e2e workspace
// (bench/ has no package.json), and the CDP figures a page benchmark reads.
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './server.mjs';

const require = createRequire(path.join(repoRoot, 'apps/e2e/package.json'));

/** The Chromium binary: `CHROMIUM_PATH`, else Debian's. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The viewport every benchmark page gets. */
export const viewport = { width: 1280, height: 720 };

/**
 * Launches headless Chromium (the flags of apps/e2e/playwright.config.ts) and returns the
 * browser and its version.
 *
 * @example const { browser } = await launchChromium(); onCleanup(() => browser.close());
 */
export async function launchChromium() {
  const { chromium } = require('@playwright/test');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  return { browser, version: browser.version() };
}

/**
 * JS heap in use after a full garbage collection, and the DOM node count, from the DevTools
 * protocol (`HeapProfiler.collectGarbage`, `Performance.getMetrics`).
 */
export async function heapAfterGc(page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name) => metrics.find((entry) => entry.name === name)?.value ?? Number.NaN;
    return { heapUsed: metric('JSHeapUsedSize'), domNodes: metric('Nodes') };
  } finally {
    await cdp.detach();
  }
}

/**
 * Reads the main thread's cumulative times of `page` (seconds, from `Performance.getMetrics`):
 * `at` (the clock), `task` (wall time inside tasks), `cpu` (its CPU time), `script`, `layout`
 * and `style`. Busy
 * time well over CPU time means the thread waited for a core.
 *
 * @example const meter = await mainThreadMeter(page); const before = await meter.read();
 */
export async function mainThreadMeter(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  return {
    async read() {
      const { metrics } = await cdp.send('Performance.getMetrics');
      const metric = (name) => metrics.find((entry) => entry.name === name)?.value ?? Number.NaN;
      return {
        at: metric('Timestamp'),
        task: metric('TaskDuration'),
        cpu: metric('ThreadTime'),
        script: metric('ScriptDuration'),
        layout: metric('LayoutDuration'),
        style: metric('RecalcStyleDuration'),
      };
    },
    detach: () => cdp.detach(),
  };
}

/** Bytes as MB with one decimal. */
export const megabytes = (bytes) =>
  Number.isFinite(bytes) ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : '–';

#!/usr/bin/env node
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { heapAfterGc, launchChromium, mainThreadMeter, viewport } from './lib/browser.mjs';
import { frameSummary } from './lib/frame-stats.mjs';
import { envNumber, onCleanup, runBenchmark } from './lib/lifecycle.mjs';
import { printLoading, printLoads, printScrolling } from './lib/logs-page-report.mjs';
import {
  loadRows,
  measureLoad,
  probedPage,
  signIn,
  trackListedRows,
  waitForIdleDatabase,
} from './lib/logs-page-steps.mjs';
import { scrollFrames } from './lib/page-probes.mjs';
import { ensureWebBuilt } from './lib/web-app.mjs';

// seed-runs.mjs reads BENCH_DIR as it loads: this benchmark keeps a cluster of its own.
process.env.BENCH_DIR ??= '/tmp/lookout-bench-logs';
const { benchDir, startSeededServer } = await import('./seed-runs.mjs');

const runs = envNumber('BENCH_RUNS', 1_000_000);
const loads = envNumber('BENCH_LOADS', 10);
const targetRows = envNumber('BENCH_ROWS', 10_000);
const loadBudgetMs = envNumber('BENCH_SCROLL_SECONDS', 300) * 1000;
const stepPx = envNumber('BENCH_SCROLL_STEP', 120);
/** Issue 18: the first row painted in a new tab, p95 under half a second at 1M runs. */
const firstPageTargetMs = 500;
const logsPath = '/logs?type=llm';

const cores = cpus().length;
const load1 = () => loadavg()[0];
/** A path relative to the working directory when inside it. */
const shown = (dir) =>
  path.relative(process.cwd(), dir).startsWith('..') ? dir : path.relative(process.cwd(), dir);
const count = (value) => (Number.isFinite(value) ? value.toLocaleString('en') : '–');

/** `loads` loads of `url`, each in a fresh context (empty cache) or all in one tab. */
async function timeLoads(browser, storageState, url, fresh) {
  const results = [];
  if (fresh) {
    for (let i = 0; i < loads; i += 1) {
      const context = await browser.newContext({ viewport, storageState });
      try {
        results.push(await measureLoad(await probedPage(context), url));
      } finally {
        await context.close();
      }
    }
    return { results };
  }
  const context = await browser.newContext({ viewport, storageState });
  const page = await probedPage(context);
  const tracker = trackListedRows(page);
  await measureLoad(page, url); // warm-up: fills the HTTP cache
  for (let i = 0; i < loads; i += 1) results.push(await measureLoad(page, url));
  return { results, page, tracker };
}

runBenchmark('logs-page', 3600 + loadBudgetMs / 1000, async () => {
  const loadAverages = [load1()];
  const web = ensureWebBuilt();
  if (!path.relative(benchDir, web.dir).startsWith('..'))
    throw new Error(`BENCH_WEB_DIR must lie outside ${benchDir}, which seeding empties`);
  if (web.stale)
    console.warn(
      `Warning: ${web.dir} was built ${web.builtAt.toISOString()}, before the last change under apps/web/src (BENCH_BUILD_WEB=1 rebuilds it).`,
    );
  const { seed, cluster, server } = await startSeededServer(runs, {
    NODE_ENV: 'production',
    LOOKOUT_WEB_DIR: web.dir,
  });
  const { browser, version } = await launchChromium();
  onCleanup(() => browser.close());

  console.info('Signing in through /login…');
  const storageState = await signIn(browser, server.url, seed);
  const waited = await waitForIdleDatabase(cluster.url);
  if (waited > 1000)
    console.info(`  waited ${(waited / 1000).toFixed(1)} s for the dashboards' queries to end`);
  const url = `${server.url}${logsPath}`;
  console.info(`Loading ${logsPath} ${loads} times in new tabs, then ${loads} times in one tab…`);
  const cold = await timeLoads(browser, storageState, url, true);
  const warm = await timeLoads(browser, storageState, url, false);
  loadAverages.push(load1());
  const { page, tracker } = warm;
  const heaps = [await heapAfterGc(page)];

  console.info(`Scrolling to the end until the table holds ${count(targetRows)} rows…`);
  const loading = await loadRows(page, tracker, { target: targetRows, budgetMs: loadBudgetMs });
  heaps.push(await heapAfterGc(page));
  const meter = await mainThreadMeter(page);
  const phases = [];
  for (const phase of [
    { label: 'idle, no scrolling (control)', mode: 'idle', durationMs: 2000 },
    { label: `wheel: ${stepPx} px a frame for 5 s`, mode: 'wheel', durationMs: 5000, stepPx },
    { label: 'fling: top → bottom in 3 s', mode: 'fling', durationMs: 3000 },
  ]) {
    const before = await meter.read();
    const result = await page.evaluate(scrollFrames, phase);
    const after = await meter.read();
    const mainThread = Object.fromEntries(
      Object.keys(after).map((key) => [key, (after[key] - before[key]) * 1000]),
    );
    const summary = frameSummary(result.frames, result.longTasks);
    phases.push({ ...phase, result, summary, mainThread });
  }
  await meter.detach();
  heaps.push(await heapAfterGc(page));
  loadAverages.push(load1());

  console.info(
    `\nLookout logs page ${logsPath} over ${runs.toLocaleString('en')} seeded runs (PostgreSQL 15), production server serving ${shown(web.dir)} (built ${web.builtAt.toISOString()}${web.stale ? ', OLDER than apps/web/src' : ''}), Chromium ${version} headless with software rendering, 1280×720\n`,
  );
  printLoads(cold.results, warm.results, firstPageTargetMs);
  console.info('');
  printLoading(loading, heaps, targetRows);
  console.info('');
  printScrolling(phases, loading.tableRows ?? loading.rows);
  const busy = Math.max(...loadAverages) > cores * 1.25;
  const [atStart, afterLoads, atEnd] = loadAverages.map((value) => value.toFixed(2));
  console.info(
    `\nMachine load average (1 min, ${cores} cores): ${atStart} at start, ${afterLoads} after the page loads, ${atEnd} at the end${busy ? ': other work was running, figures are pessimistic' : ''}.`,
  );
});

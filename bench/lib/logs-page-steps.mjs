// The browser steps of bench/logs-page.mjs: sign in through /login, time a
// page load until its first data row is painted, and scroll the logs table
// until it holds a number of rows.
import { viewport } from './browser.mjs';
import {
  dataRowSelector,
  grewPast,
  installProbes,
  readLoad,
  rowPaintedAnd,
  scrollToEnd,
} from './page-probes.mjs';
import { withClient } from './pg.mjs';

const listPath = '/v1/runs';
const countPath = '/v1/runs/count';

/**
 * Signs in as `seed`'s owner through the /login form and returns the context's storage state
 * (the session token and the selected project, which the app keeps in local storage), checked
 * to select `seed.projectId`.
 */
export async function signIn(browser, url, seed) {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    await page.goto(`${url}/login`, { timeout: 60_000 });
    await page.getByLabel('Email').fill(seed.email);
    await page.getByLabel('Password', { exact: true }).fill(seed.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboards$/, { timeout: 60_000 });
    // The shell selects the first project once the project list is in (stores/project-store.ts).
    const stored = await page.waitForFunction(
      () => JSON.parse(localStorage.getItem('lookout-project') ?? 'null')?.state?.projectId,
      null,
      { timeout: 60_000 },
    );
    const projectId = await stored.jsonValue();
    if (projectId !== seed.projectId) {
      console.info(`  the app selected project ${projectId}; selecting ${seed.projectId}`);
      await page.evaluate((id) => {
        localStorage.setItem('lookout-project', JSON.stringify({ state: { projectId: id } }));
      }, seed.projectId);
    }
    await page.goto('about:blank'); // stops the dashboards' requests
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** Waits (at most `seconds`) until no client query runs in the cluster; returns the ms waited. */
export async function waitForIdleDatabase(url, seconds = 120) {
  const began = performance.now();
  await withClient(url, async (client) => {
    while (performance.now() - began < seconds * 1000) {
      const { rows } = await client.query(
        "select count(*)::int as active from pg_stat_activity where state = 'active' and backend_type = 'client backend' and pid <> pg_backend_pid()",
      );
      if (rows[0].active === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });
  return performance.now() - began;
}

/** A page of `context` with the probes installed before any of the app's code runs. */
export async function probedPage(context) {
  const page = await context.newPage();
  await page.addInitScript(installProbes, dataRowSelector);
  return page;
}

/**
 * Navigates to `url` and waits until the first data row is painted and the count has
 * answered. Returns the milestones in ms from navigation start, the first page's and the
 * count's response times as the browser saw them, and the API requests in order.
 */
export async function measureLoad(page, url) {
  await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
  await page.waitForSelector(dataRowSelector, { state: 'visible', timeout: 60_000 });
  await page.waitForFunction(rowPaintedAnd, countPath, { timeout: 60_000 });
  const load = await page.evaluate(readLoad);
  const request = (path) => load.resources.find((entry) => entry.path === path);
  const list = request(listPath);
  const count = request(countPath);
  const scripts = load.resources.filter((entry) => /^\/assets\/.*\.js$/.test(entry.path));
  return {
    html: load.html,
    script: scripts.length ? Math.max(...scripts.map((entry) => entry.end)) : Number.NaN,
    domContentLoaded: load.domContentLoaded,
    listSent: list?.start ?? Number.NaN,
    listAnswered: list?.end ?? Number.NaN,
    firstRow: load.firstRow,
    painted: load.painted,
    countAnswered: count?.end ?? Number.NaN,
    listMs: list?.duration ?? Number.NaN,
    countMs: count?.duration ?? Number.NaN,
    api: load.resources
      .filter((entry) => entry.type === 'fetch' || entry.type === 'xmlhttprequest')
      .sort((a, b) => a.start - b.start),
  };
}

/** Counts the rows of every `GET /v1/runs` answer to `page` since its last navigation. */
export function trackListedRows(page) {
  const tracker = { rows: 0, responses: 0, pending: [] };
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    tracker.rows = 0;
    tracker.responses = 0;
  });
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() !== 'GET' || new URL(response.url()).pathname !== listPath) return;
    tracker.pending.push(
      response.json().then(
        (body) => {
          tracker.rows += Array.isArray(body?.data) ? body.data.length : 0;
          tracker.responses += 1;
        },
        () => undefined, // the page navigated away first
      ),
    );
  });
  return tracker;
}

/**
 * Scrolls the table of `page` to its end again and again, so the app loads a page each time,
 * until it holds `target` rows, no page comes for `stallMs` or `budgetMs` have passed. Loaded
 * rows are what the table says it holds (aria-rowcount), else what `tracker` counted.
 */
export async function loadRows(page, tracker, { target, budgetMs, stallMs = 30_000 }) {
  const began = performance.now();
  const inTable = () => page.evaluate(() => window.__lookoutBench.loadedRows());
  const loaded = async () => (await inTable()) ?? tracker.rows;
  let rows = await loaded();
  let stopped;
  let printed = began;
  while (rows < target) {
    if (performance.now() - began > budgetMs) {
      stopped = `stopped at the ${budgetMs / 1000} s limit (BENCH_SCROLL_SECONDS)`;
      break;
    }
    const height = await page.evaluate(scrollToEnd);
    try {
      await page.waitForFunction(grewPast, height, { polling: 'raf', timeout: stallMs });
    } catch {
      stopped = `no further rows within ${stallMs / 1000} s`;
      break;
    }
    rows = await loaded();
    if (performance.now() - printed > 5000) {
      printed = performance.now();
      const seconds = (printed - began) / 1000;
      process.stdout.write(
        `\r  ${rows.toLocaleString('en')} rows loaded in ${seconds.toFixed(0)} s (${Math.round(rows / seconds)} rows/s)   `,
      );
    }
  }
  const seconds = (performance.now() - began) / 1000;
  process.stdout.write('\n');
  await Promise.all(tracker.pending);
  const pageTimes = await page.evaluate((path) => {
    return performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname === path)
      .sort((a, b) => a.startTime - b.startTime)
      .map((entry) => entry.duration);
  }, listPath);
  return {
    rows,
    tableRows: await inTable(),
    responseRows: tracker.rows,
    pages: tracker.responses,
    seconds,
    stopped,
    pageTimes,
  };
}

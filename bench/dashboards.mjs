#!/usr/bin/env node
// Loads the home dashboard the way the browser does (every chart call at
// once), 30 days, daily, in UTC and in America/New_York, uncached, over the
// seed of seed-runs.mjs; then custom-chart queries with filters. Prints
// p50/p95 against the targets and the plans of the slowest chart. See bench/README.md.
import { availableParallelism, loadavg } from 'node:os';
import { serializeFilterBar } from '../packages/filters/dist/index.js';
import { getJson, logIn } from './lib/api.mjs';
import { capturePlans, keyPlanLines } from './lib/auto-explain.mjs';
import { envNumber, runBenchmark } from './lib/lifecycle.mjs';
import { withClient } from './lib/pg.mjs';
import { latencySummary, ms, printTable } from './lib/stats.mjs';
import { startSeededServer } from './seed-runs.mjs';

const runs = envNumber('BENCH_RUNS', 1_000_000);
const rounds = envNumber('BENCH_ROUNDS', 20);
const targetMs = 300;
const timeZones = ['UTC', 'America/New_York'];

/** The last 30 days of the seed, start of day to end of day (SPEC §9), in UTC. */
function rangeOf(seed) {
  const end = new Date(seed.end);
  end.setUTCHours(23, 59, 59, 999);
  const start = new Date(end.getTime() - 30 * 86_400_000 + 1);
  return { startDate: start.toISOString(), endDate: end.toISOString() };
}

async function timed(url, token, pathname) {
  const began = performance.now();
  const response = await fetch(`${url}${pathname}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = await response.text();
  if (!response.ok)
    throw new Error(`GET ${pathname} answered ${response.status}: ${body.slice(0, 200)}`);
  return performance.now() - began;
}

function chartPath(seed, chartId, query) {
  const params = new URLSearchParams({ projectId: seed.projectId, ...query });
  return `/v1/analytics/${chartId}?${params}`;
}

runBenchmark('dashboards', 3600, async () => {
  const { seed, cluster, server } = await startSeededServer(runs);
  const token = await logIn(server.url, seed.email, seed.password);
  const dashboards = await getJson(server.url, `/v1/dashboards?projectId=${seed.projectId}`, token);
  const home = dashboards.find((dashboard) => dashboard.isHome);
  const chartIds = home.charts.map((placement) => placement.chartId);
  const range = rangeOf(seed);

  const dashboardRows = [];
  const chartTimes = new Map();
  for (const timeZone of timeZones) {
    const query = { ...range, timeZone, granularity: 'daily' };
    const paths = chartIds.map((id) => chartPath(seed, id, query));
    await Promise.all(paths.map((path) => timed(server.url, token, path))); // warm-up
    const whole = [];
    for (let round = 0; round < rounds; round += 1) {
      const began = performance.now();
      const times = await Promise.all(paths.map((path) => timed(server.url, token, path)));
      whole.push(performance.now() - began);
      times.forEach((elapsed, index) => {
        const key = `${chartIds[index]} (${timeZone})`;
        chartTimes.set(key, [...(chartTimes.get(key) ?? []), elapsed]);
      });
    }
    dashboardRows.push({ timeZone, latency: latencySummary(whole) });
  }

  const filters = serializeFilterBar({
    operator: 'AND',
    filters: [
      { id: 'models', params: [['gpt-4o', 'gpt-4o-mini']] },
      { id: 'status', params: ['success'] },
    ],
  });
  const custom = [
    {
      label: 'cost by model, daily (Bar)',
      type: 'Bar',
      metric: 'cost',
      aggregation: 'sum',
      splitBy: 'model',
    },
    {
      label: 'p95 latency by user (Top)',
      type: 'Top',
      metric: 'latency',
      aggregation: 'p95',
      splitBy: 'user',
    },
    {
      label: 'runs by tag, daily (Line)',
      type: 'Line',
      metric: 'runs',
      aggregation: 'count',
      splitBy: 'tag',
    },
    { label: 'active users (Number)', type: 'Number', metric: 'users', aggregation: 'count' },
  ];
  const customRows = [];
  for (const { label, ...choices } of custom) {
    const path = `/v1/analytics/custom?${new URLSearchParams({
      projectId: seed.projectId,
      ...range,
      timeZone: 'UTC',
      granularity: 'daily',
      filters,
      ...choices,
    })}`;
    await timed(server.url, token, path);
    const latencies = [];
    for (let round = 0; round < rounds; round += 1)
      latencies.push(await timed(server.url, token, path));
    customRows.push({ label, path, latency: latencySummary(latencies) });
  }

  console.info(
    `\nHome dashboard (${chartIds.length} charts: ${chartIds.join(', ')}) over ${seed.runs.toLocaleString('en')} runs, 30 days daily, all calls at once, ${rounds} rounds after a warm-up, no cache; load average ${loadavg()[0].toFixed(2)} (1 min) on ${availableParallelism()} cores\n`,
  );
  printTable(
    ['time zone', 'p50', 'p95', 'max', `target (p95 ≤ ${targetMs} ms)`],
    dashboardRows.map((row) => [
      row.timeZone,
      ms(row.latency.p50),
      ms(row.latency.p95),
      ms(row.latency.max),
      row.latency.p95 <= targetMs ? 'met' : 'MISSED',
    ]),
  );
  console.info('\nEach chart call while the whole dashboard loads\n');
  const perChart = [...chartTimes.entries()].map(([label, times]) => ({
    label,
    latency: latencySummary(times),
  }));
  printTable(
    ['chart', 'p50', 'p95'],
    perChart.map((row) => [row.label, ms(row.latency.p50), ms(row.latency.p95)]),
  );
  console.info(`\nCustom charts with filters ${filters}, one call at a time\n`);
  printTable(
    ['custom chart', 'p50', 'p95', `target (≤ ${targetMs} ms)`],
    customRows.map((row) => [
      row.label,
      ms(row.latency.p50),
      ms(row.latency.p95),
      row.latency.p95 <= targetMs ? 'met' : 'MISSED',
    ]),
  );

  const slowest = perChart.reduce((a, b) => (b.latency.p95 > a.latency.p95 ? b : a));
  const [slowId, slowZone] = slowest.label.replace(')', '').split(' (');
  const slowPath = chartPath(seed, slowId, { ...range, timeZone: slowZone, granularity: 'daily' });
  await withClient(cluster.url, async (client) => {
    const plans = await capturePlans(client, cluster.log, () => timed(server.url, token, slowPath));
    console.info(
      `\n━━ Slowest chart: ${slowest.label}\n   GET ${slowPath.replace(/projectId=[^&]+/, 'projectId=…')}`,
    );
    for (const { duration, query: text, plan } of plans) {
      console.info(
        `\n-- ${duration.toFixed(1)} ms: ${text.length > 400 ? `${text.slice(0, 400)}…` : text}`,
      );
      console.info(process.env.BENCH_FULL_PLANS === '1' ? plan : keyPlanLines(plan).join('\n'));
    }
  });
});

#!/usr/bin/env node
import { availableParallelism, loadavg } from 'node:os';
import { availableFilters, serializeFilterBar } from '../packages/filters/dist/index.js';
import { logIn } from './lib/api.mjs';
import { capturePlans, keyPlanLines } from './lib/auto-explain.mjs';
import { envNumber, runBenchmark } from './lib/lifecycle.mjs';
import { withClient } from './lib/pg.mjs';
import { searchTerms } from './lib/seed-sql.mjs';
import { latencySummary, ms, printTable } from './lib/stats.mjs';
import { startSeededServer } from './seed-runs.mjs';

const runs = envNumber('BENCH_RUNS', 1_000_000);
const calls = envNumber('BENCH_CALLS', 50);
/** Calls timed at least, whatever the budget. */
const minCalls = envNumber('BENCH_MIN_CALLS', 5);
/** Per query: stop timing after this long (at least `minCalls` calls), so a slow query cannot hold the run for long. */
const budgetMs = envNumber('BENCH_QUERY_SECONDS', 60) * 1000;
/** Plans printed: of the slowest this many queries (by p95). */
const plansShown = envNumber('BENCH_PLANS', 5);

/** `BENCH_ONLY`: time only the reads whose label holds one of these texts (`|`-separated, any case). */
const only = (process.env.BENCH_ONLY ?? '')
  .split('|')
  .map((text) => text.trim().toLowerCase())
  .filter(Boolean);
const isChosen = (query) =>
  only.length === 0 || only.some((text) => query.label.toLowerCase().includes(text));

/** A filter bar of these filters (all ANDed), as the `filters` query parameter. */
const filterBar = (...filters) =>
  encodeURIComponent(serializeFilterBar({ operator: 'AND', filters }));

/**
 * One filter of each kind the logs offer, with a value that matches some of
 * the seeded runs where the seed has that field (feedback, tags, metadata,
 * users, errors, costs, enrichments: a quarter of the LLM calls) and none
 * where it has none (templates, evaluations, custom events): both are reads
 * a user makes. Among the enrichment values, `billing` and `negative` are
 * frequent, `fr`, PII and toxic output rare.
 */
function catalogueProbes(after) {
  return {
    tools: ['search_orders'],
    type: ['llm'],
    models: [['gpt-4o']],
    'custom-events': [['checkout']],
    names: [['claude-3-5-sonnet']],
    tags: [['support']],
    templates: [['6f1c2a9e-1d2b-4c3d-8e4f-5a6b7c8d9e0f']],
    status: ['error'],
    feedback: [['down']],
    evaluations: [['6f1c2a9e-1d2b-4c3d-8e4f-5a6b7c8d9e0f'], 'failed'],
    users: [['user-42']],
    metadata: ['feature', 'billing-bot'],
    date: ['after', after],
    duration: ['gt', 5],
    cost: ['gt', 0.01],
    messages: ['gte', 3],
    tokens: ['total', 'gt', 1000],
    search: ['kubernetes'],
    topics: ['input', ['billing']],
    toxicity: ['output', 'toxic'],
    regex: ['output', 'contains', 'within \\w+ business'],
    json: ['output', 'valid'],
    length: ['output', 'gt', 1200],
    languages: ['input', ['fr']],
    pii: ['contains'],
    string: ['any', 'contains', 'insensitive', 'charged twice'],
    sentiment: ['negative'],
  };
}

/** Every logs filter alone, then in threes (each with the next two, around the catalogue). */
function catalogueQueries(scope, after) {
  const probes = catalogueProbes(after);
  const filters = availableFilters('logs').map((definition) => {
    const params = probes[definition.id];
    if (!params) throw new Error(`bench/query.mjs has no probe for the "${definition.id}" filter`);
    return { id: definition.id, params };
  });
  const query = (list) => ({
    label: `filter ${list.map((filter) => filter.id).join(' + ')}`,
    path: `/v1/runs?${scope}&type=llm&filters=${filterBar(...list)}`,
    target: 300,
  });
  return [
    ...filters.map((filter) => query([filter])),
    ...filters.map((_, index) =>
      query([0, 1, 2].map((step) => filters[(index + step) % filters.length])),
    ),
  ];
}

function queries(seed) {
  const scope = `projectId=${seed.projectId}`;
  const after = new Date(Date.parse(seed.end) - 21 * 86_400_000).toISOString().slice(0, 10);
  const filters = serializeFilterBar({
    operator: 'AND',
    filters: [
      { id: 'models', params: [['gpt-4o', 'gpt-4o-mini']] },
      { id: 'date', params: ['after', after] },
      { id: 'cost', params: ['gt', 0.01] },
    ],
  });
  const searchFilter = serializeFilterBar({
    operator: 'AND',
    filters: [{ id: 'search', params: [searchTerms.rare] }],
  });
  return [
    {
      label: 'first page, newest first (type=llm)',
      path: `/v1/runs?${scope}&type=llm`,
      target: 20,
    },
    {
      label: `models + date + cost (${filters})`,
      path: `/v1/runs?${scope}&type=llm&filters=${encodeURIComponent(filters)}`,
      target: 50,
    },
    {
      label: `search "${searchTerms.common}" (frequent)`,
      path: `/v1/runs?${scope}&type=llm&search=${searchTerms.common}`,
      target: 300,
    },
    {
      label: `search "${searchTerms.rare}" (~0.15% of runs)`,
      path: `/v1/runs?${scope}&type=llm&search=${searchTerms.rare}`,
      target: 300,
    },
    {
      label: 'search "zeppelin" (no match)',
      path: `/v1/runs?${scope}&type=llm&search=zeppelin`,
      target: 300,
    },
    {
      label: `search "${searchTerms.rare}" as a filter (filters=search=…)`,
      path: `/v1/runs?${scope}&type=llm&filters=${encodeURIComponent(searchFilter)}`,
      target: 300,
    },
    ...[
      ['business days', 'frequent phrase'],
      ['on Kubernetes', 'rare phrase'],
      ['purple elephant', 'phrase, no match'],
    ].map(([text, kind]) => ({
      label: `search "${text}" (${kind})`,
      path: `/v1/runs?${scope}&type=llm&search=${encodeURIComponent(text)}`,
      target: 300,
    })),
    {
      label: 'search "business days" + models + date',
      path: `/v1/runs?${scope}&type=llm&search=business%20days&filters=${filterBar(
        { id: 'models', params: [['gpt-4o', 'gpt-4o-mini']] },
        { id: 'date', params: ['after', after] },
      )}`,
      target: 300,
    },
    {
      label: `search "${searchTerms.rare}" + status + cost`,
      path: `/v1/runs?${scope}&type=llm&search=${searchTerms.rare}&filters=${filterBar(
        { id: 'status', params: ['success'] },
        { id: 'cost', params: ['gt', 0.001] },
      )}`,
      target: 300,
    },
    ...catalogueQueries(scope, after),
    {
      label: '500-span trace tree',
      path: `/v1/runs/${seed.bigTraceRoot}/tree?${scope}`,
      target: 30,
    },
    ...sortQueries(scope),
    ...userQueries(scope),
    {
      label: 'count, no filter (stops at 10,000)',
      path: `/v1/runs/count?${scope}&type=llm`,
      target: 300,
    },
    {
      label: 'count for models + date + cost',
      path: `/v1/runs/count?${scope}&type=llm&filters=${encodeURIComponent(filters)}`,
      target: 300,
    },
    {
      label: `count for search "${searchTerms.common}"`,
      path: `/v1/runs/count?${scope}&type=llm&search=${searchTerms.common}`,
      target: 300,
    },
    {
      label: 'count for search "business days" (phrase)',
      path: `/v1/runs/count?${scope}&type=llm&search=business%20days`,
      target: 300,
    },
    {
      label: `count for search "${searchTerms.rare}" + status + cost`,
      path: `/v1/runs/count?${scope}&type=llm&search=${searchTerms.rare}&filters=${filterBar(
        { id: 'status', params: ['success'] },
        { id: 'cost', params: ['gt', 0.001] },
      )}`,
      target: 300,
    },
  ];
}

/** Sortable columns of each logs list (`runSortColumns` of the server). */
const runSorts = {
  llm: ['duration', 'cost', 'totalTokens', 'promptTokens', 'completionTokens', 'name', 'model'],
  trace: ['duration', 'cost', 'totalTokens', 'name'],
  thread: ['lastActivityAt', 'cost'],
};

/** Every list sorted by every column, largest first; the LLM calls smallest first too. */
function sortQueries(scope) {
  return Object.entries(runSorts).flatMap(([type, fields]) =>
    fields.flatMap((field) =>
      (type === 'llm' ? ['desc', 'asc'] : ['desc']).map((direction) => ({
        label: `${type} sorted by ${field} ${direction}`,
        path: `/v1/runs?${scope}&type=${type}&sortField=${field}&sortDirection=${direction}`,
        target: 300,
      })),
    ),
  );
}

/** The users list by every sort, both ways, and a page further in. */
function userQueries(scope) {
  return ['runCount', 'cost', 'lastSeen', 'createdAt'].flatMap((field) =>
    ['desc', 'asc'].map((direction) => ({
      label: `users sorted by ${field} ${direction}`,
      path: `/v1/users?${scope}&sortField=${field}&sortDirection=${direction}${direction === 'asc' ? '&page=10' : ''}`,
      target: 300,
    })),
  );
}

/** A read meets its target when answered (not stopped at the server's bound) within it at p95. */
const withinTarget = (result) =>
  result.rows !== 'stopped at the bound' && result.latency.p95 <= result.target;

async function timed(url, token, pathname) {
  const began = performance.now();
  const response = await fetch(`${url}${pathname}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = await response.text();
  // 504 `read_timeout`: the server stopped the read at its bound (LOOKOUT_READ_TIMEOUT_MS).
  if (!response.ok && !(response.status === 504 && body.includes('read_timeout')))
    throw new Error(`GET ${pathname} answered ${response.status}: ${body.slice(0, 200)}`);
  return { elapsed: performance.now() - began, body };
}

function rowsOf(body) {
  const parsed = JSON.parse(body);
  if (parsed.code === 'read_timeout') return 'stopped at the bound';
  if (Array.isArray(parsed.data)) return `${parsed.data.length} rows`;
  // A count stops at the cap (`capped`): at least that many, printed "N+".
  if (typeof parsed.count === 'number')
    return `count ${parsed.count.toLocaleString('en')}${parsed.capped ? '+' : ''}`;
  let nodes = 0;
  const walk = (node) => {
    nodes += 1;
    for (const child of node.children ?? []) walk(child);
  };
  walk(parsed);
  return `${nodes} runs`;
}

runBenchmark('query', 3600, async () => {
  const readTimeout = process.env.BENCH_READ_TIMEOUT_MS;
  const { seed, cluster, server } = await startSeededServer(
    runs,
    readTimeout ? { LOOKOUT_READ_TIMEOUT_MS: readTimeout } : {},
  );
  const token = await logIn(server.url, seed.email, seed.password);
  await measure(server.url, token, seed, queries(seed).filter(isChosen), cluster);
});

async function measure(url, token, seed, list, cluster) {
  const results = [];
  for (const query of list) {
    const first = await timed(url, token, query.path); // warm-up: one call when slow, else five
    const sample = first.body;
    for (let i = 1; i < (first.elapsed > 1000 ? 1 : 5); i += 1) await timed(url, token, query.path);
    const latencies = [];
    const began = performance.now();
    while (
      latencies.length < calls &&
      (latencies.length < minCalls || performance.now() - began < budgetMs)
    )
      latencies.push((await timed(url, token, query.path)).elapsed);
    results.push({
      ...query,
      latency: latencySummary(latencies),
      calls: latencies.length,
      rows: rowsOf(sample),
    });
  }

  console.info(
    `\nLookout logs API over ${seed.runs.toLocaleString('en')} seeded runs (PostgreSQL 15); ${calls} sequential calls each (fewer past ${budgetMs / 1000} s) after warm-up, measured at the HTTP client; load average ${loadavg()[0].toFixed(2)} (1 min) on ${availableParallelism()} cores\n`,
  );
  printTable(
    ['query', 'answer', 'calls', 'p50', 'p95', 'max', 'target (p95)'],
    results.map((result) => [
      result.label,
      result.rows,
      result.calls,
      ms(result.latency.p50),
      ms(result.latency.p95),
      ms(result.latency.max),
      result.target ? `≤ ${result.target} ms: ${withinTarget(result) ? 'met' : 'MISSED'}` : '',
    ]),
  );

  const missed = results.filter((result) => !withinTarget(result));
  console.info(
    `\n${results.length - missed.length} of ${results.length} reads within their target (p95)${missed.length ? `; missed: ${missed.map((result) => result.label).join('; ')}` : ''}`,
  );

  const planned = [...results].sort((a, b) => b.latency.p95 - a.latency.p95).slice(0, plansShown);
  console.info(`\nPlans of the ${planned.length} slowest reads (p95):`);
  await withClient(cluster.url, async (client) => {
    for (const query of planned) {
      const plans = await capturePlans(client, cluster.log, () => timed(url, token, query.path));
      console.info(
        `\n━━ ${query.label}\n   GET ${query.path.replace(/projectId=[^&]+/, 'projectId=…')}`,
      );
      // The read's own statements, slowest first (the job runner's, caught in the same window, are left out).
      const own = plans
        .filter((entry) => entry.duration >= 1 && /\b(from|join) "?run"?\s/.test(entry.query))
        .sort((a, b) => b.duration - a.duration);
      if (own.length === 0)
        console.info(
          '\n   (no statement of 1 ms or more logged: a fast read, or one stopped at its bound)',
        );
      for (const { duration, query: text, plan } of own.slice(0, 2)) {
        console.info(
          `\n-- ${duration.toFixed(1)} ms: ${text.length > 400 ? `${text.slice(0, 400)}…` : text}`,
        );
        console.info(process.env.BENCH_FULL_PLANS === '1' ? plan : keyPlanLines(plan).join('\n'));
      }
    }
  });
}

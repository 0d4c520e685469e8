#!/usr/bin/env node
// An experiment of 1,000 items × 2 variants against a fake provider that
// answers each call after 200 ms: the wall time from creation to the last
// result, the most calls the provider saw at once, and the bound the
// provider concurrency sets (pairs × latency / concurrency). See bench/README.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { getJson, signUpOwner } from './lib/api.mjs';
import { envNumber, onCleanup, runBenchmark } from './lib/lifecycle.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { ensureServerBuilt, repoRoot, startServer } from './lib/server.mjs';
import { printTable } from './lib/stats.mjs';

const items = envNumber('BENCH_ITEMS', 1000);
const latencyMs = envNumber('BENCH_PROVIDER_MS', 200);
const concurrency = envNumber('BENCH_CONCURRENCY', 8);
const database = process.env.BENCH_DB ?? 'postgres';
if (database !== 'postgres' && database !== 'pglite')
  throw new Error('BENCH_DB must be postgres or pglite');
const variants = [
  { label: 'mini', model: 'gpt-4o-mini' },
  { label: '4o, terse', model: 'gpt-4o', messages: [{ role: 'system', content: 'Be terse.' }] },
];

async function send(url, method, pathname, token, body) {
  const isForm = body instanceof FormData;
  const response = await fetch(`${url}${pathname}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: isForm ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${method} ${pathname} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** A dataset of `count` questions, imported as one JSON-lines file. */
async function createDataset(url, owner, count) {
  const scope = `?projectId=${owner.projectId}`;
  const dataset = await send(url, 'POST', `/v1/datasets-v2${scope}`, owner.token, {
    name: `Bench ${count} questions`,
  });
  const lines = Array.from({ length: count }, (_, index) =>
    JSON.stringify({
      input: `Question ${index + 1}: what is ${index} plus ${index}?`,
      expectedOutput: String(index * 2),
    }),
  );
  const form = new FormData();
  form.append('file', new Blob([`${lines.join('\n')}\n`]), 'questions.jsonl');
  const imported = await send(
    url,
    'POST',
    `/v1/datasets-v2/${dataset.id}/import${scope}`,
    owner.token,
    form,
  );
  if (imported.imported !== count)
    throw new Error(`imported ${imported.imported} of ${count} items: ${JSON.stringify(imported)}`);
  return dataset.id;
}

runBenchmark('experiment', 1800, async () => {
  ensureServerBuilt();
  // Built once: the server's start must not build again.
  delete process.env.BENCH_BUILD;
  const fakeModule = pathToFileURL(
    path.join(repoRoot, 'apps/server/dist/testing/fake-provider-server.js'),
  ).href;
  const { startFakeProviderServer } = await import(fakeModule);
  const fake = await startFakeProviderServer(0, { delayMs: latencyMs });
  onCleanup(() => fake.stop());
  if (fake.maxInFlight === undefined)
    throw new Error('The built fake provider predates its latency option: run with BENCH_BUILD=1');

  const workDir = mkdtempSync(
    path.join(process.env.BENCH_DIR ?? tmpdir(), 'lookout-bench-experiment-'),
  );
  onCleanup(() => rmSync(workDir, { recursive: true, force: true }));
  let databaseUrl;
  if (database === 'postgres') {
    const cluster = await startPostgres(path.join(workDir, 'pg'));
    onCleanup(() => cluster.stop());
    databaseUrl = cluster.url;
  }
  // Cloud edition: experiments need no licence there; every org is in the beta.
  const server = await startServer({
    databaseUrl,
    dataDir: path.join(workDir, 'server'),
    env: {
      LOOKOUT_EDITION: 'cloud',
      // The fake provider listens on 127.0.0.1.
      LOOKOUT_OUTBOUND_PRIVATE_NETWORK: 'allow',
      LOOKOUT_BETA_ORGS: 'all',
      LOOKOUT_PROVIDER_CONCURRENCY: String(concurrency),
    },
  });
  onCleanup(() => server.stop());
  const owner = await signUpOwner(server.url);
  await send(server.url, 'PUT', '/v1/orgs/provider-keys/openai', owner.token, {
    apiKey: 'fake-key-ok-0000',
    baseUrl: fake.baseUrl,
  });
  const datasetId = await createDataset(server.url, owner, items);
  const scope = `?projectId=${owner.projectId}`;

  fake.resetPeak();
  const requestsBefore = fake.requests.length;
  const began = performance.now();
  const created = await send(server.url, 'POST', `/v1/experiments${scope}`, owner.token, {
    name: 'Bench',
    datasetId,
    variants,
  });
  let firstResultMs = null;
  let experiment = created;
  for (;;) {
    const listed = await getJson(server.url, `/v1/experiments${scope}`, owner.token);
    experiment = listed.find((entry) => entry.id === created.id);
    if (firstResultMs === null && experiment.done > 0) firstResultMs = performance.now() - began;
    if (['finished', 'failed', 'cancelled'].includes(experiment.status)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const wallMs = performance.now() - began;
  const detail = await getJson(server.url, `/v1/experiments/${created.id}${scope}`, owner.token);
  const pairs = items * variants.length;
  const boundMs = (pairs * latencyMs) / concurrency;
  const errors = detail.summaries.reduce((sum, summary) => sum + summary.errors, 0);

  console.info(
    `\nExperiment: ${items} items × ${variants.length} variants = ${pairs} model calls, provider answering in ${latencyMs} ms, LOOKOUT_PROVIDER_CONCURRENCY=${concurrency}, ${database}`,
  );
  printTable(
    ['figure', 'value'],
    [
      ['status', `${experiment.status} (${experiment.done}/${experiment.total}, ${errors} errors)`],
      ['wall time, create → last result', `${(wallMs / 1000).toFixed(1)} s`],
      ['first result after', `${((firstResultMs ?? wallMs) / 1000).toFixed(2)} s`],
      ['provider calls', String(fake.requests.length - requestsBefore)],
      ['provider max concurrent calls', String(fake.maxInFlight)],
      ['theoretical bound (pairs × latency / concurrency)', `${(boundMs / 1000).toFixed(1)} s`],
      ['wall time / bound', `${(wallMs / boundMs).toFixed(2)}×`],
      ['throughput', `${((pairs / wallMs) * 1000).toFixed(1)} calls/s`],
    ],
  );
  console.info(
    `\nload average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')} on ${availableParallelism()} cores`,
  );
  if (experiment.status !== 'finished' || errors > 0 || experiment.done !== pairs)
    throw new Error('The experiment did not finish cleanly');
});

#!/usr/bin/env node
// Ingestion throughput with enrichers off, then on, in one server: Lunary
// batches of 50 finished LLM runs from concurrent clients, first with every
// enricher turned off, then with language, sentiment, PII, toxicity and topics
// on. Enrichment runs in background jobs that yield to ingestion, so ingestion
// should keep its pace (issue 15: within 10 %); the figures say whether it
// does, and how fast the jobs catch up afterwards. See bench/README.md.
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { getJson, signUpOwner } from './lib/api.mjs';
import { envNumber, onCleanup, runBenchmark } from './lib/lifecycle.mjs';
import { withClient } from './lib/pg.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { startServer } from './lib/server.mjs';
import { latencySummary, ms, printTable } from './lib/stats.mjs';

const seconds = envNumber('BENCH_SECONDS', 20);
const clients = envNumber('BENCH_CLIENTS', 4);
const runsPerBatch = envNumber('BENCH_BATCH_RUNS', 50);
const database = process.env.BENCH_DB ?? 'pglite';
if (!['postgres', 'pglite'].includes(database))
  throw new Error('BENCH_DB must be postgres or pglite');

/** `LOOKOUT_ENRICHMENT_THREADS` of the server (0: the enrichers run on its event loop). */
const enrichmentThreads = process.env.BENCH_ENRICHMENT_THREADS;

/** A running PostgreSQL to make a throwaway database in, instead of starting a cluster. */
const existingPostgres = process.env.BENCH_DATABASE_URL;

/** A fresh database in `adminUrl`'s cluster, dropped at exit; its URL. */
async function throwawayDatabase(adminUrl) {
  const name = `lookout_bench_enrich_${Date.now().toString(36)}`;
  await withClient(adminUrl, (client) => client.query(`create database ${name}`));
  onCleanup(() =>
    withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function makeBatch() {
  const ids = [];
  const events = [];
  const now = Date.now();
  for (let i = 0; i < runsPerBatch; i += 1) {
    const id = randomUUID();
    ids.push(id);
    const answer =
      i % 4 === 0
        ? `Sorry, that is a stupid question about order ${i}.`
        : `Thank you! Your order ${i} ships on Monday to the address on file.`;
    events.push(
      {
        event: 'start',
        type: 'llm',
        runId: id,
        timestamp: now + i,
        name: 'gpt-4o',
        input: [
          { role: 'system', content: 'You are the support assistant of a shop.' },
          {
            role: 'user',
            content: `Hello, I am writing about my refund for order ${i}; reach me at buyer${i}@example.com. The delivery was terrible.`,
          },
        ],
      },
      { event: 'end', type: 'llm', runId: id, timestamp: now + 200 + i, output: answer },
    );
  }
  return { ids, body: JSON.stringify({ events }) };
}

/** Sends batches until `until`; answers the acknowledged run ids and each request's latency. */
async function drive(url, publicKey, until) {
  const acked = [];
  const latencies = [];
  let failed = 0;
  while (performance.now() < until) {
    const { ids, body } = makeBatch();
    const began = performance.now();
    const response = await fetch(`${url}/v1/runs/ingest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${publicKey}` },
      body,
    }).catch(() => null);
    latencies.push(performance.now() - began);
    if (response?.ok) acked.push(...ids);
    else failed += 1;
    await response?.arrayBuffer().catch(() => undefined);
  }
  return { acked, latencies, failed };
}

/** One phase: `clients` drivers for `seconds`; events per second and latencies. */
async function phase(url, publicKey) {
  const started = performance.now();
  const until = started + seconds * 1000;
  const results = await Promise.all(
    Array.from({ length: clients }, () => drive(url, publicKey, until)),
  );
  const elapsed = (performance.now() - started) / 1000;
  const acked = results.flatMap((result) => result.acked);
  return {
    acked,
    eventsPerSecond: (acked.length * 2) / elapsed,
    latency: latencySummary(results.flatMap((result) => result.latencies)),
    failed: results.reduce((sum, result) => sum + result.failed, 0),
  };
}

async function api(url, token, method, pathname, body) {
  const response = await fetch(`${url}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${pathname} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

runBenchmark('ingest-with-enrichers', seconds * 2 + 900, async () => {
  const workDir = mkdtempSync(
    path.join(process.env.BENCH_DIR ?? tmpdir(), 'lookout-bench-enrich-'),
  );
  onCleanup(() => rmSync(workDir, { recursive: true, force: true }));
  let databaseUrl;
  if (database === 'postgres') {
    if (existingPostgres) databaseUrl = await throwawayDatabase(existingPostgres);
    else {
      const cluster = await startPostgres(path.join(workDir, 'pg'));
      onCleanup(() => cluster.stop());
      databaseUrl = cluster.url;
    }
  }
  const server = await startServer({
    databaseUrl,
    dataDir: path.join(workDir, 'server'),
    env: enrichmentThreads === undefined ? {} : { LOOKOUT_ENRICHMENT_THREADS: enrichmentThreads },
  });
  onCleanup(() => server.stop());
  if (process.env.BENCH_SERVER_LOG)
    onCleanup(() =>
      copyFileSync(path.join(workDir, 'server', 'server.log'), process.env.BENCH_SERVER_LOG),
    );
  const owner = await signUpOwner(server.url);
  const scoped = (pathname) => `${pathname}?projectId=${owner.projectId}`;
  // Self-hosted: every kind is available. Off first: the four default enrichers turned off.
  const defaults = await getJson(server.url, scoped('/v1/enrichers'), owner.token);
  for (const enricher of defaults)
    await api(server.url, owner.token, 'PATCH', scoped(`/v1/enrichers/${enricher.id}`), {
      enabled: false,
    });
  await drive(server.url, owner.publicKey, performance.now() + 3000);

  console.info(`Enrichers off: ${clients} clients for ${seconds} s…`);
  const off = await phase(server.url, owner.publicKey);

  for (const enricher of defaults)
    await api(server.url, owner.token, 'PATCH', scoped(`/v1/enrichers/${enricher.id}`), {
      enabled: true,
    });
  await api(server.url, owner.token, 'POST', scoped('/v1/enrichers'), {
    kind: 'topics',
    config: {
      topics: [
        { name: 'Refunds', description: 'refund, money back, return' },
        { name: 'Shipping', description: 'delivery, shipping, order arrival' },
      ],
    },
  });
  console.info(`Enrichers on (5 kinds, local methods): ${clients} clients for ${seconds} s…`);
  const phaseStarted = performance.now();
  const on = await phase(server.url, owner.publicKey);

  // Lag: from the end of the phase until its last run carries every enrichment.
  const lastRun = on.acked.at(-1);
  const settleStarted = performance.now();
  let enriched = false;
  while (performance.now() - settleStarted < 600_000) {
    const run = await getJson(server.url, scoped(`/v1/runs/${lastRun}`), owner.token).catch(
      () => ({}),
    );
    enriched = run.enrichments?.topics !== undefined && run.enrichments?.pii !== undefined;
    if (enriched) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const settleSeconds = (performance.now() - settleStarted) / 1000;
  const totalSeconds = (performance.now() - phaseStarted) / 1000;

  console.info(
    `\nLookout ingestion with enrichers — ${database === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'}; ${clients} clients × ${seconds} s per phase; batches of ${runsPerBatch * 2} events; enrichment threads: ${enrichmentThreads ?? 'default (1)'}; load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(', ')}\n`,
  );
  const row = (label, result) => [
    label,
    Math.round(result.eventsPerSecond).toLocaleString('en'),
    ms(result.latency.p50),
    ms(result.latency.p95),
    ms(result.latency.p99),
    String(result.failed),
  ];
  printTable(
    ['enrichers', 'events/s', 'latency p50', 'latency p95', 'latency p99', 'failed requests'],
    [row('off', off), row('on (5 kinds)', on)],
  );
  console.info(
    `\nThroughput with enrichers on: ${((on.eventsPerSecond / off.eventsPerSecond) * 100).toFixed(0)} % of off. ${enriched ? `Every run of the phase was enriched ${settleSeconds.toFixed(1)} s after it ended` : `Not caught up ${settleSeconds.toFixed(0)} s after the phase`}: ${on.acked.length.toLocaleString('en')} runs in ${totalSeconds.toFixed(1)} s, ${(on.acked.length / totalSeconds).toFixed(0)} runs/s enriched end to end (one server process, sharing its cores with ingestion).`,
  );
});

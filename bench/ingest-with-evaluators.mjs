#!/usr/bin/env node
// Ingestion throughput with production evaluation off, then on, in one server:
// Lunary batches of 50 finished LLM runs from concurrent clients, first with no
// evaluator, then with three realtime evaluators running local checks (length,
// json, regex) on every run. Grading runs in background jobs, so ingestion
// should keep its pace; the figures say whether it does. See bench/README.md.
import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

/** A running PostgreSQL to make a throwaway database in, instead of starting a cluster. */
const existingPostgres = process.env.BENCH_DATABASE_URL;

/** A fresh database in `adminUrl`'s cluster, dropped at exit; its URL. */
async function throwawayDatabase(adminUrl) {
  const name = `lookout_bench_eval_${Date.now().toString(36)}`;
  await withClient(adminUrl, (client) => client.query(`create database ${name}`));
  onCleanup(() =>
    withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const base64url = (value) => Buffer.from(value).toString('base64url');

/** A licence with evaluations, signed by a key pair made for this run (Ed25519 JWT). */
function benchLicence() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const header = base64url(JSON.stringify({ alg: 'EdDSA', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({ expiresAt: '2999-01-01T00:00:00Z', evalEnabled: true }),
  );
  const signature = sign(null, Buffer.from(`${header}.${payload}`), privateKey);
  return {
    LOOKOUT_LICENSE_KEY: `${header}.${payload}.${signature.toString('base64url')}`,
    LOOKOUT_LICENSE_PUBLIC_KEY: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

function makeBatch() {
  const ids = [];
  const events = [];
  const now = Date.now();
  for (let i = 0; i < runsPerBatch; i += 1) {
    const id = randomUUID();
    ids.push(id);
    const answer = i % 3 === 0 ? '{"answer": 42}' : `The order ${i} ships on Monday.`;
    events.push(
      {
        event: 'start',
        type: 'llm',
        runId: id,
        timestamp: now + i,
        name: 'gpt-4o',
        input: `Question ${i}?`,
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

runBenchmark('ingest-with-evaluators', seconds * 2 + 900, async () => {
  const workDir = mkdtempSync(path.join(process.env.BENCH_DIR ?? tmpdir(), 'lookout-bench-eval-'));
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
    env: benchLicence(),
  });
  onCleanup(() => server.stop());
  // BENCH_SERVER_LOG=file keeps the server's output (the work directory is removed at exit).
  if (process.env.BENCH_SERVER_LOG)
    onCleanup(() =>
      copyFileSync(path.join(workDir, 'server', 'server.log'), process.env.BENCH_SERVER_LOG),
    );
  const owner = await signUpOwner(server.url);
  // Self-hosted: no plan limits, and the licence above turns evaluations on.
  // Warm-up: JIT, connections, first index pages.
  await drive(server.url, owner.publicKey, performance.now() + 3000);

  console.info(`Evaluators off: ${clients} clients for ${seconds} s…`);
  const off = await phase(server.url, owner.publicKey);

  const scoped = (pathname) => `${pathname}?projectId=${owner.projectId}`;
  const evaluators = [
    { name: 'Short answer', type: 'length', params: ['output', 'lt', 200] },
    { name: 'JSON answer', type: 'json', params: ['output', 'valid'] },
    { name: 'Mentions a day', type: 'regex', params: ['output', 'contains', '(Mon|Tues|Fri)day'] },
  ];
  const created = [];
  for (const evaluator of evaluators)
    created.push(
      await api(server.url, owner.token, 'POST', scoped('/v1/evaluators'), {
        ...evaluator,
        mode: 'realtime',
      }),
    );
  console.info(
    `Evaluators on (${created.length} realtime, local checks): ${clients} clients for ${seconds} s…`,
  );
  const on = await phase(server.url, owner.publicKey);

  // How far grading got: the last run of the phase, and how long until every run of it is graded.
  const lastRun = on.acked.at(-1);
  const settleStarted = performance.now();
  let graded = 0;
  let lookErrors = 0;
  while (performance.now() - settleStarted < 600_000) {
    const run = await getJson(server.url, scoped(`/v1/runs/${lastRun}`), owner.token).catch(
      (error) => {
        // A pooled connection the busy server closed: counted, and looked at again.
        lookErrors += 1;
        if (lookErrors === 1)
          console.warn(`Looking at the last run failed: ${error.cause ?? error}`);
        return {};
      },
    );
    graded = (run.evaluations ?? []).filter((result) => result.status !== 'pending').length;
    if (graded === created.length) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const settleSeconds = (performance.now() - settleStarted) / 1000;

  console.info(
    `\nLookout ingestion with production evaluation — ${database === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'}; ${clients} clients × ${seconds} s per phase; batches of ${runsPerBatch * 2} events\n`,
  );
  const row = (label, result) => [
    label,
    Math.round(result.eventsPerSecond).toLocaleString('en'),
    ms(result.latency.p50),
    ms(result.latency.p99),
    String(result.failed),
  ];
  printTable(
    ['evaluators', 'events/s', 'latency p50', 'latency p99', 'failed requests'],
    [row('off', off), row(`on (${created.length})`, on)],
  );
  console.info(
    `\nThroughput with evaluators on: ${((on.eventsPerSecond / off.eventsPerSecond) * 100).toFixed(0)} % of off. The last run ingested was graded by ${graded} of ${created.length} evaluators ${settleSeconds.toFixed(1)} s after the phase ended.`,
  );
});

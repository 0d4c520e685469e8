#!/usr/bin/env node
// Ingestion throughput with production evaluation off, then on, in one server:
// Lunary batches of 50 finished LLM runs from concurrent clients, first into a
// project with no evaluator, then into one with three realtime evaluators
// running local checks (length, json, regex) on every run, then a wait until
// grading has caught up; `BENCH_ROUNDS` rounds of that, interleaved. Grading
// runs in background jobs that yield to ingestion, so ingestion should keep its
// pace; the figures say whether it does. See bench/README.md.
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
const rounds = envNumber('BENCH_ROUNDS', 1);
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

/** Seconds until the last run of `acked` has a result from `evaluators` evaluators (10 min at most). */
async function catchUp(url, token, projectId, acked, evaluators) {
  const lastRun = acked.at(-1);
  const started = performance.now();
  let graded = 0;
  let lookErrors = 0;
  while (lastRun && performance.now() - started < 600_000) {
    const run = await getJson(url, `/v1/runs/${lastRun}?projectId=${projectId}`, token).catch(
      (error) => {
        // A pooled connection the busy server closed: counted, and looked at again.
        lookErrors += 1;
        if (lookErrors === 1)
          console.warn(`Looking at the last run failed: ${error.cause ?? error}`);
        return {};
      },
    );
    graded = (run.evaluations ?? []).filter((result) => result.status !== 'pending').length;
    if (graded === evaluators) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { graded, seconds: (performance.now() - started) / 1000 };
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

runBenchmark('ingest-with-evaluators', rounds * (seconds * 2 + 600) + 300, async () => {
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
    // BENCH_BACKGROUND_JOB_INTERVAL_MS=0 measures without the priority of ingestion over grading.
    env: {
      ...benchLicence(),
      ...(process.env.BENCH_BACKGROUND_JOB_INTERVAL_MS
        ? { LOOKOUT_BACKGROUND_JOB_INTERVAL_MS: process.env.BENCH_BACKGROUND_JOB_INTERVAL_MS }
        : {}),
    },
  });
  onCleanup(() => server.stop());
  // BENCH_SERVER_LOG=file keeps the server's output (the work directory is removed at exit).
  if (process.env.BENCH_SERVER_LOG)
    onCleanup(() =>
      copyFileSync(path.join(workDir, 'server', 'server.log'), process.env.BENCH_SERVER_LOG),
    );
  // Self-hosted: no plan limits, and the licence above turns evaluations on.
  const owner = await signUpOwner(server.url);
  // The graded project: a second project of the same org, with three realtime evaluators.
  const project = await api(server.url, owner.token, 'POST', '/v1/projects', { name: 'Graded' });
  const keys = await getJson(server.url, `/v1/projects/${project.id}/api-keys`, owner.token);
  const gradedKey = keys.find((entry) => entry.type === 'public')?.key;
  const scoped = (pathname) => `${pathname}?projectId=${project.id}`;
  const evaluators = [
    { name: 'Short answer', type: 'length', params: ['output', 'lt', 200] },
    { name: 'JSON answer', type: 'json', params: ['output', 'valid'] },
    { name: 'Mentions a day', type: 'regex', params: ['output', 'contains', '(Mon|Tues|Fri)day'] },
  ];
  for (const evaluator of evaluators)
    await api(server.url, owner.token, 'POST', scoped('/v1/evaluators'), {
      ...evaluator,
      mode: 'realtime',
    });
  // Warm-up: JIT, connections, first index pages.
  await drive(server.url, owner.publicKey, performance.now() + 3000);

  const results = [];
  for (let round = 1; round <= rounds; round += 1) {
    console.info(`Round ${round}/${rounds}: evaluators off, ${clients} clients for ${seconds} s…`);
    const off = await phase(server.url, owner.publicKey);
    console.info(
      `Round ${round}/${rounds}: evaluators on (${evaluators.length} realtime, local checks), ${clients} clients for ${seconds} s…`,
    );
    const on = await phase(server.url, gradedKey);
    const settled = await catchUp(server.url, owner.token, project.id, on.acked, evaluators.length);
    console.info(
      `Round ${round}/${rounds}: ${Math.round(off.eventsPerSecond)} vs ${Math.round(on.eventsPerSecond)} events/s; graded ${settled.seconds.toFixed(1)} s after the phase`,
    );
    results.push({ off, on, settled });
  }

  console.info(
    `\nLookout ingestion with production evaluation — ${database === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'}; ${rounds} round(s) of ${clients} clients × ${seconds} s per phase; batches of ${runsPerBatch * 2} events\n`,
  );
  printTable(
    [
      'round',
      'off events/s',
      'on events/s',
      'on / off',
      'on p50',
      'on p99',
      'failed',
      'graded after',
    ],
    results.map(({ off, on, settled }, index) => [
      String(index + 1),
      Math.round(off.eventsPerSecond).toLocaleString('en'),
      Math.round(on.eventsPerSecond).toLocaleString('en'),
      `${((on.eventsPerSecond / off.eventsPerSecond) * 100).toFixed(0)} %`,
      ms(on.latency.p50),
      ms(on.latency.p99),
      String(off.failed + on.failed),
      `${settled.seconds.toFixed(1)} s${settled.graded === evaluators.length ? '' : ` (${settled.graded}/${evaluators.length} only)`}`,
    ]),
  );
  const total = (key) => results.reduce((sum, result) => sum + result[key].eventsPerSecond, 0);
  console.info(
    `\nOver all rounds: evaluators on ${((total('on') / total('off')) * 100).toFixed(0)} % of off (${Math.round(total('off') / rounds)} vs ${Math.round(total('on') / rounds)} events/s on average).`,
  );
});

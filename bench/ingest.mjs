#!/usr/bin/env node
// Ingestion throughput: Lunary batches of 100 events (50 LLM runs, start + end)
// from concurrent clients against the built server, then a check that every
// acknowledged run was stored. See bench/README.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { getJson, signUpOwner } from './lib/api.mjs';
import { sampledRuns, storedRuns } from './lib/ingest-check.mjs';
import { drive } from './lib/ingest-load.mjs';
import { envNumber, onCleanup, runBenchmark } from './lib/lifecycle.mjs';
import { withClient } from './lib/pg.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { rawInsertRate } from './lib/raw-insert.mjs';
import { probeSearchLag, secondsUntilIndexed } from './lib/search-lag-probe.mjs';
import { startServer } from './lib/server.mjs';
import {
  cpuSeconds,
  latencySummary,
  ms,
  postmasterPid,
  printTable,
  processTree,
} from './lib/stats.mjs';

const seconds = envNumber('BENCH_SECONDS', 30);
const clients = envNumber('BENCH_CLIENTS', 8);
const runsPerBatch = envNumber('BENCH_BATCH_RUNS', 50);
const database = process.env.BENCH_DB ?? 'postgres';
if (!['postgres', 'pglite'].includes(database))
  throw new Error('BENCH_DB must be postgres or pglite');
const targets = { eventsPerSecond: 10_000, p99: 250 };

runBenchmark('ingest', seconds + 900, async () => {
  const workDir = mkdtempSync(
    path.join(process.env.BENCH_DIR ?? tmpdir(), 'lookout-bench-ingest-'),
  );
  onCleanup(() => rmSync(workDir, { recursive: true, force: true }));
  let databaseUrl;
  let postgresDir;
  if (database === 'postgres') {
    const cluster = await startPostgres(path.join(workDir, 'pg'));
    onCleanup(() => cluster.stop());
    databaseUrl = cluster.url;
    postgresDir = path.join(workDir, 'pg', 'data');
  }
  const server = await startServer({ databaseUrl, dataDir: path.join(workDir, 'server') });
  onCleanup(() => server.stop());
  const owner = await signUpOwner(server.url);
  // The server runs self-hosted (the default edition): no plan caps the events ingested.

  // Warm-up: JIT, connection pool, first pages of the indexes.
  await Promise.all(
    Array.from({ length: clients }, () =>
      drive(
        server.url,
        owner.publicKey,
        performance.now() + 3000,
        {
          latencies: [],
          acked: [],
          errors: new Map(),
          perSecond: [],
          startedAt: performance.now(),
        },
        runsPerBatch,
      ),
    ),
  );

  const processes = () => [
    ...processTree(server.pid),
    ...(postgresDir ? processTree(postmasterPid(postgresDir)) : []),
  ];
  if (databaseUrl)
    await withClient(databaseUrl, (client) =>
      client.query(
        'create extension if not exists pg_stat_statements; select pg_stat_statements_reset()',
      ),
    );
  const clientCpu = process.cpuUsage();
  const serverCpu = cpuSeconds(processTree(server.pid));
  const postgresCpu = postgresDir ? cpuSeconds(processTree(postmasterPid(postgresDir))) : 0;
  console.info(
    `Running ${clients} clients for ${seconds} s (${processes().length} server and database processes)…`,
  );
  const results = {
    latencies: [],
    acked: [],
    errors: new Map(),
    perSecond: [],
    startedAt: performance.now(),
  };
  const until = results.startedAt + seconds * 1000;
  const lagProbe = probeSearchLag(server.url, owner.token, owner.projectId);
  await Promise.all(
    Array.from({ length: clients }, () =>
      drive(server.url, owner.publicKey, until, results, runsPerBatch),
    ),
  );
  const elapsed = (performance.now() - results.startedAt) / 1000;
  await lagProbe.stop();
  const serverCores = (cpuSeconds(processTree(server.pid)) - serverCpu) / elapsed;
  const postgresCores = postgresDir
    ? (cpuSeconds(processTree(postmasterPid(postgresDir))) - postgresCpu) / elapsed
    : 0;
  const clientUsage = process.cpuUsage(clientCpu);
  const clientCores = (clientUsage.user + clientUsage.system) / 1e6 / elapsed;
  const load = loadavg()[0];

  const ackedEvents = results.acked.length * 2;
  const eventsPerSecond = ackedEvents / elapsed;
  // perSecond is sparse when a second had no answer: Array.from visits the holes too.
  const fullSeconds = Array.from(
    { length: Math.floor(elapsed) },
    (_, at) => results.perSecond[at] ?? 0,
  );
  const sortedSeconds = [...fullSeconds].sort((a, b) => a - b);
  const latency = latencySummary(results.latencies);
  const errors =
    [...results.errors]
      .map(([status, count]) => `${count} × ${status === -1 ? 'network error' : status}`)
      .join(', ') || '0';

  const count = await getJson(
    server.url,
    `/v1/runs/count?projectId=${owner.projectId}&type=llm`,
    owner.token,
  );
  const check = databaseUrl
    ? await storedRuns(databaseUrl, owner.projectId, results.acked)
    : await sampledRuns(server.url, owner.token, owner.projectId, results.acked);
  const warmupRuns = count.count - results.acked.length;
  const indexedAfter = await secondsUntilIndexed(server.url, owner.token, owner.projectId);
  const lag = latencySummary(lagProbe.samples.map((seconds) => seconds * 1000));
  // The same rows through plain INSERTs, the server stopped (its indexer too): what PostgreSQL
  // alone takes on this machine, the limit the issue compares ingestion with.
  if (databaseUrl) await server.stop();
  const rawRunsPerSecond = databaseUrl
    ? await rawInsertRate(databaseUrl, owner.projectId, {
        seconds: Math.min(seconds, 20),
        clients,
        rowsPerStatement: runsPerBatch,
      })
    : null;

  const verdict = (ok) => (ok ? 'met' : 'MISSED');
  console.info(
    `\nLookout ingestion — ${database === 'postgres' ? 'PostgreSQL 15, fsync and synchronous_commit on' : 'embedded PGlite'}; ${clients} clients × ${seconds} s; batches of ${runsPerBatch * 2} events (${runsPerBatch} runs, ~1 KB input and ~1 KB output each)\n`,
  );
  printTable(
    ['figure', 'value', 'target'],
    [
      [
        'events/s (acknowledged, mean)',
        Math.round(eventsPerSecond).toLocaleString('en'),
        `≥ ${targets.eventsPerSecond.toLocaleString('en')}: ${verdict(eventsPerSecond >= targets.eventsPerSecond)}`,
      ],
      [
        'events/s per second: min / median / max',
        sortedSeconds.length
          ? `${sortedSeconds[0].toLocaleString('en')} / ${sortedSeconds[Math.floor(sortedSeconds.length / 2)].toLocaleString('en')} / ${sortedSeconds.at(-1).toLocaleString('en')}`
          : '–',
        '',
      ],
      ['runs/s', Math.round(results.acked.length / elapsed).toLocaleString('en'), ''],
      ...(rawRunsPerSecond
        ? [
            [
              'raw multi-row INSERT of the same rows',
              `${Math.round(rawRunsPerSecond).toLocaleString('en')} runs/s (${Math.round(rawRunsPerSecond * 2).toLocaleString('en')} events/s)`,
              '',
            ],
            [
              'Lookout / raw INSERT',
              `${((results.acked.length / elapsed / rawRunsPerSecond) * 100).toFixed(0)} %`,
              `≥ 90 %: ${verdict(results.acked.length / elapsed >= 0.9 * rawRunsPerSecond)}`,
            ],
          ]
        : []),
      ['requests', results.latencies.length.toLocaleString('en'), ''],
      ['latency p50', ms(latency.p50), ''],
      ['latency p95', ms(latency.p95), ''],
      [
        'latency p99',
        ms(latency.p99),
        `≤ ${targets.p99} ms: ${verdict(latency.p99 <= targets.p99)}`,
      ],
      ['latency max', ms(latency.max), ''],
      [
        'search lag while loading: p95 / max',
        `${(lag.p95 / 1000).toFixed(1)} / ${(lag.max / 1000).toFixed(1)} s (${lagProbe.samples.length} samples${lagProbe.failures ? `, ${lagProbe.failures} unanswered` : ''})`,
        `p95 ≤ 5 s: ${verdict(lag.p95 <= 5000)}`,
      ],
      [
        'search caught up after the load',
        indexedAfter === null ? 'not within 120 s' : `${indexedAfter.toFixed(1)} s`,
        '',
      ],
      ['failed requests', errors, '0'],
      [
        'server CPU (cores busy)',
        `${serverCores.toFixed(2)} (${((serverCores * 1e6) / eventsPerSecond).toFixed(0)} µs per event)`,
        '',
      ],
      ...(postgresDir
        ? [
            [
              'PostgreSQL CPU (cores busy)',
              `${postgresCores.toFixed(2)} (${((postgresCores * 1e6) / eventsPerSecond).toFixed(0)} µs per event)`,
              '',
            ],
          ]
        : []),
      ['benchmark client CPU (cores busy)', clientCores.toFixed(2), ''],
      [
        'machine load average (1 min, 2 cores)',
        load.toFixed(2),
        load > 2.5 ? 'other work was running: figures are pessimistic' : '',
      ],
      ['acknowledged runs', results.acked.length.toLocaleString('en'), ''],
      [
        'runs counted by /v1/runs/count',
        count.capped
          ? `${count.count.toLocaleString('en')}+ (the count stops there)`
          : `${count.count.toLocaleString('en')} (${warmupRuns.toLocaleString('en')} from the warm-up)`,
        '',
      ],
      ...(databaseUrl
        ? [
            [
              'acknowledged runs found by SQL',
              `${check.found.toLocaleString('en')} (${check.ended.toLocaleString('en')} ended)`,
              `all: ${verdict(check.found === results.acked.length && check.ended === check.found)}`,
            ],
            ['run table size', check.size, ''],
          ]
        : [
            [
              'acknowledged runs sampled via the API',
              `${check.found} of ${check.sampled} found, ended`,
              `all: ${verdict(check.found === check.sampled)}`,
            ],
          ]),
    ],
  );
  if (check.statements) {
    console.info('\nPostgreSQL statements by total time during the run (pg_stat_statements):\n');
    printTable(
      ['calls', 'total', 'mean', 'statement'],
      check.statements.map((row) => [
        row.calls,
        `${row.total_ms} ms`,
        `${row.mean_ms} ms`,
        row.query,
      ]),
    );
  }
  if (databaseUrl ? check.found !== results.acked.length : check.found !== check.sampled)
    process.exitCode = 1;
});

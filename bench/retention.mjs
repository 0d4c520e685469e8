#!/usr/bin/env node
// Data retention under load: seeds BENCH_RUNS runs over 30 days on PostgreSQL (about half older
// than a 15-day retention), then measures the retention job's deletion rate, ingestion
// throughput with and without the deletion running, and the logs first page's p95 during it.
// See bench/README.md.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { logIn } from './lib/api.mjs';
import { drive, ingestResults } from './lib/ingest-load.mjs';
import { envNumber, onCleanup, runBenchmark } from './lib/lifecycle.mjs';
import { withClient } from './lib/pg.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { startServer } from './lib/server.mjs';
import { latencySummary, ms, printTable } from './lib/stats.mjs';

const runs = envNumber('BENCH_RUNS', 1_000_000);
const seconds = envNumber('BENCH_SECONDS', 30);
const clients = envNumber('BENCH_CLIENTS', 8);
const runsPerBatch = envNumber('BENCH_BATCH_RUNS', 50);
const retentionDays = envNumber('BENCH_RETENTION_DAYS', 15);
const targets = { ingestionShare: 0.8, logsP95: 1000 };
// The seed is consumed (half of it deleted): it is made once in BENCH_SEED_DIR (apart from
// query.mjs's) and each run works on a copy of it in BENCH_DIR.
const workDir = path.resolve(process.env.BENCH_DIR ?? '/tmp/lookout-bench-retention');
process.env.BENCH_DIR = process.env.BENCH_SEED_DIR ?? `${workDir}-seed`;
const { benchDir: seedDir, existingSeed, seedRuns } = await import('./seed-runs.mjs');
/** A seed older than this has drifted too far from "30 days before now": made afresh. */
const seedMaxAgeHours = 12;

/** The seed of `count` runs (made when missing or stale), copied into `workDir`. */
async function freshCopyOfSeed(count) {
  const kept = existingSeed(count);
  const stale = !kept || Date.now() - Date.parse(kept.end) > seedMaxAgeHours * 3_600_000;
  const seed = stale ? await seedRuns(count) : kept;
  console.info(`Copying the seed of ${seed.end} into ${workDir}…`);
  rmSync(workDir, { recursive: true, force: true });
  // `cp -a` keeps the data directory's owner (the postgres user) and modes, which PostgreSQL checks.
  execFileSync('cp', ['-a', seedDir, workDir]);
  return seed;
}

async function call(url, method, pathname, token, body) {
  const response = await fetch(`${url}${pathname}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${method} ${pathname} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** `clients` ingestion clients for `forSeconds` or until `stop()`; their tallies and duration. */
async function ingest(url, publicKey, forSeconds, stop = () => false) {
  const results = ingestResults();
  const until = results.startedAt + forSeconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, () =>
      drive(url, publicKey, until, results, runsPerBatch, stop),
    ),
  );
  return { results, elapsed: (performance.now() - results.startedAt) / 1000 };
}

/** Times `GET /v1/runs` (the logs page's first page) back to back until `stop()`. */
async function pollLogsFirstPage(url, token, projectId, stop) {
  const latencies = [];
  let failed = 0;
  while (!stop()) {
    const began = performance.now();
    const response = await fetch(`${url}/v1/runs?projectId=${projectId}&type=llm`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await response.arrayBuffer();
    if (response.ok) latencies.push(performance.now() - began);
    else failed += 1;
  }
  return { ...latencySummary(latencies), calls: latencies.length, failed };
}

const eventsPerSecond = ({ results, elapsed }) => (results.acked.length * 2) / elapsed;

runBenchmark('retention', 7200 + seconds * 4, async () => {
  const seed = await freshCopyOfSeed(runs);
  const cluster = await startPostgres(path.join(workDir, 'pg'));
  onCleanup(() => cluster.stop());
  const server = await startServer({
    databaseUrl: cluster.url,
    dataDir: path.join(workDir, 'server'),
  });
  onCleanup(() => server.stop());
  const token = await logIn(server.url, seed.email, seed.password);
  const keys = await call(server.url, 'GET', `/v1/projects/${seed.projectId}/api-keys`, token);
  const publicKey = keys.find((key) => key.type === 'public')?.key;
  const sql = (text, values) => withClient(cluster.url, (client) => client.query(text, values));

  // Both phases run the same load, ingestion and the logs page read back to back, so the only
  // difference between them is the retention pass.
  console.info(`Ingestion and logs reads without deletion: ${clients} clients for ${seconds} s…`);
  await ingest(server.url, publicKey, Math.min(seconds, 3)); // warm-up, not counted
  let baselineDone = false;
  const baselineLogs = pollLogsFirstPage(server.url, token, seed.projectId, () => baselineDone);
  const baseline = await ingest(server.url, publicKey, seconds);
  baselineDone = true;
  const logsIdle = await baselineLogs;

  // The project keeps runs for `retentionDays`; the pass the hourly sweep would queue, now.
  await call(server.url, 'PATCH', `/v1/projects/${seed.projectId}`, token, {
    dataRetentionDays: retentionDays,
  });
  const cutoffRow = await sql(
    `select now() - $1::int * interval '1 day' as cutoff,
       count(*) filter (where created_at < now() - $1::int * interval '1 day')::int as expired,
       count(*) filter (where created_at >= now() - $1::int * interval '1 day')::int as kept
     from run where project_id = $2`,
    [retentionDays, seed.projectId],
  );
  const { expired, kept, cutoff } = cutoffRow.rows[0];
  console.info(
    `Deleting ${expired.toLocaleString('en')} expired runs (before ${cutoff.toISOString()}), keeping ${kept.toLocaleString('en')}, while ingesting…`,
  );
  const job = await sql(
    `insert into job (kind, payload, project_id, dedupe_key)
     values ('retention.project', jsonb_build_object('projectId', $1::text), $1::uuid, 'retention:' || $1::text)
     returning id`,
    [seed.projectId],
  );
  const jobId = job.rows[0].id;
  let finished = null;
  const watch = (async () => {
    while (!finished) {
      const { rows } = await sql(
        'select state, started_at, finished_at, progress_done, last_error from job where id = $1',
        [jobId],
      );
      if (['succeeded', 'failed', 'cancelled'].includes(rows[0].state)) finished = rows[0];
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  const duringLogs = pollLogsFirstPage(server.url, token, seed.projectId, () => finished !== null);
  const during = await ingest(server.url, publicKey, seconds, () => finished !== null);
  // The pass gives way to ingestion (IngestPacer): how far it got while the load ran.
  const expiredAfterLoad = (
    await sql(
      'select count(*)::int as expired from run where project_id = $1 and created_at < $2',
      [seed.projectId, cutoff],
    )
  ).rows[0].expired;
  await watch;
  const logsDeleting = await duringLogs;
  if (finished.state !== 'succeeded')
    throw new Error(`the retention pass ended ${finished.state}: ${finished.last_error}`);
  const deletionSeconds = (finished.finished_at - finished.started_at) / 1000;
  const after = await sql(
    `select count(*) filter (where created_at < $1)::int as expired,
       count(*) filter (where created_at >= $1)::int as kept
     from run where project_id = $2`,
    [cutoff, seed.projectId],
  );
  const stored = await sql(
    'select count(*)::int as found from run where project_id = $1 and id = any($2::uuid[])',
    [seed.projectId, [...baseline.results.acked, ...during.results.acked]],
  );
  const acked = baseline.results.acked.length + during.results.acked.length;
  const deleted = expired - after.rows[0].expired;
  const share = eventsPerSecond(during) / eventsPerSecond(baseline);
  const verdict = (ok) => (ok ? 'met' : 'MISSED');
  const load = loadavg()[0];

  console.info(
    `\nLookout retention — PostgreSQL 15, ${runs.toLocaleString('en')} seeded runs, ${retentionDays}-day retention; ${clients} ingestion clients, batches of ${runsPerBatch * 2} events\n`,
  );
  printTable(
    ['figure', 'value', 'target'],
    [
      [
        'expired runs deleted',
        `${deleted.toLocaleString('en')} of ${expired.toLocaleString('en')}`,
        `all: ${verdict(after.rows[0].expired === 0)}`,
      ],
      ['deletion time', `${deletionSeconds.toFixed(1)} s`, ''],
      [
        'deletion rate, whole pass (runs/s)',
        Math.round(deleted / deletionSeconds).toLocaleString('en'),
        '',
      ],
      [
        'deletion rate while ingesting (runs/s)',
        `${Math.round((expired - expiredAfterLoad) / during.elapsed).toLocaleString('en')} (${(expired - expiredAfterLoad).toLocaleString('en')} runs)`,
        'slowed on purpose: the pass gives way to ingestion',
      ],
      [
        'ingestion without deletion (events/s)',
        Math.round(eventsPerSecond(baseline)).toLocaleString('en'),
        '',
      ],
      [
        'ingestion during deletion (events/s)',
        `${Math.round(eventsPerSecond(during)).toLocaleString('en')} over ${during.elapsed.toFixed(1)} s (${(share * 100).toFixed(0)} %)`,
        `≥ 80 %: ${verdict(share >= targets.ingestionShare)}`,
      ],
      [
        'ingestion p99 without / during',
        `${ms(latencySummary(baseline.results.latencies).p99)} / ${ms(latencySummary(during.results.latencies).p99)}`,
        '',
      ],
      [
        'logs first page p95 without / during',
        `${ms(logsIdle.p95)} / ${ms(logsDeleting.p95)} (${logsDeleting.calls} calls)`,
        `< ${targets.logsP95} ms: ${verdict(logsDeleting.p95 < targets.logsP95)}`,
      ],
      ['logs first page p50 during', ms(logsDeleting.p50), ''],
      [
        'runs inside the window kept',
        `${after.rows[0].kept.toLocaleString('en')} (${kept.toLocaleString('en')} before + ${during.results.acked.length.toLocaleString('en')} ingested)`,
        `none lost: ${verdict(after.rows[0].kept >= kept + during.results.acked.length)}`,
      ],
      [
        'acknowledged runs stored',
        `${stored.rows[0].found.toLocaleString('en')} of ${acked.toLocaleString('en')}`,
        `all: ${verdict(stored.rows[0].found === acked)}`,
      ],
      [
        'ingestion window inside the deletion',
        `${during.elapsed.toFixed(1)} s of ${deletionSeconds.toFixed(1)} s`,
        during.elapsed < seconds - 1
          ? 'deletion ended first: raise BENCH_RUNS for a longer window'
          : '',
      ],
      [
        'machine load average (1 min)',
        load.toFixed(2),
        load > 2.5 ? 'other work was running: figures are pessimistic' : '',
      ],
    ],
  );
  if (after.rows[0].expired !== 0 || stored.rows[0].found !== acked) process.exitCode = 1;
});

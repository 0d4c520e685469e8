#!/usr/bin/env node
// Hostile input against the built server: the fuzz tiers of apps/server
// (every ingestion route, mixed batches, every dashboard and auth write route)
// with BENCH_FUZZ_CASES inputs per route, on PGlite and on PostgreSQL, then
// the answers by status class, 5xx, server exits and good events stored.
// See bench/README.md.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { envNumber, onCleanup, runBenchmark } from './lib/lifecycle.mjs';
import { withClient } from './lib/pg.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { repoRoot, startServer } from './lib/server.mjs';
import { printTable } from './lib/stats.mjs';

const cases = envNumber('BENCH_FUZZ_CASES', 10_000);
const databases = (process.env.BENCH_DB ?? 'pglite,postgres').split(',');
/** An existing PostgreSQL to make a throwaway database in, instead of starting a cluster. */
const existingPostgres = process.env.BENCH_DATABASE_URL;
const allTestFiles = {
  ingestion: 'src/ingest/http/ingestion.fuzz.test.ts',
  dashboard: 'src/http/dashboard.fuzz.test.ts',
};
/** BENCH_FUZZ_FILES=ingestion or dashboard runs one tier only. */
const testFiles = (process.env.BENCH_FUZZ_FILES ?? 'ingestion,dashboard').split(',').map((name) => {
  const file = allTestFiles[name];
  if (!file) throw new Error(`BENCH_FUZZ_FILES: unknown tier ${name} (ingestion, dashboard)`);
  return file;
});

/** A fresh database in `adminUrl`'s cluster, dropped at exit; its URL. */
async function throwawayDatabase(adminUrl) {
  const name = `lookout_fuzz_${Date.now().toString(36)}`;
  await withClient(adminUrl, (client) => client.query(`create database ${name}`));
  onCleanup(() =>
    withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs the fuzz test files against `url`; resolves with vitest's exit code. */
function runFuzzTests(url, database, report) {
  const child = spawn(
    'pnpm',
    ['exec', 'vitest', 'run', ...testFiles, '--testTimeout=14400000', '--reporter=dot'],
    {
      cwd: path.join(repoRoot, 'apps/server'),
      stdio: ['ignore', 'inherit', 'inherit'],
      // A group of its own, so stopping it stops vitest's workers too.
      detached: true,
      env: {
        ...process.env,
        LOOKOUT_FUZZ_URL: url,
        LOOKOUT_FUZZ_DB: database,
        LOOKOUT_FUZZ_CASES: String(cases),
        LOOKOUT_FUZZ_REPORT: report,
        DATABASE_URL: '',
      },
    },
  );
  onCleanup(() => {
    if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}

runBenchmark('fuzz', 4 * 3600, async () => {
  const workDir = mkdtempSync(path.join(tmpdir(), 'lookout-fuzz-'));
  onCleanup(() => rmSync(workDir, { recursive: true, force: true }));
  // BENCH_FUZZ_REPORT keeps the per-route lines (written after each test) beyond the run.
  const report = process.env.BENCH_FUZZ_REPORT ?? path.join(workDir, 'report.jsonl');
  const outcomes = [];
  for (const database of databases) {
    let databaseUrl;
    if (database === 'postgres') {
      if (existingPostgres) databaseUrl = await throwawayDatabase(existingPostgres);
      else {
        const cluster = await startPostgres(path.join(workDir, 'pg'));
        onCleanup(() => cluster.stop());
        databaseUrl = cluster.url;
      }
    }
    const server = await startServer({ databaseUrl, dataDir: path.join(workDir, database) });
    onCleanup(() => server.stop());
    const began = Date.now();
    const testsExit = await runFuzzTests(server.url, database, report);
    const exit = server.exited();
    outcomes.push({
      database,
      testsExit,
      serverExit: exit,
      minutes: (Date.now() - began) / 60_000,
    });
    await server.stop();
  }

  const lines = existsSync(report)
    ? readFileSync(report, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];
  const classes = ['2xx', '3xx', '4xx', '5xx', 'no answer'];
  printTable(
    ['database', 'route', 'inputs', ...classes, 'good sent', 'good stored'],
    lines.map((line) => [
      line.database,
      line.route,
      classes.reduce((sum, key) => sum + (line[key] ?? 0), 0),
      ...classes.map((key) => line[key] ?? 0),
      line['good events sent'] ?? '',
      line['good events stored'] ?? '',
    ]),
  );
  console.info('');
  printTable(
    ['database', 'inputs', '5xx', 'no answer', 'server exits', 'fuzz tests', 'minutes'],
    outcomes.map((outcome) => {
      const mine = lines.filter((line) => line.database === outcome.database);
      const sum = (key) => mine.reduce((total, line) => total + (line[key] ?? 0), 0);
      return [
        outcome.database,
        classes.reduce((total, key) => total + sum(key), 0),
        sum('5xx'),
        sum('no answer'),
        outcome.serverExit === null ? 0 : `1 (${outcome.serverExit})`,
        outcome.testsExit === 0 ? 'passed' : `failed (${outcome.testsExit})`,
        outcome.minutes.toFixed(1),
      ];
    }),
  );
  console.info(
    `\n${cases} inputs per route; load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  if (outcomes.some((outcome) => outcome.testsExit !== 0 || outcome.serverExit !== null))
    process.exitCode = 1;
});

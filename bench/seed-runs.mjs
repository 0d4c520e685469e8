#!/usr/bin/env node
// Seeds BENCH_RUNS (default 1,000,000) realistic runs over 30 days into one
// project created through the API, with SQL (INSERT … SELECT over
// generate_series, indexes rebuilt after), in a PostgreSQL cluster kept in
// BENCH_DIR for bench/query.mjs. See bench/README.md.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { signUpOwner } from './lib/api.mjs';
import { envNumber, onCleanup, runBenchmark } from './lib/lifecycle.mjs';
import { withClient } from './lib/pg.mjs';
import { removeCluster, startPostgres } from './lib/postgres.mjs';
import { searchDocumentsSql } from './lib/search-documents.mjs';
import {
  createSeedTexts,
  insertBigTraceSql,
  insertEnrichmentsSql,
  insertRunsSql,
  insertUsersSql,
  uuidFrom,
} from './lib/seed-sql.mjs';
import { startServer } from './lib/server.mjs';

/** Where the seeded cluster lives between seed-runs.mjs and query.mjs. */
export const benchDir = path.resolve(process.env.BENCH_DIR ?? '/tmp/lookout-bench-query');
export const seedFile = path.join(benchDir, 'seed.json');

/** The seed already in BENCH_DIR, if it has `runs` rows. */
export function existingSeed(runs) {
  if (!existsSync(seedFile)) return undefined;
  const seed = JSON.parse(readFileSync(seedFile, 'utf8'));
  return seed.runs === runs ? seed : undefined;
}

/**
 * The seeded cluster of BENCH_DIR (seeding `runs` rows first when it holds no such seed) and a
 * server on it, both stopped at the end; BENCH_CLEAN=1 removes BENCH_DIR then. `env` goes to
 * the server.
 *
 * @example const { seed, cluster, server } = await startSeededServer(1_000_000);
 */
export async function startSeededServer(runs, env = {}) {
  const seed = existingSeed(runs) ?? (await seedRuns(runs));
  if (process.env.BENCH_CLEAN === '1')
    onCleanup(() => rmSync(benchDir, { recursive: true, force: true }));
  const cluster = await startPostgres(path.join(benchDir, 'pg'));
  onCleanup(() => cluster.stop());
  const server = await startServer({
    databaseUrl: cluster.url,
    dataDir: path.join(benchDir, 'server'),
    env,
  });
  onCleanup(() => server.stop());
  return { seed, cluster, server };
}

const chunk = 100_000;
/** Statements that build the search documents side by side: one per core of this machine. */
const searchParts = Math.max(1, Math.min(4, availableParallelism()));

async function fillRuns(url, projectId, runs, end) {
  return withClient(url, async (client) => {
    await client.query('set synchronous_commit = off');
    await client.query("set maintenance_work_mem = '1GB'");
    await client.query('set max_parallel_maintenance_workers = 2');
    const { rows: indexes } = await client.query(
      "select indexname, indexdef from pg_indexes where tablename = 'run' and indexname <> 'run_pk' order by indexname",
    );
    for (const index of indexes) await client.query(`drop index ${index.indexname}`);
    await createSeedTexts(client);
    const began = performance.now();
    for (let lo = 1; lo <= runs; lo += chunk) {
      const hi = Math.min(runs, lo + chunk - 1);
      await client.query(insertRunsSql, [projectId, end, lo, hi, runs]);
      const rate = Math.round(hi / ((performance.now() - began) / 1000));
      process.stdout.write(
        `\r  inserted ${hi.toLocaleString('en')} of ${runs.toLocaleString('en')} runs (${rate.toLocaleString('en')} rows/s)   `,
      );
    }
    await client.query(insertBigTraceSql, [projectId, end]);
    await client.query(insertUsersSql, [projectId, end]);
    await client.query(insertEnrichmentsSql, [projectId]);
    const inserted = (performance.now() - began) / 1000;
    // A running deployment has indexed every run for search (bounded lag); so does the seed.
    console.info('\n  indexing the runs for search…');
    const searchStart = performance.now();
    const { rows: searchIndexes } = await client.query(
      "select indexname, indexdef from pg_indexes where tablename in ('run_search', 'run_content_facts') and indexname not in (select conname from pg_constraint) order by indexname",
    );
    for (const index of searchIndexes) await client.query(`drop index ${index.indexname}`);
    const search = await searchDocumentsSql(searchParts);
    await Promise.all(
      Array.from({ length: searchParts }, (_, part) =>
        withClient(url, (partClient) => partClient.query(search.insert, [projectId, part])),
      ),
    );
    await Promise.all(
      Array.from({ length: searchParts }, (_, part) =>
        withClient(url, (partClient) => partClient.query(search.facts, [projectId, part])),
      ),
    );
    await client.query(search.vocabulary);
    await client.query(search.watermark);
    await client.query(search.factsWatermark);
    for (const index of searchIndexes) await client.query(index.indexdef);
    const searchIndexed = (performance.now() - searchStart) / 1000;
    console.info(`\n  rebuilding ${indexes.length} indexes…`);
    const indexStart = performance.now();
    for (const index of indexes) await client.query(index.indexdef);
    const indexed = (performance.now() - indexStart) / 1000;
    console.info('  vacuum analyze…');
    const vacuumStart = performance.now();
    await client.query('vacuum (analyze) run');
    await client.query('vacuum (analyze) external_user');
    const vacuumed = (performance.now() - vacuumStart) / 1000;
    const { rows } = await client.query(
      "select count(*) as runs, pg_size_pretty(pg_total_relation_size('run')) as size, pg_size_pretty(pg_relation_size('run')) as heap from run where project_id = $1",
      [projectId],
    );
    return {
      inserted,
      searchIndexed,
      indexed,
      vacuumed,
      count: Number(rows[0].runs),
      size: rows[0].size,
      heap: rows[0].heap,
    };
  });
}

/** Seeds a fresh cluster in BENCH_DIR; leaves it stopped, its data kept. */
export async function seedRuns(runs) {
  removeCluster(benchDir);
  const cluster = await startPostgres(path.join(benchDir, 'pg'));
  onCleanup(() => cluster.stop());
  const server = await startServer({
    databaseUrl: cluster.url,
    dataDir: path.join(benchDir, 'server'),
  });
  onCleanup(() => server.stop());
  const owner = await signUpOwner(server.url);
  await server.stop();
  const end = new Date();
  console.info(
    `Seeding ${runs.toLocaleString('en')} runs over the 30 days before ${end.toISOString()}…`,
  );
  const began = performance.now();
  const result = await fillRuns(cluster.url, owner.projectId, runs, end.toISOString());
  const total = (performance.now() - began) / 1000;
  const bigTraceRoot = await withClient(cluster.url, async (client) => {
    const { rows } = await client.query(`select ${uuidFrom("$1::text || ':big:0'")} as id`, [
      owner.projectId,
    ]);
    return rows[0].id;
  });
  const seed = {
    runs,
    end: end.toISOString(),
    email: owner.email,
    password: owner.password,
    projectId: owner.projectId,
    bigTraceRoot,
  };
  writeFileSync(seedFile, JSON.stringify(seed, null, 2));
  console.info(
    `Seeded ${result.count.toLocaleString('en')} rows in ${total.toFixed(0)} s (insert ${result.inserted.toFixed(0)} s, search documents ${result.searchIndexed.toFixed(0)} s, indexes ${result.indexed.toFixed(0)} s, vacuum analyze ${result.vacuumed.toFixed(0)} s); run table ${result.size} (heap ${result.heap}).`,
  );
  cluster.stop();
  return seed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runBenchmark('seed-runs', 3600, async () => {
    await seedRuns(envNumber('BENCH_RUNS', 1_000_000));
    console.info(
      `Kept in ${benchDir}; run \`node bench/query.mjs\` next (BENCH_CLEAN=1 removes it afterwards).`,
    );
  });
}

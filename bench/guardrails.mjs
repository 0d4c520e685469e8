#!/usr/bin/env node
// Guardrail check latency: POST /v1/guardrails/check with the project's private key against a
// default policy with every local check on (PII of every kind, toxicity, refused topics, regexes,
// built-in and custom prompt-injection phrases, maximum length), each decision recorded on a run,
// for texts of 200 characters and of 10 KB, on PGlite and on PostgreSQL. See bench/README.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { signUpOwner } from './lib/api.mjs';
import { envNumber, onCleanup, runBenchmark } from './lib/lifecycle.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { ensureServerBuilt, startServer } from './lib/server.mjs';
import { latencySummary, ms, printTable } from './lib/stats.mjs';

const requests = envNumber('BENCH_REQUESTS', 1000);
const warmUp = envNumber('BENCH_WARMUP', 100);
const targetP95 = 20;
const databases = (process.env.BENCH_DB ?? 'pglite,postgres').split(',');
for (const database of databases) {
  if (database !== 'postgres' && database !== 'pglite')
    throw new Error('BENCH_DB must list postgres and/or pglite');
}

const policy = {
  name: 'Bench: every check',
  isDefault: true,
  appliesTo: 'both',
  checks: {
    pii: { kinds: ['person', 'email', 'phone', 'location', 'cc', 'ip'], action: 'block' },
    toxicity: {},
    topics: {
      topics: [
        { name: 'Politics', description: 'elections, political parties, voting, government' },
        { name: 'Medical advice', description: 'diagnosis, medication, dosage, symptoms' },
        { name: 'Legal advice', description: 'lawsuits, contracts, attorneys, court' },
      ],
    },
    regexes: [
      { name: 'Order number', pattern: 'ORD-\\d{6}' },
      { name: 'Internal host', pattern: '[a-z0-9-]+\\.corp\\.internal' },
    ],
    promptInjection: { builtIn: true, phrases: ['open sesame', 'maintenance override'] },
    maxLength: 100_000,
  },
};

const sentences = [
  'My parcel was supposed to arrive on Tuesday but the tracking page has not changed since Friday.',
  'Could you tell me whether the blue jacket comes in a larger size, and how long delivery takes?',
  'I would like to return the shoes I bought last month because they are too small for me.',
  'The app keeps logging me out whenever I switch between the orders page and my profile.',
  'Thanks for the quick answer yesterday, the replacement charger works perfectly now.',
  'Is there a discount for ordering twenty units for our office, and can you invoice the company?',
];

/** A realistic support message of about `length` characters (sentences repeated in turn). */
function textOf(length, seed) {
  let text = '';
  for (let index = seed; text.length < length; index += 1)
    text += `${sentences[index % sentences.length]} `;
  return text.slice(0, length);
}

async function check(url, privateKey, body) {
  const began = performance.now();
  const response = await fetch(`${url}/v1/guardrails/check`, {
    method: 'POST',
    headers: { authorization: `Bearer ${privateKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  const elapsed = performance.now() - began;
  if (response.status !== 200)
    throw new Error(`check answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
  return { elapsed, answer };
}

async function measure(database) {
  const workDir = mkdtempSync(
    path.join(process.env.BENCH_DIR ?? tmpdir(), `lookout-bench-guardrails-${database}-`),
  );
  const cleanups = [() => rmSync(workDir, { recursive: true, force: true })];
  try {
    let databaseUrl;
    if (database === 'postgres') {
      const cluster = await startPostgres(path.join(workDir, 'pg'));
      cleanups.unshift(() => cluster.stop());
      databaseUrl = cluster.url;
    }
    const server = await startServer({
      databaseUrl,
      dataDir: path.join(workDir, 'server'),
      env: { LOOKOUT_BETA_ORGS: 'all' },
    });
    cleanups.unshift(() => server.stop());
    const owner = await signUpOwner(server.url);
    const created = await fetch(
      `${server.url}/v1/guardrails/policies?projectId=${owner.projectId}`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(policy),
      },
    );
    if (created.status !== 200)
      throw new Error(`policy: ${created.status} ${await created.text()}`);
    const rows = [];
    for (const [label, length] of [
      ['200 chars', 200],
      ['10 KB', 10_240],
    ]) {
      const texts = Array.from({ length: 16 }, (_, seed) => textOf(length, seed));
      for (let index = 0; index < warmUp; index += 1)
        await check(server.url, owner.privateKey, { input: texts[index % texts.length] });
      const latencies = [];
      let blocked = 0;
      for (let index = 0; index < requests; index += 1) {
        const { elapsed, answer } = await check(server.url, owner.privateKey, {
          [index % 2 === 0 ? 'input' : 'output']: texts[index % texts.length],
          runId: `bench-run-${index}`,
        });
        latencies.push(elapsed);
        if (!answer.passed) blocked += 1;
      }
      const summary = latencySummary(latencies);
      rows.push([
        database,
        label,
        String(requests),
        String(blocked),
        ms(summary.p50),
        ms(summary.p95),
        ms(summary.p99),
        ms(summary.max),
        summary.p95 <= targetP95 ? 'yes' : 'NO',
      ]);
    }
    return rows;
  } finally {
    for (const cleanup of cleanups) await cleanup();
  }
}

runBenchmark('guardrails', 1200, async () => {
  ensureServerBuilt();
  delete process.env.BENCH_BUILD;
  const rows = [];
  for (const database of databases) rows.push(...(await measure(database)));
  onCleanup(() => {});
  console.info(
    `\nGuardrail check, one client, sequential, decision recorded on a run (${availableParallelism()} cores, load ${loadavg()[0].toFixed(2)})`,
  );
  printTable(
    ['database', 'text', 'checks', 'blocked', 'p50', 'p95', 'p99', 'max', `p95 ≤ ${targetP95} ms`],
    rows,
  );
});

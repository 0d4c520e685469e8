import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectKeys, signUp } from './testing/accounts.js';
import { lunaryBatch } from './testing/lunary-batch.js';
import {
  httpCaller,
  type ServerProcess,
  serverUrl,
  spawnServer,
} from './testing/server-process.js';
import {
  postgresBinariesPresent,
  startThrowawayCluster,
  type ThrowawayCluster,
} from './testing/throwaway-cluster.js';

const binariesPresent = postgresBinariesPresent();
if (!binariesPresent && process.env.CI === 'true')
  throw new Error(
    'CI=true but the PostgreSQL server binaries are missing: the outage tests cannot run.',
  );

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What one ingesting client was told about one batch. */
interface Answer {
  at: number;
  status: number;
  code?: string;
  retryAfter: string | null;
  runIds: string[];
  failure?: string;
}

/** An SDK sending Lunary batches of 5 runs until `stopped()`; every answer is kept. */
async function ingestingClient(
  url: string,
  key: string,
  stopped: () => boolean,
  answers: Answer[],
) {
  for (let sent = 0; sent < 10_000 && !stopped(); sent += 1) {
    const batch = lunaryBatch(5);
    try {
      const response = await fetch(`${url}/v1/runs/ingest`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(batch.body),
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await response.json().catch(() => ({}))) as { code?: string };
      answers.push({
        at: Date.now(),
        status: response.status,
        ...(body.code ? { code: body.code } : {}),
        retryAfter: response.headers.get('retry-after'),
        runIds: batch.runIds,
      });
    } catch (error) {
      answers.push({
        at: Date.now(),
        status: 0,
        retryAfter: null,
        runIds: batch.runIds,
        failure: String(error),
      });
    }
    await sleep(50);
  }
}

/** Polls (bounded) until `check` holds; returns when it first did. */
async function waitUntil(check: () => boolean, timeoutMs: number, what: string): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return Date.now();
    await sleep(20);
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}

async function storedRunIds(url: string, ids: string[]): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      'select id from run where id = any($1::uuid[])',
      [ids],
    );
    return new Set(rows.map((row) => row.id));
  } finally {
    await client.end();
  }
}

describe.runIf(binariesPresent)('the server while PostgreSQL restarts and stops', () => {
  let cluster: ThrowawayCluster | undefined;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    cluster = await startThrowawayCluster();
  });
  afterAll(async () => {
    for (const server of servers) await server.kill();
    await cluster?.remove();
  });

  it('keeps running under 4 ingesting clients, answers 503 during the outage and 2xx within 5 s of its return, and stores every acknowledged run', async () => {
    if (!cluster) throw new Error('no cluster');
    const server = spawnServer({ DATABASE_URL: cluster.url });
    servers.push(server);
    const url = await serverUrl(server);
    const api = httpCaller(url);
    const key = (await projectKeys(api, await signUp(api))).public;

    const answers: Answer[] = [];
    let stopped = false;
    const t0 = Date.now();
    const clients = Array.from({ length: 4 }, () =>
      ingestingClient(url, key, () => stopped, answers),
    );
    try {
      await waitUntil(
        () => answers.filter((answer) => answer.status === 200).length >= 8,
        20_000,
        'steady ingestion',
      );
      const restartAt = Date.now();
      await cluster.restart();
      const restartedAt = Date.now();
      await sleep(2_000);

      const stopAt = Date.now();
      await cluster.stop();
      const stoppedAt = Date.now();
      await sleep(1_000);
      const health = await fetch(`${url}/v1/health`);
      expect(health.status).toBe(200);
      const ready = await fetch(`${url}/v1/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({
        code: 'database_unavailable',
        database: 'unreachable',
      });
      await sleep(stoppedAt + 8_000 - Date.now());

      await cluster.start();
      const backAt = Date.now();
      const firstOkAt = await waitUntil(
        () => answers.some((answer) => answer.status === 200 && answer.at > backAt),
        10_000,
        'a 2xx after PostgreSQL returned',
      );
      await sleep(2_000);
      stopped = true;
      await Promise.all(clients);

      const first503 = (after: number) =>
        answers.find((answer) => answer.status === 503 && answer.at >= after)?.at;
      const since = (at: number | undefined) =>
        at === undefined ? 'none' : `${((at - t0) / 1000).toFixed(2)} s`;
      console.info(
        [
          'Outage timeline (seconds since the clients started):',
          `  pg_ctl restart -m fast at ${since(restartAt)}, back at ${since(restartedAt)}`,
          `  first 503 after the restart at ${since(first503(restartAt))}`,
          `  pg_ctl stop at ${since(stopAt)}, stopped at ${since(stoppedAt)}`,
          `  first 503 after the stop at ${since(first503(stopAt))}`,
          `  PostgreSQL started again at ${since(backAt)}`,
          `  first 2xx after its return at ${since(firstOkAt)} (${firstOkAt - backAt} ms after)`,
          `  answers: ${answers.length} (${answers.filter((a) => a.status === 200).length} × 200, ${answers.filter((a) => a.status === 503).length} × 503)`,
        ].join('\n'),
      );

      expect(server.child.exitCode).toBeNull();
      expect(server.child.signalCode).toBeNull();
      const unexpected = answers.filter((answer) => answer.status !== 200 && answer.status !== 503);
      expect(unexpected.slice(0, 3)).toEqual([]);
      const outage = answers.filter((answer) => answer.status === 503);
      expect(outage.filter((answer) => answer.at > stopAt).length).toBeGreaterThan(0);
      for (const answer of outage) {
        expect(answer.code).toBe('database_unavailable');
        expect(answer.retryAfter).toMatch(/^\d+$/);
      }
      expect(firstOkAt - backAt).toBeLessThan(5_000);

      const acknowledged = answers
        .filter((answer) => answer.status === 200)
        .flatMap((answer) => answer.runIds);
      const stored = await storedRunIds(cluster.url, acknowledged);
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      expect((await fetch(`${url}/v1/ready`)).status).toBe(200);
    } finally {
      stopped = true;
      await Promise.all(clients);
    }
  }, 180_000);

  it('starts while PostgreSQL is down: alive, not ready, 503 to the API; migrated, ready and storing within seconds of its start', async () => {
    if (!cluster) throw new Error('no cluster');
    for (const server of servers.splice(0)) await server.kill();
    // An empty database: the migrations themselves wait for PostgreSQL.
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('create database lookout_fresh').finally(() => admin.end());
    const freshUrl = new URL(cluster.url);
    freshUrl.pathname = '/lookout_fresh';
    await cluster.stop();
    const server = spawnServer({ DATABASE_URL: freshUrl.toString() });
    servers.push(server);
    const url = await serverUrl(server);
    expect(server.output()).toMatch(/PostgreSQL cannot be reached/);

    const health = await fetch(`${url}/v1/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', started: false });
    const ready = await fetch(`${url}/v1/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ database: 'unreachable' });

    const batch = lunaryBatch(2);
    const api = httpCaller(url);
    const refused = await api.call('POST', '/v1/runs/ingest', {
      token: 'a-key-nobody-can-check-yet',
      body: batch.body,
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({
      error: 'Database unavailable',
      code: 'database_unavailable',
    });
    expect((await api.call('GET', '/v1/projects', { token: 'whatever' })).status).toBe(503);

    await cluster.start();
    const backAt = Date.now();
    const readyAt = await (async () => {
      for (let attempt = 0; attempt < 200; attempt += 1) {
        if ((await fetch(`${url}/v1/ready`)).status === 200) return Date.now();
        await sleep(50);
      }
      throw new Error('not ready within 10 s of PostgreSQL starting');
    })();
    console.info(
      `Started while PostgreSQL was down: ready ${readyAt - backAt} ms after it started`,
    );
    expect(readyAt - backAt).toBeLessThan(5_000);
    expect(await (await fetch(`${url}/v1/health`)).json()).toMatchObject({ started: true });

    const freshKey = (await projectKeys(api, await signUp(api))).public;
    const stored = await api.call('POST', '/v1/runs/ingest', { token: freshKey, body: batch.body });
    expect(stored.status).toBe(200);
    expect([...(await storedRunIds(freshUrl.toString(), batch.runIds))].sort()).toEqual(
      [...batch.runIds].sort(),
    );
  }, 120_000);
});

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { projectKeys, type SignedUp, signUp } from '../testing/accounts.js';
import { lunaryBatch } from '../testing/lunary-batch.js';
import { type ReplicatedCluster, startReplicatedCluster } from '../testing/replica-cluster.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { postgresBinariesPresent } from '../testing/throwaway-cluster.js';
import { type DatabaseHandle, openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `DATABASE_REPLICA_URL` against a real streaming replica (issue 18): a primary and a
 * `pg_basebackup -R` copy on 127.0.0.1, started and removed by this file.
 */
describe.skipIf(!postgresBinariesPresent())('reads from a streaming replica', () => {
  let cluster: ReplicatedCluster;
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;
  let publicKey: string;
  let primary: pg.Client;
  let replica: pg.Client;

  beforeAll(async () => {
    cluster = await startReplicatedCluster();
    database = await openDatabase({
      kind: 'postgres',
      url: cluster.primaryUrl,
      replicaUrl: cluster.replicaUrl,
    });
    await migrateToLatest(database.db);
    api = await createTestApp(database);
    owner = await signUp(api);
    publicKey = (await projectKeys(api, owner)).public;
    primary = new pg.Client({ connectionString: cluster.primaryUrl });
    replica = new pg.Client({ connectionString: cluster.replicaUrl });
    await primary.connect();
    await replica.connect();
  }, 180_000);
  afterAll(async () => {
    await primary?.end().catch(() => undefined);
    await replica?.end().catch(() => undefined);
    await database?.close();
    await cluster?.remove();
  }, 60_000);

  /** Waits (bounded) until the replica has replayed everything the primary committed so far. */
  async function replicaCaughtUp(): Promise<void> {
    // The insert position: the throwaway primary commits asynchronously, so its write position
    // (`pg_current_wal_lsn`) may still be short of a commit that has answered.
    const { rows } = await primary.query<{ lsn: string }>(
      'select pg_current_wal_insert_lsn() as lsn',
    );
    const target = rows[0]?.lsn;
    for (let tries = 0; tries < 400; tries += 1) {
      const replayed = await replica.query<{ done: boolean }>(
        'select pg_last_wal_replay_lsn() >= $1::pg_lsn as done',
        [target],
      );
      if (replayed.rows[0]?.done) return;
      await sleep(50);
    }
    throw new Error('The replica did not catch up with the primary.');
  }

  async function ingest(runs: number): Promise<string[]> {
    const { runIds, body } = lunaryBatch(runs);
    const response = await api.call('POST', '/v1/runs/ingest', { body, token: publicKey });
    expect(response.status).toBe(200);
    return runIds;
  }

  /** The runs as the replica and the primary hold them, and each side's WAL position. */
  async function whereRunsAre(ids: string[]): Promise<string> {
    const query = `select id, type, project_id, created_at, pg_is_in_recovery() as standby,
      coalesce(pg_last_wal_replay_lsn(), pg_current_wal_lsn())::text as lsn
      from (select 1) one left join run on run.id = any($1::uuid[])`;
    const [onReplica, onPrimary] = await Promise.all([
      replica.query(query, [ids]),
      primary.query(query, [ids]),
    ]);
    return `replica: ${JSON.stringify(onReplica.rows)}; primary: ${JSON.stringify(onPrimary.rows)}`;
  }

  const listed = async (headers: Record<string, string> = {}) => {
    const response = await api.call('GET', `/v1/runs?type=llm&projectId=${owner.projectId}`, {
      token: owner.token,
      headers,
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { id: string }[] };
    return data.map((run) => run.id).sort();
  };

  it('lists from the replica, and reads one run, and what its author just changed, from the primary', async () => {
    const replicated = await ingest(2);
    await replicaCaughtUp();
    await replica.query('select pg_wal_replay_pause()');
    try {
      const recent = await ingest(2);
      // The paused replica has not seen the newest runs: the list proves where it read.
      const got = await listed();
      // If this fails, say what each side held.
      const held = got.length === 0 ? await whereRunsAre(replicated) : '';
      expect(got, held).toEqual([...replicated].sort());
      const one = await api.call('GET', `/v1/runs/${recent[0]}?projectId=${owner.projectId}`, {
        token: owner.token,
      });
      expect(one.status).toBe(200);
      const everything = [...replicated, ...recent].sort();
      // An API script asks for the primary; a browser that just changed something holds a cookie.
      expect(await listed({ 'lookout-read-consistency': 'primary' })).toEqual(everything);
      const change = await api.call(
        'PATCH',
        `/v1/runs/${recent[0]}/visibility?projectId=${owner.projectId}`,
        { token: owner.token, body: { visibility: 'public' } },
      );
      expect(change.status).toBe(200);
      const cookie = change.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(
        /^lookout_read_primary=1; Max-Age=10; Path=\/; HttpOnly; SameSite=Lax/,
      );
      expect(await listed({ cookie: cookie.split(';')[0] ?? '' })).toEqual(everything);
      const count = await api.call('GET', `/v1/runs/count?type=llm&projectId=${owner.projectId}`, {
        token: owner.token,
      });
      expect(await count.json()).toMatchObject({ count: 2 });
    } finally {
      await replica.query('select pg_wal_replay_resume()');
    }
    await replicaCaughtUp();
    expect(await listed()).toHaveLength(4);
  }, 60_000);

  it('reads from the primary, with a log line, while the replica is down', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await replica.end();
      await cluster.stopReplica();
      expect(await listed()).toHaveLength(4);
      const analytics = await api.call(
        'GET',
        `/v1/analytics/run-types?${new URLSearchParams({
          projectId: owner.projectId,
          startDate: new Date(Date.now() - 86_400_000).toISOString(),
          endDate: new Date(Date.now() + 86_400_000).toISOString(),
        })}`,
        { token: owner.token },
      );
      expect(analytics.status).toBe(200);
      const lines = warn.mock.calls.map((call) => String(call[0]));
      expect(lines.filter((line) => line.includes('read replica is unavailable'))).toHaveLength(1);
    } finally {
      warn.mockRestore();
    }
  }, 60_000);
});

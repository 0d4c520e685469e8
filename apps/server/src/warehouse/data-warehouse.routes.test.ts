import { randomUUID } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import type { DataWarehouseConnection } from '@lookout/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { JobRunner } from '../jobs/job-runner.js';
import { addTeammate, setPlan } from '../testing/accounts.js';
import { openSignedUpApp, type SignedUpApp } from '../testing/signed-up-app.js';
import { startTcpProxy } from '../testing/tcp-proxy.js';
import { createTestApp, json } from '../testing/test-app.js';
import { createPostgresDatabase, testDatabaseTargets } from '../testing/test-databases.js';
import {
  postgresBinariesPresent,
  startThrowawayCluster,
  type ThrowawayCluster,
} from '../testing/throwaway-cluster.js';
import { warehouseJobs } from './warehouse-sync.job.js';
import { syncWarehouseConnection } from './warehouse-sync.js';

const base = '/v1/orgs/data-warehouse-connections';
const password = 'warehouse-secret-pw';

// The destination: a second PostgreSQL cluster of this test file, reached through a proxy the test can cut.
let cluster: ThrowawayCluster | undefined;
beforeAll(async () => {
  if (postgresBinariesPresent() || process.env.CI === 'true')
    cluster = await startThrowawayCluster();
}, 90_000);
afterAll(async () => {
  await cluster?.remove();
}, 60_000);

/** A fresh database in the destination cluster, with a role that has a password, reached through a proxy. */
async function destinationDatabase() {
  if (!cluster) throw new Error('no throwaway cluster');
  const created = await createPostgresDatabase(cluster.url);
  const direct = new URL(created.url);
  const role = `etl_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: created.url });
  await admin.connect();
  await admin.query(`create role ${role} login password '${password}'`);
  await admin.query(`grant all on schema public to ${role}`);
  await admin.query(`alter database ${direct.pathname.slice(1)} owner to ${role}`);
  await admin.end();
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port) });
  const viaProxy = new URL(created.url);
  viaProxy.username = role;
  viaProxy.password = password;
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  return { adminUrl: created.url, url: viaProxy.toString(), proxy, drop: created.drop };
}

describe
  .skipIf(!postgresBinariesPresent() && process.env.CI !== 'true')
  .each(testDatabaseTargets())('data-warehouse connections on $kind', (target) => {
  let app: SignedUpApp;
  let destination: Awaited<ReturnType<typeof destinationDatabase>>;
  let reader: pg.Client;
  const ownUrl = 'postgres://lookout@db.internal:5432/lookout';

  beforeAll(async () => {
    // The cloud edition, where data-warehouse connectors are an enterprise feature.
    app = await openSignedUpApp(target, { edition: 'cloud', databaseUrl: ownUrl });
    destination = await destinationDatabase();
    reader = new pg.Client({ connectionString: destination.adminUrl });
    await reader.connect();
  }, 60_000);
  afterAll(async () => {
    await reader?.end();
    await destination?.proxy.close();
    await destination?.drop();
    await app?.database.close();
  });

  const call = (method: string, path: string, body?: unknown, token = app.owner.token) =>
    app.api.call(method, path, { token, ...(body !== undefined ? { body } : {}) });
  const deps = (outboundPrivateNetwork: 'allow' | 'refuse' = 'allow') => ({
    db: app.api.context.db,
    providerKeyCipher: app.api.context.providerKeyCipher,
    outboundPrivateNetwork,
  });
  const storedCount = async () =>
    Number(
      (
        await app.database.db
          .selectFrom('data_warehouse_connection')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const destinationRuns = async () =>
    (
      await reader.query<{
        id: string;
        input: unknown;
        output: unknown;
        feedback: unknown;
        tags: string[];
      }>('select id, input, output, feedback, tags from lookout_runs order by id')
    ).rows;
  async function ingest(count: number): Promise<string[]> {
    const ids = Array.from({ length: count }, () => randomUUID());
    const now = Date.now();
    const events = ids.flatMap((runId, index) => [
      {
        event: 'start',
        type: 'llm',
        runId,
        name: 'gpt-4o',
        timestamp: now - 1000 + index,
        input: [{ role: 'user', content: `question ${index}` }],
        tags: ['warehouse'],
      },
      {
        event: 'end',
        type: 'llm',
        runId,
        timestamp: now + index,
        output: { role: 'assistant', content: `answer ${index}` },
      },
    ]);
    const response = await app.api.call('POST', '/v1/runs/ingest', {
      token: app.keys.public,
      body: { events },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return ids;
  }

  it('refuses connections below the enterprise plan on the cloud edition', async () => {
    const response = await call('GET', base);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      code: 'plan_required',
      feature: 'data-warehouse',
    });
    const create = await call('POST', base, { name: 'Warehouse', connectionUrl: destination.url });
    expect(create.status).toBe(403);
    expect(await storedCount()).toBe(0);
    await setPlan(app.api, app.owner.orgId, 'enterprise');
  });

  it('lets only owners and admins manage connections', async () => {
    const member = await addTeammate(app.api, app.owner, 'member');
    expect((await call('GET', base, undefined, member)).status).toBe(403);
  });

  it('refuses a URL that is not PostgreSQL, naming the field', async () => {
    const response = await call('POST', base, {
      name: 'Warehouse',
      connectionUrl: 'mysql://etl:pw@warehouse.example.com/analytics',
    });
    expect(response.status).toBe(400);
    expect((await json<{ message: string }>(response)).message).toMatch(
      /connectionUrl: Connection URL must start with postgres:\/\/ or postgresql:\/\//,
    );
    expect(await storedCount()).toBe(0);
  });

  it("refuses Lookout's own database, by its URL and by its tables", async () => {
    const sameByUrl = await call('POST', base, {
      name: 'Own',
      connectionUrl: 'postgresql://other:pw@DB.internal/lookout',
    });
    expect(sameByUrl.status).toBe(400);
    expect((await json<{ message: string }>(sameByUrl)).message).toMatch(
      /connectionUrl: points at Lookout's own database/,
    );
    // A database holding Lookout's tables, reached under another name.
    const lookoutCopy = await createPostgresDatabase(cluster?.url ?? '');
    const handle = await openDatabase({ kind: 'postgres', url: lookoutCopy.url });
    try {
      await migrateToLatest(handle.db);
      const byTables = await call('POST', `${base}/test`, { connectionUrl: lookoutCopy.url });
      expect(byTables.status).toBe(400);
      expect((await json<{ message: string }>(byTables)).message).toMatch(/own database/);
    } finally {
      await handle.close();
      await lookoutCopy.drop();
    }
    expect(await storedCount()).toBe(0);
  }, 60_000);

  it('refuses a host that refuses or does not answer, storing nothing', async () => {
    const closed = await startTcpProxy({ host: '127.0.0.1', port: 1 });
    closed.cut();
    const refused = await call('POST', base, {
      name: 'Down',
      connectionUrl: `postgres://etl:pw@127.0.0.1:${closed.port}/analytics`,
    });
    await closed.close();
    expect(refused.status).toBe(422);
    expect((await json<{ message: string }>(refused)).message).toMatch(
      /^connectionUrl: could not connect/,
    );

    // A host that accepts the connection and never says a word.
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    try {
      const response = await call('POST', `${base}/test`, {
        connectionUrl: `postgres://etl:pw@127.0.0.1:${port}/analytics`,
      });
      expect(response.status).toBe(422);
      expect((await json<{ message: string }>(response)).message).toMatch(
        /did not answer within 5 s/,
      );
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
    expect(await storedCount()).toBe(0);
  }, 30_000);

  let connection: DataWarehouseConnection;
  it('tests, creates and lists a connection without ever answering its URL', async () => {
    const tested = await call('POST', `${base}/test`, { connectionUrl: destination.url });
    expect(tested.status, await tested.clone().text()).toBe(200);
    expect(await tested.json()).toMatchObject({ ok: true });
    const created = await call('POST', base, { name: 'Analytics', connectionUrl: destination.url });
    expect(created.status, await created.clone().text()).toBe(201);
    connection = await json<DataWarehouseConnection>(created);
    expect(connection).toMatchObject({ name: 'Analytics', status: 'active', lastSyncAt: null });
    const listed = await call('GET', base);
    const one = await call('GET', `${base}/${connection.id}`);
    for (const text of [JSON.stringify(connection), await listed.text(), await one.text()]) {
      expect(text).not.toContain(password);
      expect(text).not.toContain('connectionUrl');
    }
    const stored = await app.database.db
      .selectFrom('data_warehouse_connection')
      .select('encrypted_url')
      .executeTakeFirstOrThrow();
    expect(Buffer.from(stored.encrypted_url).toString('latin1')).not.toContain(password);
  });

  it('creates lookout_runs on the first sync and copies the runs', async () => {
    const ids = await ingest(3);
    const result = await syncWarehouseConnection(deps(), connection.id);
    expect(result).toEqual({ outcome: 'synced', copied: 3 });
    const rows = await destinationRuns();
    expect(rows.map((row) => row.id)).toEqual([...ids].sort());
    expect(rows.find((row) => row.id === ids[0])).toMatchObject({
      input: [{ role: 'user', content: 'question 0' }],
      output: { role: 'assistant', content: 'answer 0' },
      tags: ['warehouse'],
      feedback: null,
    });
    const shown = await json<DataWarehouseConnection>(call('GET', `${base}/${connection.id}`));
    expect(shown).toMatchObject({
      status: 'active',
      syncedRuns: 3,
      lagSeconds: 0,
      lastError: null,
    });
    expect(shown.lastSyncAt).not.toBeNull();
    // Nothing changed since: a second sync copies nothing.
    expect(await syncWarehouseConnection(deps(), connection.id)).toEqual({
      outcome: 'synced',
      copied: 0,
    });
  });

  it('copies an update to a run (feedback) onto the same row', async () => {
    const [first] = (await destinationRuns()).map((row) => row.id);
    const feedback = await app.api.call('PATCH', `/v1/runs/${first}/feedback`, {
      token: app.keys.private,
      body: { thumb: 'up', comment: 'spot on' },
    });
    expect(feedback.status, await feedback.clone().text()).toBe(200);
    expect(await syncWarehouseConnection(deps(), connection.id)).toEqual({
      outcome: 'synced',
      copied: 1,
    });
    const rows = await destinationRuns();
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.id === first)?.feedback).toMatchObject({
      thumb: 'up',
      comment: 'spot on',
    });
  });

  it('refuses a destination on a private address under the refuse policy: tested, saved, checked and synced', async () => {
    // The cloud edition's policy; the destination's proxy listens on 127.0.0.1.
    const refusing = await createTestApp(app.database, {
      edition: 'cloud',
      databaseUrl: ownUrl,
      outboundPrivateNetwork: 'refuse',
    });
    const refusedCall = (method: string, path: string, body?: unknown) =>
      refusing.call(method, path, {
        token: app.owner.token,
        ...(body !== undefined ? { body } : {}),
      });
    const cloudOnly = 'the cloud edition only calls public addresses.';
    const tested = await refusedCall('POST', `${base}/test`, { connectionUrl: destination.url });
    expect(tested.status).toBe(422);
    const testedBody = await json<{ error: string; message: string }>(tested);
    expect(testedBody.error).toBe('Destination refused');
    expect(testedBody.message).toMatch(
      /^connectionUrl: 127\.0\.0\.1:\d+\/\S+ is refused: 127\.0\.0\.1 is a private network address; /,
    );
    expect(testedBody.message.endsWith(cloudOnly)).toBe(true);
    const byName = new URL(destination.url);
    byName.hostname = 'localhost';
    const saved = await refusedCall('POST', base, {
      name: 'Private',
      connectionUrl: byName.toString(),
    });
    expect(saved.status).toBe(422);
    expect((await json<{ message: string }>(saved)).message).toContain(
      'is refused: localhost resolves to a private network address (',
    );
    expect(await storedCount()).toBe(1);
    // Lookout's own database is still named as such, whatever the policy.
    const own = await refusedCall('POST', `${base}/test`, { connectionUrl: ownUrl });
    expect(own.status).toBe(400);
    expect((await json<{ message: string }>(own)).message).toMatch(/own database/);

    const checked = await refusedCall('POST', `${base}/${connection.id}/test`);
    expect(checked.status).toBe(422);
    expect((await json<{ message: string }>(checked)).message).toContain(
      '127.0.0.1 is a private network address',
    );
    // The sync records the refusal on the connection and ends without a retry.
    const synced = await syncWarehouseConnection(deps('refuse'), connection.id);
    expect(synced).toEqual({
      outcome: 'refused',
      message: expect.stringContaining('is refused: 127.0.0.1 is a private network address'),
    });
    const shown = await json<DataWarehouseConnection>(call('GET', `${base}/${connection.id}`));
    expect(shown.status).toBe('error');
    expect(shown.lastError).toContain(cloudOnly);
    expect(shown.lastError).not.toContain(password);
    // Allowed again (self-hosted): the next sync heals the connection.
    expect(await syncWarehouseConnection(deps(), connection.id)).toEqual({
      outcome: 'synced',
      copied: 0,
    });
    expect(
      await json<DataWarehouseConnection>(call('GET', `${base}/${connection.id}`)),
    ).toMatchObject({ status: 'active', lastError: null });
  });

  it('loses and duplicates nothing when the destination goes down mid-sync and comes back', async () => {
    const ids = await ingest(7);
    let batches = 0;
    await expect(
      syncWarehouseConnection(deps(), connection.id, {
        batchSize: 2,
        onBatchCommitted: async () => {
          batches += 1;
          // The destination goes away after the first committed batch.
          if (batches === 1) destination.proxy.cut();
        },
      }),
    ).rejects.toThrow();
    const failed = await json<DataWarehouseConnection>(call('GET', `${base}/${connection.id}`));
    expect(failed.status).toBe('error');
    expect(failed.lastError).toMatch(/127\.0\.0\.1/);
    expect(failed.lagSeconds).toBeGreaterThanOrEqual(0);
    expect(failed.lastError).not.toContain(password);
    // Still down: the retry fails too and the watermark stays.
    await expect(syncWarehouseConnection(deps(), connection.id)).rejects.toThrow();
    destination.proxy.restore();
    const resumed = await syncWarehouseConnection(deps(), connection.id, { batchSize: 2 });
    expect(resumed).toEqual({ outcome: 'synced', copied: 5 });
    const rows = await destinationRuns();
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((row) => row.id)).size).toBe(10);
    for (const id of ids) expect(rows.map((row) => row.id)).toContain(id);
    const healed = await json<DataWarehouseConnection>(call('GET', `${base}/${connection.id}`));
    expect(healed).toMatchObject({ status: 'active', lastError: null, syncedRuns: 11 });
  });

  it('stops syncing while paused and catches up on resume', async () => {
    const paused = await call('PATCH', `${base}/${connection.id}`, { status: 'paused' });
    expect(paused.status).toBe(200);
    expect(await paused.json()).toMatchObject({ status: 'paused' });
    const [late] = await ingest(1);
    expect(await syncWarehouseConnection(deps(), connection.id)).toEqual({
      outcome: 'skipped',
      reason: 'paused',
    });
    expect((await destinationRuns()).map((row) => row.id)).not.toContain(late);
    const shown = await json<DataWarehouseConnection>(call('GET', `${base}/${connection.id}`));
    expect(shown.lagSeconds).toBeGreaterThanOrEqual(0);
    const resumed = await call('PATCH', `${base}/${connection.id}`, { status: 'active' });
    expect(resumed.status).toBe(200);
    expect(await syncWarehouseConnection(deps(), connection.id)).toEqual({
      outcome: 'synced',
      copied: 1,
    });
    expect((await destinationRuns()).map((row) => row.id)).toContain(late);
    // Resuming queued a sync for the job runner, one per connection.
    const queued = await app.database.db
      .selectFrom('job')
      .select(['kind', 'dedupe_key'])
      .where('kind', '=', 'warehouse.sync')
      .where('state', '=', 'queued')
      .execute();
    expect(queued).toEqual([
      { kind: 'warehouse.sync', dedupe_key: `warehouse.sync:${connection.id}` },
    ]);
  });

  it("copies new runs through the job runner's durable sync job", async () => {
    const [fresh] = await ingest(1);
    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const runner = new JobRunner(app.database.db, warehouseJobs(deps()), {
      pollIntervalMs: 50,
      log: quiet,
    });
    runner.start();
    let ids: string[] = [];
    try {
      for (let tries = 0; tries < 200 && !ids.includes(fresh ?? ''); tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        ids = (await destinationRuns()).map((row) => row.id);
      }
    } finally {
      await runner.stop();
    }
    expect(ids).toContain(fresh);
    expect(ids).toHaveLength(12);
    const syncs = await app.database.db
      .selectFrom('job')
      .select(['state', 'org_id'])
      .where('kind', '=', 'warehouse.sync')
      .execute();
    expect(syncs.length).toBeGreaterThan(0);
    expect(syncs.every((job) => job.org_id === app.owner.orgId)).toBe(true);
  }, 30_000);

  it('refuses a bad update and keeps the stored connection', async () => {
    const badStatus = await call('PATCH', `${base}/${connection.id}`, { status: 'error' });
    expect(badStatus.status).toBe(400);
    expect((await json<{ message: string }>(badStatus)).message).toMatch(/status/);
    const own = await call('PATCH', `${base}/${connection.id}`, { connectionUrl: ownUrl });
    expect(own.status).toBe(400);
    const shown = await json<DataWarehouseConnection>(call('GET', `${base}/${connection.id}`));
    expect(shown).toMatchObject({ name: 'Analytics', status: 'active' });
    expect((await call('GET', `${base}/${randomUUID()}`)).status).toBe(404);
  });

  it('deletes the connection and audits create, update and delete without the URL', async () => {
    expect((await call('DELETE', `${base}/${connection.id}`)).status).toBe(204);
    expect((await call('DELETE', `${base}/${connection.id}`)).status).toBe(404);
    expect(await storedCount()).toBe(0);
    const entries = await app.database.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('subject', '=', 'data_warehouse_connection')
      .orderBy('seq')
      .execute();
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'update', 'delete']);
    expect(JSON.stringify(entries)).not.toContain(password);
  });
});

import { createServer } from 'node:net';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { lunaryBatch } from '../testing/lunary-batch.js';
import { createTestApp } from '../testing/test-app.js';
import {
  createPostgresDatabase,
  postgresTestUrl,
  testDatabaseTargets,
} from '../testing/test-databases.js';
import { type DatabaseHandle, openDatabase } from './database.js';
import {
  isDatabasePoolExhausted,
  isDatabaseUnavailable,
  logDatabaseOutage,
} from './database-unavailable.js';

/** A port on 127.0.0.1 nothing listens on: connecting there is refused. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function failureOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected the work to fail');
}

describe('isDatabaseUnavailable', () => {
  it('recognises a PostgreSQL that refuses connections, by IP address and by host name', async () => {
    const port = await closedPort();
    for (const host of ['127.0.0.1', 'localhost']) {
      const handle = await openDatabase({
        kind: 'postgres',
        url: `postgres://x@${host}:${port}/x`,
      });
      try {
        const error = await failureOf(() => sql`select 1`.execute(handle.db));
        expect(isDatabaseUnavailable(error)).toBe(true);
      } finally {
        await handle.close();
      }
    }
  });

  it('looks through wrapping errors, and says no to errors that are not about reaching the database', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new Error('Migration failed', { cause: refused }))).toBe(true);
    expect(
      isDatabaseUnavailable({ code: '57P03', message: 'the database system is starting up' }),
    ).toBe(true);
    expect(isDatabaseUnavailable({ code: '08006', message: 'connection failure' })).toBe(true);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(
      isDatabaseUnavailable({ code: '28P01', message: 'password authentication failed' }),
    ).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('logDatabaseOutage', () => {
  it('writes one line per 30 s of outage, with the reason, not one per failed request', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const start = Date.now() + 86_400_000;
      const refused = Object.assign(new AggregateError([], ''), { code: 'ECONNREFUSED' });
      for (const offset of [0, 1_000, 29_000, 30_000, 31_000])
        logDatabaseOutage(refused, start + offset);
      expect(warn.mock.calls).toEqual([
        ['The database is unreachable (ECONNREFUSED); requests are answered 503 until it returns.'],
        ['The database is unreachable (ECONNREFUSED); requests are answered 503 until it returns.'],
      ]);
    } finally {
      warn.mockRestore();
    }
  });
});

describe('logDatabaseOutage on a pool whose connections all stay busy', () => {
  it('says the connections are busy, not that the database is unreachable', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const exhausted = new Error('timeout exceeded when trying to connect');
      logDatabaseOutage(new Error('failed', { cause: exhausted }), Date.now() + 2 * 86_400_000);
      expect(warn.mock.calls).toEqual([
        [
          'Every database connection stayed busy while a statement waited for one (slow statements, or a database that stopped answering); requests are answered 503 until it returns.',
        ],
      ]);
      expect(isDatabasePoolExhausted(exhausted)).toBe(true);
      expect(isDatabaseUnavailable(exhausted)).toBe(true);
      expect(isDatabasePoolExhausted(new Error('connect ECONNREFUSED'))).toBe(false);
    } finally {
      warn.mockRestore();
    }
  });
});

describe('an app whose PostgreSQL becomes unreachable', () => {
  it('answers 503 database_unavailable with Retry-After, never 500, and ingestion stores nothing', async () => {
    const handle = await openDatabase({
      kind: 'postgres',
      url: `postgres://x@127.0.0.1:${await closedPort()}/x`,
    });
    try {
      // A configured secret: the context needs no database to be built.
      const api = await createTestApp(handle, { jwtSecret: 'a-test-secret-of-enough-length-0123' });
      const response = await api.call('POST', '/v1/runs/ingest', {
        token: 'lk-public-key',
        body: lunaryBatch(1).body,
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toEqual({
        error: 'Database unavailable',
        message:
          'The database cannot be reached right now, so the request was not completed. Please try again in 5 seconds.',
        code: 'database_unavailable',
      });
    } finally {
      await handle.close();
    }
  });
});

describe.each(testDatabaseTargets())('statement errors on $kind', (target) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('are not taken for an outage', async () => {
    const syntax = await failureOf(() => sql`selec 1`.execute(database.db));
    const missing = await failureOf(() => sql`select * from no_such_table`.execute(database.db));
    const duplicate = await failureOf(() =>
      sql`insert into instance_setting (key, value) values ('k', '"v"'), ('k', '"v"')`.execute(
        database.db,
      ),
    );
    for (const error of [syntax, missing, duplicate])
      expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

const postgresUrl = postgresTestUrl();

describe.runIf(postgresUrl)('a pooled connection PostgreSQL ends while a request holds it', () => {
  it('fails that request with an outage error instead of ending the process, and the pool recovers', async () => {
    const handle = await openDatabase({ kind: 'postgres', url: postgresUrl ?? '' });
    try {
      const error = await failureOf(() =>
        handle.db.transaction().execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
          const admin = new pg.Client({ connectionString: postgresUrl });
          await admin.connect();
          try {
            await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
          } finally {
            await admin.end();
          }
          // The driver learns of the closed connection between two statements: an
          // 'error' event on a client nobody listens to would end the process here.
          await new Promise((resolve) => setTimeout(resolve, 300));
          await sql`select 1`.execute(trx);
        }),
      );
      expect(isDatabaseUnavailable(error)).toBe(true);
      const again = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
      expect(again.rows).toEqual([{ one: 1 }]);
    } finally {
      await handle.close();
    }
  });
});

describe.runIf(postgresUrl)(
  'an app whose every pooled connection is held by slow statements',
  () => {
    it('answers 503 "Database busy" with Retry-After while they run, and serves again once they end', async () => {
      const created = await createPostgresDatabase(postgresUrl ?? '');
      const handle = await openDatabase({
        kind: 'postgres',
        url: created.url,
        connectTimeoutMs: 300,
      });
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      try {
        const api = await createTestApp(handle, {
          jwtSecret: 'a-test-secret-of-enough-length-0123',
        });
        // The pool's 10 connections, each held by a statement that runs 2 s.
        const slow = Array.from({ length: 10 }, () => sql`select pg_sleep(2)`.execute(handle.db));
        await new Promise((resolve) => setTimeout(resolve, 200));
        const busy = await api.call('POST', '/v1/runs/ingest', {
          token: 'lk-public-key',
          body: lunaryBatch(1).body,
        });
        expect(busy.status).toBe(503);
        expect(busy.headers.get('retry-after')).toBe('5');
        expect(await busy.json()).toEqual({
          error: 'Database busy',
          message:
            'Every database connection is busy with other requests, so this request was not started. Please try again in 5 seconds.',
          code: 'database_unavailable',
        });
        await Promise.all(slow);
        const again = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
        expect(again.rows).toEqual([{ one: 1 }]);
      } finally {
        warn.mockRestore();
        await handle.close();
        await created.drop();
      }
    });
  },
);

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedPGliteSnapshot } from '../testing/migrated-database-snapshot.js';
import { openDatabase } from './database.js';
import { isDatabaseUnavailable } from './database-unavailable.js';
import { PGliteDialect } from './pglite-dialect.js';
import { PGliteThread, PGliteThreadError } from './pglite-thread.js';
import { isUniqueViolation } from './unique-violation.js';

interface Tables {
  item: { id: number; name: string; note: string | null };
}

/** A thread whose entry is `code` (a stand-in for a database that crashes, exits or never starts). */
const fakeThread = (code: string) => () =>
  new Worker(`const { parentPort } = require('node:worker_threads');\n${code}`, { eval: true });

describe('the embedded database in its own thread', () => {
  let thread: PGliteThread;
  let db: Kysely<Tables>;

  beforeAll(async () => {
    thread = await PGliteThread.start({ loadDataDir: await migratedPGliteSnapshot() });
    db = new Kysely<Tables>({ dialect: new PGliteDialect(thread) });
    await sql`create table item (id int primary key, name text not null unique, note text)`.execute(
      db,
    );
  });

  afterAll(async () => {
    await db.destroy();
    await thread.close();
  });

  it('answers with the values PostgreSQL types read as in the main thread', async () => {
    const { rows } = await sql<Record<string, unknown>>`
      select timestamptz '2026-03-01 12:34:56.789+00' as at,
             '{"a": [1, {"b": null}], "c": "é"}'::jsonb as doc,
             12.50::numeric as amount,
             9007199254740993::int8 as big,
             42::int4 as small,
             '\\x00ff10'::bytea as bytes,
             array['x', 'y']::text[] as tags,
             array[1, 2]::int4[] as numbers,
             to_tsvector('simple', 'business days')::text as words,
             null::text as nothing,
             true as yes`.execute(db);
    expect(rows).toEqual([
      {
        at: new Date('2026-03-01T12:34:56.789Z'),
        doc: { a: [1, { b: null }], c: 'é' },
        amount: '12.50',
        big: 9007199254740993n,
        small: 42,
        bytes: new Uint8Array([0, 255, 16]),
        tags: ['x', 'y'],
        numbers: [1, 2],
        words: "'business':1 'days':2",
        nothing: null,
        yes: true,
      },
    ]);
  });

  it('passes parameters of every kind the server binds', async () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    const { rows } = await sql<Record<string, unknown>>`
      select ${at}::timestamptz as at, ${JSON.stringify({ k: [1] })}::jsonb as doc,
             ${Buffer.from([1, 2])}::bytea as bytes, ${null}::text as nothing`.execute(db);
    expect(rows).toEqual([{ at, doc: { k: [1] }, bytes: new Uint8Array([1, 2]), nothing: null }]);
  });

  it('commits a transaction, and rolls one back on an error inside it', async () => {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('item').values({ id: 1, name: 'kept', note: null }).execute();
      await trx.updateTable('item').set({ note: 'seen' }).where('id', '=', 1).execute();
    });
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('item').values({ id: 2, name: 'dropped', note: null }).execute();
        await sql`select 1 / 0`.execute(trx);
      }),
    ).rejects.toMatchObject({ code: '22012', message: 'division by zero' });
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('item').values({ id: 3, name: 'abandoned', note: null }).execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    // The connection is usable after both rollbacks and holds only the committed row.
    expect(await db.selectFrom('item').selectAll().execute()).toEqual([
      { id: 1, name: 'kept', note: 'seen' },
    ]);
    await db.deleteFrom('item').execute();
  });

  it('queues concurrent statements: none runs inside another caller’s transaction', async () => {
    let inserted!: () => void;
    const insertedOnce = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('item').values({ id: 10, name: 'pending', note: null }).execute();
      inserted();
      // While this transaction holds the connection, the reads below wait their turn.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await trx.deleteFrom('item').where('id', '=', 10).execute();
      await trx.insertInto('item').values({ id: 11, name: 'committed', note: null }).execute();
    });
    await insertedOnce;
    const reads = Array.from({ length: 20 }, (_, index) =>
      sql<{ n: number; names: string[] | null }>`
        select ${index}::int as n, array_agg(name order by id) as names from item`.execute(db),
    );
    await transaction;
    const answers = await Promise.all(reads);
    // Each read got its own answer, and each saw the transaction's end, never its middle.
    expect(answers.map(({ rows }) => rows[0])).toEqual(
      Array.from({ length: 20 }, (_, n) => ({ n, names: ['committed'] })),
    );
    await db.deleteFrom('item').execute();
  });

  it('keeps a PostgreSQL error’s SQLSTATE and fields across the thread', async () => {
    await db.insertInto('item').values({ id: 20, name: 'taken', note: null }).execute();
    const error = await db
      .insertInto('item')
      .values({ id: 21, name: 'taken', note: null })
      .execute()
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      code: '23505',
      message: 'duplicate key value violates unique constraint "item_name_key"',
      detail: 'Key (name)=(taken) already exists.',
      constraint: 'item_name_key',
      table: 'item',
      schema: 'public',
      severity: 'ERROR',
    });
    expect(isUniqueViolation(error)).toBe(true);
    expect(isDatabaseUnavailable(error)).toBe(false);
    await expect(sql`selec 1`.execute(db)).rejects.toMatchObject({
      code: '42601',
      position: '1',
    });
    await db.deleteFrom('item').execute();
  });

  it('refuses a parameter that cannot be copied to the thread, and goes on', async () => {
    await expect(thread.query('select $1::text', [() => 1])).rejects.toThrow(/could not be cloned/);
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
  });
});

describe('a database thread that stops', () => {
  it('fails the statement under way and every later one, and still closes', async () => {
    const thread = await PGliteThread.start({
      spawn: fakeThread(`
        parentPort.postMessage({ ready: true });
        parentPort.on('message', () => { throw new Error('out of memory'); });`),
    });
    const first = thread.query('select 1', []);
    await expect(first).rejects.toThrow(
      'The embedded database thread stopped: it crashed: out of memory.',
    );
    await expect(first).rejects.toBeInstanceOf(PGliteThreadError);
    // An unreachable database: requests answer 503, not 500.
    expect(isDatabaseUnavailable(await first.catch((error: unknown) => error))).toBe(true);
    await expect(thread.query('select 2', [])).rejects.toThrow(/thread stopped: it crashed/);
    await expect(thread.close()).resolves.toBeUndefined();
  });

  it('fails every statement waiting when the thread exits', async () => {
    const thread = await PGliteThread.start({
      spawn: fakeThread(`
        parentPort.postMessage({ ready: true });
        let seen = 0;
        parentPort.on('message', () => { seen += 1; if (seen === 3) process.exit(3); });`),
    });
    const waiting = [1, 2, 3].map((n) => thread.query(`select ${n}`, []));
    for (const statement of waiting)
      await expect(statement).rejects.toThrow(
        'The embedded database thread stopped: it exited with code 3.',
      );
    await expect(thread.close()).resolves.toBeUndefined();
  });

  it('refuses statements once closed', async () => {
    const thread = await PGliteThread.start({
      spawn: fakeThread(`
        parentPort.postMessage({ ready: true });
        parentPort.on('message', ({ id, op }) => parentPort.postMessage(
          op === 'close' ? { id, closed: true } : { id, rows: [{ op }], affectedRows: 0 }));`),
    });
    expect(await thread.query('select 1', [])).toEqual({
      rows: [{ op: 'query' }],
      affectedRows: 0,
    });
    await thread.close();
    await expect(thread.query('select 1', [])).rejects.toThrow(
      'The embedded database thread stopped: the database is closed.',
    );
    await expect(thread.close()).resolves.toBeUndefined();
  });

  it('says why the database could not start', async () => {
    await expect(
      PGliteThread.start({
        spawn: fakeThread(`
          parentPort.postMessage({ startFailed: {
            name: 'Error', message: 'data directory is corrupt', fields: { code: 'XX001' } } });`),
      }),
    ).rejects.toMatchObject({ message: 'data directory is corrupt', code: 'XX001' });
    await expect(PGliteThread.start({ spawn: fakeThread('process.exit(7);') })).rejects.toThrow(
      'The embedded database thread exited with code 7 while starting.',
    );
  });
});

describe('closing the embedded database', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'lookout-pglite-thread-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('flushes the data directory: a reopened database reads back what was written', async () => {
    const dataDir = path.join(dir, 'pglite');
    const first = await openDatabase({
      kind: 'pglite',
      dataDir,
      loadDataDir: await migratedPGliteSnapshot(),
    });
    await sql`create table kept (word text)`.execute(first.db);
    await sql`insert into kept values ('written before close')`.execute(first.db);
    await first.close();

    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const { rows } = await sql<{ word: string }>`select word from kept`.execute(reopened.db);
      expect(rows).toEqual([{ word: 'written before close' }]);
    } finally {
      await reopened.close();
    }
  });
});

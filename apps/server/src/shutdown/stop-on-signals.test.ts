import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseLocation, openDatabase } from '../db/database.js';
import { projectKeys, signUp } from '../testing/accounts.js';
import { lunaryBatch } from '../testing/lunary-batch.js';
import {
  httpCaller,
  type ServerProcess,
  serverUrl,
  spawnServer,
} from '../testing/server-process.js';
import { createPostgresDatabase, postgresTestUrl } from '../testing/test-databases.js';
import { stopOnSignals } from './stop-on-signals.js';

describe('the server process on embedded PGlite', () => {
  let server: ServerProcess | undefined;
  let dataDir: string | undefined;
  afterEach(async () => {
    await server?.kill();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('survives Ctrl-C pressed twice: it exits 0 and the data directory opens again with its data', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lookout-shutdown-'));
    server = spawnServer({ LOOKOUT_DATA_DIR: dataDir });
    const url = await serverUrl(server);

    const email = `shutdown-${Date.now().toString(36)}@example.com`;
    const signup = await fetch(`${url}/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'a-long-password', name: 'Grace Hopper' }),
    });
    expect(signup.status).toBe(200);

    // Ctrl-C, then impatient presses until the process is gone. Node's default
    // handler would kill the process at the first press that lands after the
    // first one was taken (exit by signal SIGINT); stopping takes only tens of
    // milliseconds, so a single second press could land after the exit.
    const { child } = server;
    child.kill('SIGINT');
    const presses = setInterval(() => child.kill('SIGINT'), 2);
    try {
      expect(await server.exit(30_000)).toEqual({ code: 0, signal: null });
    } finally {
      clearInterval(presses);
    }
    expect(server.output()).toMatch(/SIGINT received, shutting down/);

    const reopened = await openDatabase(databaseLocation({ databaseUrl: undefined, dataDir }));
    try {
      const accounts = await reopened.db
        .selectFrom('account')
        .select('email')
        .where('email', '=', email)
        .execute();
      expect(accounts).toEqual([{ email }]);
    } finally {
      await reopened.close();
    }
  }, 120_000);
});

/**
 * An ingestion request sent over a raw socket, its body held back after the
 * first half: the server has the request in flight until `finish()` sends the rest.
 */
function heldBackIngest(url: string, key: string, body: unknown) {
  const { hostname, port } = new URL(url);
  const payload = Buffer.from(JSON.stringify(body));
  const socket = connect(Number(port), hostname);
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString('utf8');
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('close', () => {
      const [head = '', text = ''] = received.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1] ?? 0), body: text });
    });
  });
  const half = Math.floor(payload.length / 2);
  socket.write(
    `POST /v1/runs/ingest HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAuthorization: Bearer ${key}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${payload.length}\r\nConnection: close\r\n\r\n`,
  );
  // Resolves once the headers and the first half have left for the server, plus a
  // margin for a busy server to read them.
  const sent = new Promise<void>((resolve) =>
    socket.write(payload.subarray(0, half), () => setTimeout(resolve, 300)),
  );
  return {
    sent,
    answered,
    finish: () => socket.write(payload.subarray(half)),
    destroy: () => socket.destroy(),
  };
}

const postgresUrl = postgresTestUrl();

describe.runIf(postgresUrl)('the server process on PostgreSQL', () => {
  let server: ServerProcess | undefined;
  let database: { url: string; drop(): Promise<void> } | undefined;
  afterEach(async () => {
    await server?.kill();
    await database?.drop();
  });

  async function startWithIngestKey() {
    database = await createPostgresDatabase(postgresUrl ?? '');
    server = spawnServer({ DATABASE_URL: database.url });
    const url = await serverUrl(server);
    const api = httpCaller(url);
    const key = (await projectKeys(api, await signUp(api))).public;
    return { server, url, key, databaseUrl: database.url };
  }

  it('on SIGTERM refuses new connections, answers the request in flight after committing it, then exits 0', async () => {
    const { server, url, key, databaseUrl } = await startWithIngestKey();
    const batch = lunaryBatch(3);
    const inFlight = heldBackIngest(url, key, batch.body);
    await inFlight.sent;
    // The request is in flight once the server answers another one on a later connection.
    expect((await fetch(`${url}/v1/health`)).status).toBe(200);

    server.child.kill('SIGTERM');
    await server.waitFor(/SIGTERM received, shutting down/, 10_000);
    await vi.waitFor(
      async () => {
        await expect(fetch(`${url}/v1/health`)).rejects.toThrow();
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(server.child.exitCode).toBeNull();

    inFlight.finish();
    const answer = await inFlight.answered;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ ok: true, accepted: 6 });
    expect(await server.exit(30_000)).toEqual({ code: 0, signal: null });

    const check = new pg.Client({ connectionString: databaseUrl });
    await check.connect();
    try {
      const { rows } = await check.query<{ id: string }>(
        'select id from run where id = any($1::uuid[]) order by id',
        [batch.runIds],
      );
      expect(rows.map((row) => row.id)).toEqual([...batch.runIds].sort());
    } finally {
      await check.end();
    }
  }, 120_000);

  it('exits at once on a second SIGTERM, without waiting for the request in flight', async () => {
    const { server, url, key } = await startWithIngestKey();
    const inFlight = heldBackIngest(url, key, lunaryBatch(1).body);
    try {
      await inFlight.sent;
      expect((await fetch(`${url}/v1/health`)).status).toBe(200);
      server.child.kill('SIGTERM');
      await server.waitFor(/SIGTERM received, shutting down/, 10_000);
      const secondAt = Date.now();
      server.child.kill('SIGTERM');
      // 128 + SIGTERM (15): the conventional status of a process ended by a signal.
      expect(await server.exit(5_000)).toEqual({ code: 143, signal: null });
      expect(Date.now() - secondAt).toBeLessThan(5_000);
      expect(server.output()).toMatch(/SIGTERM received again, exiting/);
    } finally {
      inFlight.destroy();
    }
  }, 120_000);
});

describe('stopOnSignals', () => {
  const before = () => ({
    SIGINT: process.listeners('SIGINT'),
    SIGTERM: process.listeners('SIGTERM'),
  });
  function removeAddedListeners(kept: ReturnType<typeof before>) {
    for (const signal of ['SIGINT', 'SIGTERM'] as const)
      for (const listener of process.listeners(signal))
        if (!kept[signal].includes(listener)) process.removeListener(signal, listener);
  }

  it('stops once, says a repeated signal is already being handled, then exits 0', async () => {
    const kept = before();
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    let finishStop = () => {};
    const stop = vi.fn(() => new Promise<void>((resolve) => (finishStop = resolve)));
    try {
      stopOnSignals({ stop });
      process.emit('SIGINT', 'SIGINT');
      process.emit('SIGTERM', 'SIGTERM');
      process.emit('SIGINT', 'SIGINT');
      expect(stop).toHaveBeenCalledTimes(1);
      expect(info.mock.calls.map(([line]) => line)).toEqual([
        'SIGINT received, shutting down…',
        'SIGTERM received, already stopping; waiting for the database to close…',
        'SIGINT received, already stopping; waiting for the database to close…',
      ]);
      expect(exit).not.toHaveBeenCalled();

      finishStop();
      await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
    } finally {
      removeAddedListeners(kept);
      exit.mockRestore();
      info.mockRestore();
    }
  });

  it('with exitOnRepeat, exits at once with 128 + the signal number on the second signal', () => {
    const kept = before();
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const stop = vi.fn(() => new Promise<void>(() => {}));
    try {
      stopOnSignals({ stop }, { exitOnRepeat: true });
      process.emit('SIGTERM', 'SIGTERM');
      expect(exit).not.toHaveBeenCalled();
      process.emit('SIGINT', 'SIGINT');
      expect(stop).toHaveBeenCalledTimes(1);
      expect(exit).toHaveBeenCalledWith(130);
    } finally {
      removeAddedListeners(kept);
      exit.mockRestore();
      info.mockRestore();
    }
  });
});

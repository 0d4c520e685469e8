import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseLocation, openDatabase } from '../db/database.js';
import { stopOnSignals } from './stop-on-signals.js';

const serverDir = path.resolve(import.meta.dirname, '../..');

/** The server's output so far, and a way to wait for a line of it (bounded). */
function watchOutput(child: ChildProcess) {
  let output = '';
  const waiters: {
    pattern: RegExp;
    resolve: (match: RegExpMatchArray) => void;
    reject: (error: Error) => void;
  }[] = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const waiter of [...waiters]) {
      const match = output.match(waiter.pattern);
      if (match) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(match);
      }
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  // A server that dies early fails the wait at once, with its output.
  child.once('exit', (code, signal) => {
    for (const waiter of waiters.splice(0))
      waiter.reject(new Error(`exited (${code ?? signal}) before ${waiter.pattern}:\n${output}`));
  });
  return {
    text: () => output,
    waitFor(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray> {
      const match = output.match(pattern);
      if (match) return Promise.resolve(match);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no ${pattern} within ${timeoutMs} ms; output:\n${output}`)),
          timeoutMs,
        );
        waiters.push({
          pattern,
          resolve: (found) => {
            clearTimeout(timer);
            resolve(found);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        });
      });
    },
  };
}

function exitOf(child: ChildProcess, timeoutMs: number) {
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve, reject) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve({ code: child.exitCode, signal: child.signalCode });
      return;
    }
    const timer = setTimeout(() => reject(new Error(`no exit within ${timeoutMs} ms`)), timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal });
    });
  });
}

describe('the server process on embedded PGlite', () => {
  let child: ChildProcess | undefined;
  let dataDir: string | undefined;
  afterEach(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exitOf(child, 10_000).catch(() => undefined);
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('survives Ctrl-C pressed twice: it exits 0 and the data directory opens again with its data', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lookout-shutdown-'));
    const { DATABASE_URL: _ignored, ...env } = process.env;
    // One Node process running the sources (no tsx CLI wrapper, which would relay signals itself).
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...env,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: '0',
        LOOKOUT_DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = watchOutput(child);
    const [, url] = await output.waitFor(
      /Lookout is running at (http:\/\/127\.0\.0\.1:\d+)/,
      60_000,
    );

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
    child.kill('SIGINT');
    const presses = setInterval(() => child?.kill('SIGINT'), 2);
    try {
      expect(await exitOf(child, 30_000)).toEqual({ code: 0, signal: null });
    } finally {
      clearInterval(presses);
    }
    expect(output.text()).toMatch(/SIGINT received, shutting down/);

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

describe('stopOnSignals', () => {
  it('stops once, says a repeated signal is already being handled, then exits 0', async () => {
    const before = { SIGINT: process.listeners('SIGINT'), SIGTERM: process.listeners('SIGTERM') };
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
      for (const signal of ['SIGINT', 'SIGTERM'] as const)
        for (const listener of process.listeners(signal))
          if (!before[signal].includes(listener)) process.removeListener(signal, listener);
      exit.mockRestore();
      info.mockRestore();
    }
  });
});

import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { callInit, type TestApp } from './test-app.js';

const serverDir = path.resolve(import.meta.dirname, '../..');

/** A server process started by a test, and ways to read its output. */
export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Waits (bounded) until its output matches `pattern`; fails at once if it exits first. */
  waitFor(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray>;
  /** Waits (bounded) for the process to exit. */
  exit(timeoutMs: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Kills it if it still runs, and waits for it to be gone. */
  kill(): Promise<void>;
}

/**
 * Runs `src/main.ts` in one Node process (no tsx CLI wrapper, which would
 * relay signals itself) on 127.0.0.1 and a free port, with `env` on top of
 * this process's environment minus DATABASE_URL.
 */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...inherited, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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

  const exit = (timeoutMs: number) =>
    new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve, reject) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        resolve({ code: child.exitCode, signal: child.signalCode });
        return;
      }
      const timer = setTimeout(
        () => reject(new Error(`no exit within ${timeoutMs} ms; output:\n${output}`)),
        timeoutMs,
      );
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        resolve({ code, signal });
      });
    });

  return {
    child,
    output: () => output,
    waitFor(pattern, timeoutMs) {
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
    exit,
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exit(10_000).catch(() => undefined);
    },
  };
}

/** The URL a spawned server printed once it listens. */
export async function serverUrl(server: ServerProcess, timeoutMs = 60_000): Promise<string> {
  const [, url] = await server.waitFor(
    /Lookout is running at (http:\/\/127\.0\.0\.1:\d+)/,
    timeoutMs,
  );
  return url ?? '';
}

/** Calls a server over HTTP the way `TestApp.call` calls an in-process app. */
export function httpCaller(baseUrl: string): Pick<TestApp, 'call'> {
  return {
    call(method, path, options = {}) {
      const init = callInit(method, options);
      return fetch(`${baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
    },
  };
}

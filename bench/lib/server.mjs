// The built Lookout server as a child process on 127.0.0.1.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './postgres.mjs';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
const mainFile = path.join(repoRoot, 'apps/server/dist/main.js');

/** Builds the server when its dist is missing (`BENCH_BUILD=1` builds always). */
export function ensureServerBuilt() {
  if (existsSync(mainFile) && process.env.BENCH_BUILD !== '1') return;
  console.info('Building @lookout/server…');
  const result = spawnSync('pnpm', ['--filter', '@lookout/server', 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error('pnpm --filter @lookout/server build failed');
}

async function waitForVersion(url, child, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/v1/version`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer /v1/version within ${seconds} s`);
}

/**
 * Starts `node apps/server/dist/main.js` with `databaseUrl` (PostgreSQL) or,
 * when it is undefined, embedded PGlite in `dataDir`. Output goes to
 * `dataDir/server.log`. `env` adds or overrides environment variables;
 * `node` is the Node binary to run it with (this process's by default).
 *
 * @example startServer({ databaseUrl, dataDir, env: { NODE_ENV: 'production' } })
 */
export async function startServer({
  databaseUrl,
  dataDir,
  env: extraEnv = {},
  node = process.execPath,
}) {
  ensureServerBuilt();
  mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOOKOUT_DATA_DIR: dataDir,
    LOOKOUT_RATE_LIMIT_PER_MINUTE: '100000000',
    LOOKOUT_APP_URL: `http://127.0.0.1:${port}`,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...extraEnv,
  };
  const log = createWriteStream(path.join(dataDir, 'server.log'));
  // Node flags for the server, e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"
  // to profile it under load (NODE_OPTIONS may not carry --cpu-prof).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(node, [...nodeArgs, mainFile], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitForVersion(url, child, 120);
  } catch (error) {
    await stop();
    throw new Error(`${error.message} (see ${path.join(dataDir, 'server.log')})`);
  }
  /** Null while the server runs; its exit code (or signal) once it has exited. */
  const exited = () => child.exitCode ?? child.signalCode;
  return { url, pid: child.pid, stop, exited };
}

import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, '../../../../scripts/throwaway-postgres.sh');
const bin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** Whether the PostgreSQL server binaries a throwaway cluster needs are installed. */
export function postgresBinariesPresent(): boolean {
  return existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_ctl'));
}

/** A PostgreSQL cluster of one test file, which the test may restart, stop and start. */
export interface ThrowawayCluster {
  url: string;
  /** `pg_ctl restart -m fast`: sessions are ended, the server is back when this resolves. */
  restart(): Promise<void>;
  /** `pg_ctl stop -m fast`. */
  stop(): Promise<void>;
  /** Starts a stopped cluster again on the same port. */
  start(): Promise<void>;
  /** Stops it at once and deletes its files. */
  remove(): Promise<void>;
}

/**
 * Starts a cluster with scripts/throwaway-postgres.sh (127.0.0.1, a free
 * port). Commands run asynchronously, so clients in the test process keep
 * running while the server restarts.
 */
export async function startThrowawayCluster(): Promise<ThrowawayCluster> {
  // Not under a mkdtemp folder: as root the cluster runs as `postgres`, who must reach the folder.
  const dir = path.join(tmpdir(), `lookout-cluster-${randomBytes(6).toString('hex')}`);
  const { stdout } = await run('bash', [script, 'start', dir], { timeout: 60_000 });
  const url = stdout.trim();
  const dataDir = path.join(dir, 'data');
  // initdb and pg_ctl refuse root: the script's owner is `postgres` then.
  const pgCtl = (...args: string[]) => {
    const command = [path.join(bin, 'pg_ctl'), '-D', dataDir, '-w', '-t', '30', ...args];
    const [file, argv] =
      process.getuid?.() === 0
        ? ['runuser', ['-u', 'postgres', '--', ...command]]
        : [command[0] ?? '', command.slice(1)];
    return run(file, argv, { timeout: 60_000 }).then(() => undefined);
  };
  return {
    url,
    restart: () => pgCtl('-m', 'fast', '-l', path.join(dir, 'server.log'), 'restart'),
    stop: () => pgCtl('-m', 'fast', 'stop'),
    // `restart` of a stopped cluster starts it with the options of its first start
    // (postmaster.opts: port, socket folder, settings), which `start` would need again.
    start: () => pgCtl('-l', path.join(dir, 'server.log'), 'restart'),
    remove: () => run('bash', [script, 'stop', dir], { timeout: 60_000 }).then(() => undefined),
  };
}

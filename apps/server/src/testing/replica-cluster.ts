import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, '../../../../scripts/throwaway-postgres.sh');
const bin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const asRoot = process.getuid?.() === 0;

/** A throwaway primary and its streaming replica (made with `pg_basebackup -R`), on 127.0.0.1. */
export interface ReplicatedCluster {
  primaryUrl: string;
  replicaUrl: string;
  /** Stops the replica (`pg_ctl stop -m fast`), as an outage would. */
  stopReplica(): Promise<void>;
  /** Stops both servers at once and deletes their files. */
  remove(): Promise<void>;
}

/** Runs a PostgreSQL binary as the clusters' owner (`postgres` when the tests run as root). */
function asOwner(command: string, args: string[]) {
  const [file, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]]
    : [path.join(bin, command), args];
  return run(file, argv, { timeout: 120_000 });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts a primary with scripts/throwaway-postgres.sh, copies it with
 * `pg_basebackup -R` (which writes the standby settings) and starts the copy
 * as a hot standby streaming from it, each on its own port and data folder.
 */
export async function startReplicatedCluster(): Promise<ReplicatedCluster> {
  // Not under a mkdtemp folder: as root the clusters run as `postgres`, who must reach them.
  const base = path.join(tmpdir(), `lookout-replicated-${randomBytes(6).toString('hex')}`);
  const primaryDir = path.join(base, 'primary');
  const replicaDir = path.join(base, 'replica');
  await mkdir(base, { recursive: true });
  if (asRoot) await run('chown', ['postgres', base]);
  const { stdout } = await run('bash', [script, 'start', primaryDir], { timeout: 120_000 });
  const primaryUrl = stdout.trim();
  const primaryPort = new URL(primaryUrl).port;
  const replicaData = path.join(replicaDir, 'data');
  const stopAll = async () => {
    await asOwner('pg_ctl', ['-D', replicaData, '-m', 'immediate', '-w', 'stop']).catch(
      () => undefined,
    );
    await run('bash', [script, 'stop', primaryDir], { timeout: 60_000 }).catch(() => undefined);
    await rm(base, { recursive: true, force: true });
  };
  try {
    await mkdir(replicaDir, { recursive: true });
    if (asRoot) await run('chown', ['postgres', replicaDir]);
    await asOwner('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      primaryPort,
      '-U',
      'lookout',
      '-D',
      replicaData,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
    const replicaPort = await freePort();
    await asOwner('pg_ctl', [
      '-D',
      replicaData,
      '-l',
      path.join(replicaDir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${replicaPort} -k ${replicaDir} -c hot_standby=on -c max_connections=200 -c fsync=off`,
      'start',
    ]);
    return {
      primaryUrl,
      replicaUrl: `postgres://lookout@127.0.0.1:${replicaPort}/postgres`,
      stopReplica: () =>
        asOwner('pg_ctl', ['-D', replicaData, '-m', 'fast', '-w', 'stop']).then(() => undefined),
      remove: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

// A PostgreSQL 15 cluster for benchmarks, on 127.0.0.1 only, with
// production-like durability (fsync, synchronous commit, full-page writes):
// the cluster of scripts/throwaway-postgres.sh turns those off, which would
// flatter write throughput. initdb refuses root, so as root it runs as `postgres`.
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const bin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const isRoot = process.getuid?.() === 0;

/** Settings of a small production server (2 cores, 24 GiB), durability on. */
export const productionSettings = [
  'fsync=on',
  'synchronous_commit=on',
  'full_page_writes=on',
  'shared_buffers=2GB',
  'effective_cache_size=12GB',
  'work_mem=16MB',
  'maintenance_work_mem=1GB',
  'max_wal_size=8GB',
  'checkpoint_timeout=15min',
  'checkpoint_completion_target=0.9',
  'random_page_cost=1.1',
  'max_connections=100',
  'shared_preload_libraries=auto_explain,pg_stat_statements',
  'pg_stat_statements.track=top',
  'auto_explain.log_analyze=on',
  'auto_explain.log_buffers=on',
  'auto_explain.log_timing=on',
];

function asOwner(command, args, options = {}) {
  const [file, argv] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  return execFileSync(file, argv, { encoding: 'utf8', ...options });
}

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the cluster in `dir` (created with initdb when new) and returns its
 * URL and a stop function. `BENCH_PG_OPTS` adds settings, e.g.
 * `BENCH_PG_OPTS="fsync=off synchronous_commit=off"`.
 */
export async function startPostgres(dir) {
  if (!existsSync(path.join(bin, 'initdb')))
    throw new Error(`PostgreSQL 15 binaries not found in ${bin} (set PG_BIN)`);
  mkdirSync(dir, { recursive: true });
  // The `postgres` user must be able to reach the directory (mkdtemp makes 0700 parents).
  const parent = path.dirname(dir);
  if (isRoot) chmodSync(parent, statSync(parent).mode | 0o711);
  if (isRoot)
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()), 0);
  const data = path.join(dir, 'data');
  if (!existsSync(path.join(data, 'PG_VERSION'))) {
    asOwner(
      path.join(bin, 'initdb'),
      ['-D', data, '-U', 'lookout', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
  }
  const port = await freePort();
  const extra = (process.env.BENCH_PG_OPTS ?? '').split(/\s+/).filter(Boolean);
  const settings = [...productionSettings, ...extra].map((setting) => `-c ${setting}`).join(' ');
  const log = path.join(dir, 'server.log');
  try {
    asOwner(
      path.join(bin, 'pg_ctl'),
      [
        '-D',
        data,
        '-l',
        log,
        '-w',
        '-t',
        '60',
        '-o',
        `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} ${settings}`,
        'start',
      ],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
  } catch (error) {
    const tail = existsSync(log) ? readFileSync(log, 'utf8').slice(-2000) : '';
    throw new Error(`PostgreSQL did not start: ${error.message}\n${tail}`);
  }
  let stopped = false;
  return {
    url: `postgres://lookout@127.0.0.1:${port}/postgres`,
    log,
    settings: [...productionSettings, ...extra],
    stop() {
      if (stopped) return;
      stopped = true;
      asOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', '-t', '120', 'stop'], {
        stdio: 'ignore',
      });
    },
  };
}

/** Removes a cluster directory (stop it first). */
export function removeCluster(dir) {
  rmSync(dir, { recursive: true, force: true });
}

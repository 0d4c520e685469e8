// The built web app the server serves in production (NODE_ENV=production,
// LOOKOUT_WEB_DIR), built when missing and checked for staleness.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './server.mjs';

const webDist = path.join(repoRoot, 'apps/web/dist');
const webSrc = path.join(repoRoot, 'apps/web/src');

/** The newest modification time (ms) of the files under `dir`. */
function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(
      newest,
      statSync(path.join(entry.parentPath ?? entry.path, entry.name)).mtimeMs,
    );
  }
  return newest;
}

/**
 * The directory of the built web app: `BENCH_WEB_DIR` when set, else `apps/web/dist`, which
 * `pnpm --filter @lookout/web build` makes when it is missing or `BENCH_BUILD_WEB=1`. Returns
 * the directory, when its index.html was written and whether `apps/web/src` changed since.
 *
 * @example const web = ensureWebBuilt(); startServer({ ..., env: { LOOKOUT_WEB_DIR: web.dir } })
 */
export function ensureWebBuilt() {
  const dir = path.resolve(process.env.BENCH_WEB_DIR ?? webDist);
  const index = path.join(dir, 'index.html');
  let built = false;
  if (!process.env.BENCH_WEB_DIR && (!existsSync(index) || process.env.BENCH_BUILD_WEB === '1')) {
    console.info(
      existsSync(index)
        ? 'Building @lookout/web (BENCH_BUILD_WEB=1)…'
        : 'apps/web/dist is missing: building @lookout/web…',
    );
    const result = spawnSync('pnpm', ['--filter', '@lookout/web', 'build'], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
    });
    if (result.status !== 0) throw new Error('pnpm --filter @lookout/web build failed');
    built = true;
  }
  if (!existsSync(index)) throw new Error(`${index} is missing (BENCH_WEB_DIR?)`);
  const builtAt = statSync(index).mtimeMs;
  return { dir, built, builtAt: new Date(builtAt), stale: newestMtime(webSrc) > builtAt };
}

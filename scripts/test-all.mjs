// `pnpm test:all`: every check of the repository, in order, then one line
// `N passed, N failed` counting test cases across Vitest and Playwright.
//
// Tiers: lint, build, typecheck, the packed client installed outside the
// workspace (scripts/check-client-package.mjs), unit + integration tests
// (PGlite always, PostgreSQL when DATABASE_URL is set or a local PostgreSQL 15
// can be started), end-to-end tests in Chromium, the Storybook build, and with
// CI=true or LOOKOUT_TEST_NODE_VERSIONS=1 the server on Node 22 and 24
// (scripts/check-node-versions.mjs). With CI=true a tier that cannot run (no
// Chromium, no PostgreSQL) fails instead of being skipped.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const ci = process.env.CI === 'true';
const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
};
const failures = [];
const warnings = [];

function banner(title) {
  console.info(`\n━━━ ${title} ━━━`);
}

// The lines of a failed tier's output worth repeating in the summary: CI
// often shows only the end of the output, where the summary is.
const noteworthy =
  /(FAIL|Unhandled|Error|ERROR|Failed:|failed|Timeout|timed out|✗|×|ELIFECYCLE|exit code)/;
const failureDetails = [];

/** Runs one tier, streaming its output; resolves to whether it passed. */
function run(title, command, args) {
  banner(title);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['inherit', 'pipe', 'pipe'] });
    const lines = [];
    let partial = '';
    const collect = (chunk) => {
      const text = partial + stripVTControlCharacters(chunk.toString('utf8'));
      const parts = text.split('\n');
      partial = parts.pop() ?? '';
      for (const line of parts)
        if (noteworthy.test(line) && !/\b0 failed\b/.test(line)) lines.push(line);
      if (lines.length > 400) lines.splice(0, lines.length - 200);
    };
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      collect(chunk);
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      collect(chunk);
    });
    child.on('error', (error) => {
      failures.push(title);
      failureDetails.push({ title, lines: [], error: error.message });
      resolve(false);
    });
    child.on('close', (status) => {
      if (status !== 0) {
        failures.push(title);
        failureDetails.push({ title, lines: lines.slice(-80), error: `exit status ${status}` });
      }
      resolve(status === 0);
    });
  });
}

function workspaceDirs() {
  return ['apps', 'packages'].flatMap((group) =>
    readdirSync(path.join(root, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(root, group, entry.name)),
  );
}

function countReports() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const dir of workspaceDirs()) {
    const vitest = path.join(dir, '.reports/vitest.json');
    if (existsSync(vitest)) {
      const report = JSON.parse(readFileSync(vitest, 'utf8'));
      passed += report.numPassedTests;
      failed += report.numFailedTests;
      skipped += report.numPendingTests + report.numTodoTests;
    }
    const playwright = path.join(dir, '.reports/playwright.json');
    if (existsSync(playwright)) {
      const { stats } = JSON.parse(readFileSync(playwright, 'utf8'));
      passed += stats.expected + stats.flaky;
      failed += stats.unexpected;
      skipped += stats.skipped;
    }
  }
  return { passed, failed, skipped };
}

// Reports of an earlier run must not be counted again.
for (const dir of workspaceDirs())
  rmSync(path.join(dir, '.reports'), { recursive: true, force: true });

// PostgreSQL tier: the given DATABASE_URL, or a throwaway local cluster.
let throwawayPostgres;
if (!env.DATABASE_URL) {
  const pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
  if (existsSync(path.join(pgBin, 'initdb'))) {
    throwawayPostgres = mkdtempSync(path.join(tmpdir(), 'lookout-test-pg-'));
    env.DATABASE_URL = execFileSync(
      'bash',
      ['scripts/throwaway-postgres.sh', 'start', throwawayPostgres],
      {
        cwd: root,
        encoding: 'utf8',
      },
    ).trim();
    console.info(`Started a throwaway PostgreSQL for the tests: ${env.DATABASE_URL}`);
  } else if (ci) {
    failures.push('PostgreSQL tier (set DATABASE_URL or install PostgreSQL 15 server binaries)');
  } else {
    warnings.push(
      'PostgreSQL tier skipped: set DATABASE_URL or install PostgreSQL 15 server binaries.',
    );
  }
}

try {
  const steps = [
    ['Lint and format (Biome)', 'pnpm', ['exec', 'biome', 'ci', '.']],
    ['Build', 'pnpm', ['exec', 'turbo', 'run', 'build']],
    ['Typecheck', 'pnpm', ['exec', 'turbo', 'run', 'typecheck']],
  ];
  let built = true;
  for (const [title, command, args] of steps) {
    built = await run(title, command, args);
    if (!built) break;
  }
  if (built) {
    await run('Client package installed outside the workspace', 'node', [
      'scripts/check-client-package.mjs',
    ]);

    await run('Unit and integration tests', 'pnpm', [
      'exec',
      'turbo',
      'run',
      'test',
      '--concurrency=1',
      '--continue',
    ]);

    const chromium = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
    if (existsSync(chromium)) {
      env.CHROMIUM_PATH = chromium;
      await run('End-to-end tests (Chromium)', 'pnpm', [
        'exec',
        'turbo',
        'run',
        'e2e',
        '--continue',
      ]);
    } else if (ci) {
      failures.push(`End-to-end tests: no Chromium at ${chromium}`);
    } else {
      warnings.push(
        `End-to-end tests skipped: no Chromium at ${chromium} (apt-get install chromium).`,
      );
    }

    await run('Storybook build', 'pnpm', ['exec', 'turbo', 'run', 'build-storybook']);

    if (ci || env.LOOKOUT_TEST_NODE_VERSIONS === '1') {
      await run('Server on Node 22 and 24', 'node', ['scripts/check-node-versions.mjs']);
    } else {
      warnings.push(
        'Node 22 and 24 tier skipped (it runs with CI=true or LOOKOUT_TEST_NODE_VERSIONS=1).',
      );
    }
  }
} finally {
  if (throwawayPostgres) {
    execFileSync('bash', ['scripts/throwaway-postgres.sh', 'stop', throwawayPostgres], {
      cwd: root,
    });
  }
}

const { passed, failed, skipped } = countReports();
banner('Summary');
for (const warning of warnings) console.warn(`warning: ${warning}`);
for (const { title, lines, error } of failureDetails) {
  console.error(`\n── why "${title}" failed (the noteworthy lines of its output) ──`);
  if (error) console.error(error);
  for (const line of lines) console.error(line);
}
for (const failure of failures) console.error(`failed: ${failure}`);
console.info(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);

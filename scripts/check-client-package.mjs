// `node scripts/check-client-package.mjs`: proves that @lookout/client, as it
// would be published, installs and works in a project that knows nothing of
// this workspace. Run it after `pnpm build` (scripts/test-all.mjs does).
//
// 1. `pnpm pack`s @lookout/domain, @lookout/filters and @lookout/client (pnpm
//    turns `workspace:*` and `catalog:` into versions) and checks each manifest.
// 2. Installs the three tarballs with npm into an empty project in a temp
//    folder outside the repository; zod comes from the registry like anyone's.
// 3. Type-checks and compiles scripts/client-package-consumer/consumer.ts there.
// 4. Starts the built server meanwhile (embedded PGlite, a temp data dir, a
//    free port), signs up, ingests one run with the public key, runs the compiled
//    program, which calls the server through the client with the session
//    token and with the project's private key.
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual, promisify } from 'node:util';
import { signUpOwner } from '../bench/lib/api.mjs';
import { onCleanup, runBenchmark } from '../bench/lib/lifecycle.mjs';
import { repoRoot, startServer } from '../bench/lib/server.mjs';
import { catalogVersion } from './lib/catalog-version.mjs';

/** The packages a service installs to use the client, in dependency order. */
const publishedPackages = ['domain', 'filters', 'client'];
const consumerSource = path.join(repoRoot, 'scripts/client-package-consumer');

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

function step(title) {
  console.info(`· ${elapsed()}: ${title}`);
}

/**
 * Runs a command without blocking the event loop (the server starts meanwhile);
 * its output is printed, or with `quiet` only when it fails.
 */
async function exec(command, args, cwd, { quiet = false } = {}) {
  try {
    const { stdout, stderr } = await promisify(execFile)(command, args, {
      cwd,
      maxBuffer: 16 * 1024 * 1024,
    });
    if (!quiet) {
      process.stdout.write(stdout);
      process.stderr.write(stderr);
    }
  } catch (error) {
    process.stdout.write(error.stdout ?? '');
    process.stderr.write(error.stderr ?? '');
    throw new Error(`${path.basename(command)} ${args[0]} failed in ${cwd}`);
  }
}

/** What is wrong with a packed tarball for someone installing it from the registry. */
function manifestProblems(tarball) {
  const manifest = JSON.parse(
    execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }),
  );
  const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n');
  const problems = [];
  if (manifest.private) problems.push('is private');
  for (const field of ['license', 'repository', 'exports', 'engines'])
    if (!manifest[field]) problems.push(`has no "${field}"`);
  // npm reads UNLICENSED as "all rights reserved": the packages share the repository's Apache-2.0.
  if (manifest.license !== 'Apache-2.0')
    problems.push(`has licence ${manifest.license}, not Apache-2.0`);
  for (const [name, spec] of Object.entries(manifest.dependencies ?? {}))
    if (/^(workspace|catalog|link|file):/.test(spec))
      problems.push(`depends on ${name}@${spec}, which the registry cannot resolve`);
  for (const file of ['README.md', 'dist/index.js', 'dist/index.d.ts'])
    if (!files.includes(`package/${file}`)) problems.push(`lacks ${file}`);
  const tests = files.filter((file) => /\.test\.tsx?$|\/testing\//.test(file));
  if (tests.length > 0) problems.push(`ships test code (${tests[0]})`);
  return problems.map((problem) => `${manifest.name}: ${problem}`);
}

async function packTarballs(dir) {
  for (const name of publishedPackages) {
    const packageDir = path.join(repoRoot, 'packages', name);
    if (!existsSync(path.join(packageDir, 'dist/index.js')))
      throw new Error(`packages/${name}/dist is missing: run \`pnpm build\` first`);
    await exec('pnpm', ['pack', '--pack-destination', dir], packageDir, { quiet: true });
  }
  const tarballs = readdirSync(dir)
    .filter((file) => file.endsWith('.tgz'))
    .map((file) => path.join(dir, file));
  const problems = tarballs.flatMap(manifestProblems);
  if (problems.length > 0)
    throw new Error(`the packed packages are not publishable:\n${problems.join('\n')}`);
  return tarballs;
}

/** An empty npm project outside the workspace with the tarballs, TypeScript and Node's types. */
async function installConsumer(dir, tarballs) {
  if (!path.relative(repoRoot, dir).startsWith('..'))
    throw new Error(`${dir} is inside the workspace; the check needs a folder outside it`);
  writeFileSync(
    path.join(dir, 'package.json'),
    `${JSON.stringify({ name: 'lookout-client-consumer', private: true, type: 'module' }, null, 2)}\n`,
  );
  cpSync(consumerSource, dir, { recursive: true });
  await exec(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--loglevel=error',
      ...tarballs,
      `typescript@${catalogVersion('typescript')}`,
      `@types/node@${catalogVersion('@types/node')}`,
    ],
    dir,
  );
}

async function ingestOneRun(url, publicKey) {
  const runId = crypto.randomUUID();
  const events = [
    { event: 'start', type: 'llm', runId, name: 'gpt-4o-mini', timestamp: Date.now(), input: 'Hi' },
    { event: 'end', type: 'llm', runId, timestamp: Date.now() + 40, output: 'Hello' },
  ];
  const response = await fetch(`${url}/v1/runs/ingest`, {
    method: 'POST',
    headers: { authorization: `Bearer ${publicKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ events }),
  });
  if (!response.ok)
    throw new Error(`ingestion answered ${response.status}: ${await response.text()}`);
}

runBenchmark('check-client-package', 170, async () => {
  const work = mkdtempSync(path.join(tmpdir(), 'lookout-client-package-'));
  onCleanup(() => rm(work, { recursive: true, force: true }));
  const tarballDir = path.join(work, 'tarballs');
  const consumerDir = path.join(work, 'consumer');
  mkdirSync(tarballDir);
  mkdirSync(consumerDir);

  // The server starts (PGlite: seconds) while the packages are packed and installed.
  const serverStarting = startServer({ dataDir: path.join(work, 'server') });
  serverStarting.catch(() => {}); // awaited below; not an unhandled rejection meanwhile
  onCleanup(async () => (await serverStarting.catch(() => null))?.stop());

  step('packing @lookout/domain, @lookout/filters and @lookout/client');
  const tarballs = await packTarballs(tarballDir);
  step(`installing ${tarballs.map((file) => path.basename(file)).join(', ')} into ${consumerDir}`);
  await installConsumer(consumerDir, tarballs);
  step('type-checking and compiling consumer.ts against the installed packages');
  await exec(path.join(consumerDir, 'node_modules/.bin/tsc'), ['-p', '.'], consumerDir);

  step('signing up on the built server (embedded PGlite) and ingesting one run');
  const server = await serverStarting;
  const owner = await signUpOwner(server.url);
  await ingestOneRun(server.url, owner.publicKey);

  step('calling the server through the installed client');
  const printed = execFileSync(process.execPath, ['dist/consumer.js'], {
    cwd: consumerDir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      LOOKOUT_URL: server.url,
      LOOKOUT_PROJECT_ID: owner.projectId,
      LOOKOUT_SESSION_TOKEN: owner.token,
      LOOKOUT_PRIVATE_KEY: owner.privateKey,
    },
  });
  const answer = JSON.parse(printed.trim().split('\n').at(-1));
  const expected = {
    normalisedEmail: 'ada@example.com',
    email: owner.email,
    projectIds: [owner.projectId],
    runNames: ['gpt-4o-mini'],
    count: 1,
    userCallWithKey: '403',
  };
  if (!isDeepStrictEqual(answer, expected))
    throw new Error(
      `the client answered ${JSON.stringify(answer)}, expected ${JSON.stringify(expected)}`,
    );
  console.info(
    `The packed client installs outside the workspace, type-checks and calls the server with a session token and a private key (${elapsed()}).`,
  );
});

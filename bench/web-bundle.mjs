#!/usr/bin/env node
// Prints the JavaScript the first route loads (index.html's module script and
// what it preloads) beside its 150 kB gzip limit, what opening the app on a
// few pages loads in all (the first route and those pages' chunks, which load
// with their route), and the size of each lazily loaded chunk, raw and gzipped,
// from the built web app. With BENCH_BASELINE_WEB_DIR (the dist of another
// build, e.g. of the previous release) it prints what the first route gained
// or lost beside it. See bench/README.md.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { printTable } from './lib/stats.mjs';
import { ensureWebBuilt } from './lib/web-app.mjs';

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** Issue 18: the first route's JavaScript, gzipped, at most. */
const firstRouteLimitGzip = 150_000;

/**
 * Pages the app is often opened on, with the modules their routes load (router.tsx): the
 * layout and the page. Their chunks load beside each other, after the first route's.
 */
const openingPages = [
  [
    '/login (signed out)',
    ['src/app/auth-layout.tsx', 'src/features/auth/components/login-page.tsx'],
  ],
  ['/logs', ['src/app/shell/app-shell.tsx', 'src/app/pages/logs-route.tsx']],
  ['/dashboards (home)', ['src/app/shell/app-shell.tsx', 'src/app/pages/dashboards-route.tsx']],
];

/** Raw and gzip (level 9) sizes of one built file. */
function sizeOf(file) {
  const content = readFileSync(file);
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

/** The scripts index.html loads before the app shows: its module entry and modulepreloads. */
function firstRouteScripts(dir) {
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const sources = [
    ...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1]);
  return sources.map((source) => path.join(dir, source.replace(/^\//, '')));
}

/** Total raw and gzip sizes of the first route's scripts. */
function firstRoute(dir) {
  return total(firstRouteScripts(dir));
}

/**
 * Which chunk file holds each source module (`src/...`, relative to the web app), read from the
 * chunks' source maps: a module grouped into a shared chunk has no manifest entry of its own.
 */
function chunkOfModules(dir) {
  const assets = path.join(dir, 'assets');
  const chunks = new Map();
  for (const name of readdirSync(assets).filter((file) => file.endsWith('.js.map'))) {
    const map = JSON.parse(readFileSync(path.join(assets, name), 'utf8'));
    for (const source of map.sources ?? []) {
      const module = path.relative(path.dirname(dir), path.resolve(assets, source));
      chunks.set(module, `assets/${name.replace(/\.map$/, '')}`);
    }
  }
  return chunks;
}

/**
 * The files of the chunks `sources` need (with their static imports) from Vite's manifest,
 * or null when the build wrote none (a build before the manifest was on).
 */
function chunkFiles(dir, sources) {
  const manifestFile = path.join(dir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const modules = chunkOfModules(dir);
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in ${manifestFile}: was it renamed?`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources)
    visit(manifest[source] ? source : (keyOfFile.get(modules.get(source)) ?? source));
  return [...files].map((file) => path.join(dir, file));
}

/** Raw and gzip totals of `files`. */
function total(files) {
  return files
    .map(sizeOf)
    .reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }), {
      raw: 0,
      gzip: 0,
    });
}

const web = ensureWebBuilt();
if (web.stale) console.warn('apps/web/src changed since this build: BENCH_BUILD_WEB=1 rebuilds it');
const first = firstRoute(web.dir);
const firstFiles = new Set(firstRouteScripts(web.dir).map((file) => path.basename(file)));
const assets = path.join(web.dir, 'assets');
const lazy = readdirSync(assets)
  .filter((name) => name.endsWith('.js') && !firstFiles.has(name))
  .map((name) => ({ name, ...sizeOf(path.join(assets, name)) }))
  .sort((a, b) => b.raw - a.raw);

console.info(`\nWeb app built ${web.builtAt.toISOString()} in ${web.dir}\n`);
const limitNote = (gzip) =>
  `${gzip <= firstRouteLimitGzip ? 'within' : 'over'} ${kB(firstRouteLimitGzip)} gzip`;
const rows = [
  [
    'first route (index.html scripts)',
    firstFiles.size,
    kB(first.raw),
    kB(first.gzip),
    limitNote(first.gzip),
  ],
];
for (const [page, sources] of openingPages) {
  const files = chunkFiles(web.dir, sources);
  if (!files) continue;
  const firstPaths = new Set(firstRouteScripts(web.dir));
  const openingFiles = [...firstPaths, ...files.filter((file) => !firstPaths.has(file))];
  const opening = total(openingFiles);
  rows.push([
    `opening ${page}, in all`,
    openingFiles.length,
    kB(opening.raw),
    kB(opening.gzip),
    limitNote(opening.gzip),
  ]);
}
const baselineDir = process.env.BENCH_BASELINE_WEB_DIR;
if (baselineDir) {
  const baseline = firstRoute(path.resolve(baselineDir));
  rows.push(['first route, baseline', '', kB(baseline.raw), kB(baseline.gzip)]);
  rows.push([
    'first route, added',
    '',
    kB(first.raw - baseline.raw),
    kB(first.gzip - baseline.gzip),
  ]);
}
for (const chunk of lazy) rows.push([`lazy: ${chunk.name}`, 1, kB(chunk.raw), kB(chunk.gzip)]);
rows.push([`lazy chunks in all`, lazy.length, '', '']);
printTable(['JavaScript', 'files', 'raw', 'gzip', 'limit'], rows);

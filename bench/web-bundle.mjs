#!/usr/bin/env node
// Prints the JavaScript the first route loads (index.html's module script and
// what it preloads) and the size of each lazily loaded chunk, raw and gzipped,
// from the built web app. With BENCH_BASELINE_WEB_DIR (the dist of another
// build, e.g. of the previous release) it prints what the first route gained
// or lost beside it. See bench/README.md.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { printTable } from './lib/stats.mjs';
import { ensureWebBuilt } from './lib/web-app.mjs';

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

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
  return firstRouteScripts(dir)
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
const rows = [['first route (index.html scripts)', kB(first.raw), kB(first.gzip)]];
const baselineDir = process.env.BENCH_BASELINE_WEB_DIR;
if (baselineDir) {
  const baseline = firstRoute(path.resolve(baselineDir));
  rows.push(['first route, baseline', kB(baseline.raw), kB(baseline.gzip)]);
  rows.push(['first route, added', kB(first.raw - baseline.raw), kB(first.gzip - baseline.gzip)]);
}
for (const chunk of lazy) rows.push([`lazy: ${chunk.name}`, kB(chunk.raw), kB(chunk.gzip)]);
printTable(['JavaScript', 'raw', 'gzip'], rows);

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config/env.js';
import { openDatabase } from './db/database.js';
import { startServer } from './server.js';

const appScript = `console.log(${JSON.stringify('Lookout '.repeat(200))})`;

describe('startServer in production mode on embedded PGlite', () => {
  let dataDir: string;
  let webDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lookout-data-'));
    webDir = await mkdtemp(path.join(tmpdir(), 'lookout-web-'));
    await mkdir(path.join(webDir, 'assets'));
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Lookout</title>');
    await writeFile(path.join(webDir, 'assets', 'app.js'), appScript);
    // The web build writes a Brotli copy beside each asset.
    await writeFile(path.join(webDir, 'assets', 'app.js.br'), brotliCompressSync(appScript));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
    await rm(webDir, { recursive: true, force: true });
  });

  const config = () =>
    loadConfig({
      HOST: '127.0.0.1',
      LOOKOUT_DATA_DIR: dataDir,
      LOOKOUT_WEB_DIR: webDir,
      NODE_ENV: 'production',
    });

  it('serves the API, the web app and its SPA fallback on one port, then keeps data across restarts', async () => {
    const server = await startServer({ ...config(), port: 0 });
    try {
      const version = await fetch(`${server.url}/v1/version`);
      expect(await version.json()).toHaveProperty('version');

      const deepLink = await fetch(`${server.url}/logs/abc?type=llm`);
      expect(deepLink.status).toBe(200);
      expect(await deepLink.text()).toContain('<title>Lookout</title>');

      const asset = await fetch(`${server.url}/assets/app.js`);
      expect(asset.headers.get('cache-control')).toContain('immutable');
      expect(asset.headers.get('content-encoding')).toBeNull();
      expect(await asset.text()).toBe(appScript);

      // A browser that accepts Brotli gets the precompressed copy, decoded to the same script.
      const compressed = await fetch(`${server.url}/assets/app.js`, {
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(compressed.headers.get('content-encoding')).toBe('br');
      expect(compressed.headers.get('vary')).toContain('Accept-Encoding');
      expect(await compressed.text()).toBe(appScript);

      // API answers are gzip-compressed for clients that accept it.
      const document = await fetch(`${server.url}/v1/openapi.json`, {
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(document.headers.get('content-encoding')).toBe('gzip');
      expect(await document.json()).toHaveProperty('openapi');

      const staleAsset = await fetch(`${server.url}/assets/old-build.js`);
      expect(staleAsset.status).toBe(404);

      const missingApi = await fetch(`${server.url}/auth/missing`);
      expect(missingApi.status).toBe(404);
      expect(await missingApi.json()).toMatchObject({ error: 'Not found' });
    } finally {
      await server.stop();
    }

    // The data directory was closed cleanly: it opens again with the schema in place.
    const reopened = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      const applied = await reopened.db.selectFrom('kysely_migration').select('name').execute();
      expect(applied.length).toBeGreaterThan(0);
      // The server ran its background jobs and stopped them cleanly: none is left running
      // (finished or handed back), and each recurring sweep has exactly one next turn queued.
      const jobs = await reopened.db.selectFrom('job').select(['kind', 'state']).execute();
      expect(jobs.filter((job) => job.state === 'running')).toEqual([]);
      const queued = jobs.filter((job) => job.state === 'queued').map((job) => job.kind);
      expect(queued.sort()).toEqual(
        [
          'alerts.evaluate',
          'enrichments.sweep',
          'evaluations.realtime-sweep',
          'jobs.sweep-finished',
          'pending-run-events.sweep',
          'rate-limits.sweep',
          'retention.sweep',
          'runs.settle-sweep',
          'search.content-facts',
          'search.index',
          'search.vocabulary-prune',
          'warehouse.sweep',
        ].sort(),
      );
    } finally {
      await reopened.close();
    }
  });

  it('refuses to start in production without a built web app', async () => {
    await expect(
      startServer({ ...config(), port: 0, webDir: path.join(webDir, 'missing') }),
    ).rejects.toThrow('The web app is not built');
  });
});

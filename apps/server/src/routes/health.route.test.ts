import type { ApiError, HealthResponse, Readiness } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { checkReadiness } from '../db/readiness.js';
import { createStartingApp } from '../starting-app.js';
import { createTestApp, json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { healthRoutes } from './health.route.js';

describe.each(testDatabaseTargets())('health and readiness on $kind', (target) => {
  let api: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const database = await target.open();
    close = () => database.close();
    api = await createTestApp(database);
  });
  afterAll(async () => {
    await close?.();
  });

  it('answers liveness and readiness 200 without a token once started on a migrated database', async () => {
    const health = await api.call('GET', '/v1/health');
    expect(health.status).toBe(200);
    expect(await json<HealthResponse>(health)).toMatchObject({ status: 'ok', started: true });
    const ready = await api.call('GET', '/v1/ready');
    expect(ready.status).toBe(200);
    expect(await json<Readiness>(ready)).toEqual({
      database: 'reachable',
      migrations: 'current',
      started: true,
    });
  });

  it('lists both routes in the OpenAPI document', async () => {
    const document = await json<{ paths: Record<string, unknown> }>(
      api.call('GET', '/v1/openapi.json'),
    );
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/v1/health', '/v1/ready']),
    );
  });
});

describe('readiness of a database whose migrations have not run', () => {
  it('answers 503 naming pending migrations', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      const routes = healthRoutes({
        started: true,
        readiness: () => checkReadiness(database.db),
      });
      const ready = await routes.request('/ready');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({
        error: 'Not ready',
        code: 'database_unavailable',
        database: 'reachable',
        migrations: 'pending',
      });
    } finally {
      await database.close();
    }
  });
});

describe('the server waiting for an unreachable PostgreSQL', () => {
  it('is alive, not ready, and answers every API call 503 database_unavailable with Retry-After', async () => {
    // Port 9 (discard) on 127.0.0.1: nothing listens there.
    const database = await openDatabase({ kind: 'postgres', url: 'postgres://x@127.0.0.1:9/x' });
    try {
      const app = createStartingApp({ db: database.db });
      const health = await app.request('/v1/health');
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok', started: false });

      const ready = await app.request('/v1/ready');
      expect(ready.status).toBe(503);
      expect(ready.headers.get('retry-after')).toBe('5');
      expect(await ready.json()).toMatchObject({
        code: 'database_unavailable',
        database: 'unreachable',
        migrations: 'unknown',
        started: false,
      });

      for (const [method, path] of [
        ['POST', '/v1/runs/ingest'],
        ['GET', '/v1/projects'],
        ['POST', '/auth/login'],
      ] as const) {
        const response = await app.request(path, { method });
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toBe('5');
        const body = await json<ApiError>(response);
        expect(body).toMatchObject({ error: 'Database unavailable', code: 'database_unavailable' });
        expect(body.message).toMatch(/try again/);
      }
    } finally {
      await database.close();
    }
  });

  it('sends its 503 with the security headers, no-store and CORS, so a browser SDK can read it', async () => {
    const database = await openDatabase({ kind: 'postgres', url: 'postgres://x@127.0.0.1:9/x' });
    try {
      const app = createStartingApp({ db: database.db, corsOrigins: ['https://app.example'] });
      const response = await app.request('/v1/runs/ingest', {
        method: 'POST',
        headers: { origin: 'https://app.example' },
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('access-control-allow-origin')).toBe('https://app.example');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    } finally {
      await database.close();
    }
  });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { signUp } from '../testing/accounts.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string[]> {
  const entries = (header ?? '').split(';').map((part) => part.trim().split(/\s+/));
  return new Map(entries.map(([name = '', ...values]) => [name, values]));
}

describe('security headers of the web app and the API', () => {
  const [pglite] = testDatabaseTargets();
  let database: DatabaseHandle;
  let api: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), 'lookout-web-'));
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Lookout</title>');
    if (!pglite) throw new Error('no PGlite target');
    database = await pglite.open();
    api = await createTestApp(database, {}, webDir);
  });
  afterAll(async () => {
    await database?.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it.each(['/', '/logs/0b7c1a52-9d7e-4a3f-8a36-2f4f0c1d9e10', '/v1/version', '/auth/login'])(
    '%s: a CSP without inline scripts that no site may frame, nosniff and a strict referrer policy',
    async (requestPath) => {
      const response = await api.call(requestPath === '/auth/login' ? 'POST' : 'GET', requestPath, {
        body: requestPath === '/auth/login' ? { email: 'a@example.com', password: 'x' } : undefined,
      });
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      // The custom-endpoint playground calls user endpoints from the browser (SPEC §7).
      expect(csp.get('connect-src')).toEqual(["'self'", 'https:', 'http:']);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    },
  );

  it('answers run data, keys and account data with Cache-Control: no-store and no ETag', async () => {
    const owner = await signUp(api);
    const paths = [
      '/v1/users/me',
      `/v1/projects/${owner.projectId}/api-keys`,
      `/v1/runs?projectId=${owner.projectId}`,
    ];
    for (const requestPath of paths) {
      const response = await api.call('GET', requestPath, { token: owner.token });
      expect([requestPath, response.status]).toEqual([requestPath, 200]);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('etag')).toBeNull();
    }
    const login = await api.call('POST', '/auth/login', {
      body: { email: owner.email, password: 'not the password' },
    });
    expect(login.headers.get('cache-control')).toBe('no-store');
    const signedOutRun = await api.call('GET', '/v1/runs/0b7c1a52-9d7e-4a3f-8a36-2f4f0c1d9e10');
    expect(signedOutRun.headers.get('cache-control')).toBe('no-store');
  });

  it('lets static public answers be cached: the version, the OpenAPI document, the docs assets', async () => {
    expect((await api.call('GET', '/v1/version')).headers.get('cache-control')).toBeNull();
    expect((await api.call('GET', '/v1/openapi.json')).headers.get('cache-control')).toBeNull();
    const bundle = await api.call('GET', '/v1/docs/swagger-ui-bundle.js');
    expect(bundle.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('serves the API docs page with scripts from files only, which the policy allows', async () => {
    const page = await api.call('GET', '/v1/docs');
    const html = await page.text();
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/ src="\.\/docs\//);
      expect(body?.trim()).toBe('');
    }
    const init = await api.call('GET', '/v1/docs/swagger-init.js');
    expect(init.headers.get('content-type')).toContain('javascript');
    expect(await init.text()).toContain('SwaggerUIBundle');
    expect(directives(page.headers.get('content-security-policy')).get('script-src')).toEqual([
      "'self'",
    ]);
  });
});

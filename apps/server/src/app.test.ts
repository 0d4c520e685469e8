import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/database.js';
import { createTestApp, type TestApp } from './testing/test-app.js';
import { testDatabaseTargets } from './testing/test-databases.js';
import { serverVersion } from './version.js';

describe.each(testDatabaseTargets())('API basics on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  beforeAll(async () => {
    database = await target.open();
    api = await createTestApp(database);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('answers GET /v1/version with the package version, without a token', async () => {
    const response = await api.call('GET', '/v1/version');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ version: serverVersion, edition: 'self-hosted' });
    expect(serverVersion).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await api.call('GET', '/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: 'Not found',
      message: 'No route for GET /nothing-here.',
    });
  });

  it('publishes an OpenAPI 3.1 document of the routes, and a page that renders it', async () => {
    const response = await api.call('GET', '/v1/openapi.json');
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/auth/signup',
        '/auth/login',
        '/v1/projects',
        '/v1/projects/{id}',
        '/v1/team/members',
        '/v1/audit-logs',
      ]),
    );
    const page = await api.call('GET', '/v1/docs');
    const html = await page.text();
    expect(html).toContain('./docs/swagger-init.js');
    // The page renders the 3.0 document: Swagger UI shows it in about a second, 3.1 in 5–7 s.
    expect(html).toContain('data-spec-url="./openapi-3.0.json"');
    const bundle = await api.call('GET', '/v1/docs/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
  });

  it('documents the SDK ingestion routes, the export download and the signed-out run reads', async () => {
    type Operation = {
      security?: Record<string, string[]>[];
      requestBody?: { content: Record<string, unknown> };
      responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
    };
    const response = await api.call('GET', '/v1/openapi.json');
    const document = (await response.json()) as {
      paths: Record<string, Record<string, Operation>>;
      components: { securitySchemes: Record<string, { type: string; scheme: string }> };
    };
    const post = (path: string) => document.paths[path]?.post;
    for (const path of [
      '/v1/runs/ingest',
      '/api/report',
      '/v1/traces',
      '/otel/v1/traces',
      '/api/public/ingestion',
      '/api/public/otel/v1/traces',
    ]) {
      expect(post(path), path).toBeDefined();
      expect(Object.keys(post(path)?.responses ?? {}), path).toEqual(
        expect.arrayContaining(['401', '403', '413']),
      );
    }
    expect(Object.keys(post('/v1/runs/ingest')?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '207', '400']),
    );
    expect(
      JSON.stringify(post('/v1/runs/ingest')?.responses['207']?.content?.['application/json']),
    ).toContain('reason');
    expect(Object.keys(post('/v1/traces')?.requestBody?.content ?? {})).toEqual([
      'application/json',
      'application/x-protobuf',
    ]);
    const langfuse = post('/api/public/ingestion');
    expect(Object.keys(langfuse?.responses ?? {})).toContain('207');
    expect(JSON.stringify(langfuse?.responses['207'])).toContain('successes');
    expect(langfuse?.security).toEqual([{ langfuseBasic: [] }, { bearer: [] }]);
    expect(document.components.securitySchemes.langfuseBasic).toMatchObject({
      type: 'http',
      scheme: 'basic',
    });
    const download = document.paths['/v1/runs/download/{token}']?.get;
    expect(Object.keys(download?.responses ?? {})).toEqual(['200', '404', '410']);
    expect(download?.security).toEqual([]);
    for (const path of ['/v1/runs/{id}', '/v1/runs/{id}/tree'])
      expect(document.paths[path]?.get?.security, path).toEqual([{ bearer: [] }, {}]);
  });

  it('documents that a runs count may stop at the cap', async () => {
    type Count = { properties: Record<string, { type: string }>; required: string[] };
    const response = await api.call('GET', '/v1/openapi.json');
    const document = (await response.json()) as {
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
    };
    const answer = document.paths['/v1/runs/count']?.get?.responses['200'] as
      | { content: { 'application/json': { schema: Count } } }
      | undefined;
    const schema = answer?.content['application/json'].schema;
    expect(schema?.properties.capped?.type).toBe('boolean');
    expect(schema?.required).toEqual(expect.arrayContaining(['count', 'capped']));
  });

  it('refuses /v1 calls without a token with 401 "Invalid access token"', async () => {
    const response = await api.call('GET', '/v1/projects');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'Invalid access token' });
  });

  it('answers CORS preflights of the browser-callable ingestion routes like those of /v1', async () => {
    const allowed = 'https://app.example.com';
    const withCors = await createTestApp(database, { corsOrigins: [allowed] });
    const preflight = (path: string, origin: string) =>
      withCors.call('OPTIONS', path, {
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
    const corsHeaders = (response: Response) =>
      Object.fromEntries(
        [...response.headers].filter(([name]) => name.startsWith('access-control-')),
      );
    const reference = await preflight('/v1/runs/ingest', allowed);
    expect(reference.status).toBe(204);
    expect(reference.headers.get('access-control-allow-origin')).toBe(allowed);
    for (const path of [
      '/api/report',
      '/api/public/ingestion',
      '/api/public/otel/v1/traces',
      '/otel/v1/traces',
      '/v1/traces',
    ]) {
      const response = await preflight(path, allowed);
      expect(response.status, path).toBe(204);
      expect(corsHeaders(response), path).toEqual(corsHeaders(reference));
      const stranger = await preflight(path, 'https://evil.example.com');
      expect(stranger.headers.get('access-control-allow-origin'), path).toBeNull();
    }
    // The real request gets the header too, so the browser lets the page read the answer.
    const report = await withCors.call('POST', '/api/report', {
      headers: { origin: allowed },
      body: { events: [] },
    });
    expect(report.headers.get('access-control-allow-origin')).toBe(allowed);
    // Without CORS_ORIGINS, no route answers for another origin.
    const plain = await api.call('OPTIONS', '/api/public/ingestion', {
      headers: { origin: allowed, 'access-control-request-method': 'POST' },
    });
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
  });
});

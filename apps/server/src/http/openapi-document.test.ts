import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { createTestApp, json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import type { OpenApiDocument } from './openapi-document.js';

const redoclyCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin/cli.js',
);
const redoclyConfig = fileURLToPath(new URL('../../redocly.yaml', import.meta.url));

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer?: string }[];
}

/** Redocly CLI's findings on `document`, with the project's redocly.yaml (its recommended rules). */
async function lint(document: unknown): Promise<LintProblem[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lookout-openapi-'));
  try {
    const file = path.join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(document));
    const args = [redoclyCli, 'lint', file, '--config', redoclyConfig, '--format=json'];
    const run = promisify(execFile)(process.execPath, [...args, '--max-problems=1000'], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
      timeout: 60_000,
      maxBuffer: 64 * 1024 * 1024,
    });
    // The linter exits with 1 when it finds an error; its JSON report is on stdout either way.
    const { stdout } = await run.catch((error: { stdout?: string }) => {
      if (!error.stdout) throw error;
      return { stdout: error.stdout };
    });
    return (JSON.parse(stdout) as { problems: LintProblem[] }).problems;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const describeProblem = (problem: LintProblem) =>
  `${problem.ruleId} at ${problem.location[0]?.pointer ?? '?'}: ${problem.message}`;

type Operation = { operationId?: string; security?: Record<string, string[]>[] };

function operationsOf(document: OpenApiDocument) {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Operation>)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({ method, path, operation })),
  );
}

// The document does not depend on the database engine, so PGlite alone serves it.
const pglite = testDatabaseTargets().find((target) => target.kind === 'pglite');

describe('the published OpenAPI document', () => {
  let database: DatabaseHandle;
  let api: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    if (!pglite) throw new Error('PGlite is always a test target');
    database = await pglite.open();
    api = await createTestApp(database);
    document = await json<OpenApiDocument>(api.call('GET', '/v1/openapi.json'));
  });
  afterAll(async () => {
    await database?.close();
  });

  it("passes Redocly's recommended rules without an error", async () => {
    const problems = await lint(document);
    expect(problems.filter((problem) => problem.severity === 'error').map(describeProblem)).toEqual(
      [],
    );
    // What clients generated in other languages need: ids to name functions, security, a server.
    const completeness = ['operation-operationId', 'security-defined', 'no-empty-servers'];
    expect(
      problems
        .filter((problem) => [...completeness, 'info-license'].includes(problem.ruleId))
        .map(describeProblem),
    ).toEqual([]);
  }, 90_000);

  it('describes every error answer by one ApiError component rather than a copy per answer', () => {
    const text = JSON.stringify(document);
    expect(document.components?.schemas?.ApiError).toMatchObject({
      type: 'object',
      required: ['error', 'message'],
    });
    expect(text.split('"#/components/schemas/ApiError"').length).toBeGreaterThan(500);
  });

  it('publishes the same operations as OpenAPI 3.0, which Redocly also passes', async () => {
    const legacy = await json<OpenApiDocument>(api.call('GET', '/v1/openapi-3.0.json'));
    expect(legacy.openapi).toBe('3.0.3');
    const shape = (doc: OpenApiDocument) =>
      operationsOf(doc)
        .map(({ method, path, operation }) =>
          [method, path, operation.operationId, JSON.stringify(operation.security)].join(' '),
        )
        .sort();
    expect(shape(legacy)).toEqual(shape(document));
    const problems = await lint(legacy);
    expect(problems.filter((problem) => problem.severity === 'error').map(describeProblem)).toEqual(
      [],
    );
  }, 90_000);

  it('names every operation, keeping the ids derived from method and path stable', () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(40);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const idOf = (method: string, path: string) =>
      operations.find((op) => op.method === method && op.path === path)?.operation.operationId;
    expect(idOf('get', '/v1/projects')).toBe('getProjects');
    expect(idOf('delete', '/v1/projects/{id}')).toBe('deleteProjectsById');
    expect(idOf('post', '/auth/login')).toBe('postAuthLogin');
    expect(idOf('post', '/api/public/ingestion')).toBe('postApiPublicIngestion');
  });

  it('names this server and the licence', () => {
    expect(document.servers).toEqual([
      { url: 'http://lookout.test', description: 'This Lookout server' },
    ]);
    expect(document.info.license).toEqual({ name: 'Apache License 2.0', identifier: 'Apache-2.0' });
  });

  it('declares the security each route enforces: Basic for Langfuse, a bearer token, or none', () => {
    const securityOf = (method: string, path: string) =>
      operationsOf(document).find((op) => op.method === method && op.path === path)?.operation
        .security;
    expect(securityOf('post', '/api/public/ingestion')).toEqual([
      { langfuseBasic: [] },
      { bearer: [] },
    ]);
    expect(securityOf('post', '/auth/logout')).toEqual([{ bearer: [] }]);
    expect(securityOf('get', '/v1/views')).toEqual([{ bearer: [] }]);
    expect(securityOf('post', '/auth/login')).toEqual([]);
    expect(securityOf('post', '/auth/signup')).toEqual([]);
    expect(securityOf('get', '/v1/runs/download/{token}')).toEqual([]);
  });

  it('documents what a shared run answers signed out: input, output and timing only', () => {
    const answerOf = (path: string) => {
      const operation = (document.paths?.[path] as Record<string, unknown> | undefined)?.get as
        | {
            security?: Record<string, string[]>[];
            responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
          }
        | undefined;
      expect(operation?.security).toContainEqual({});
      const schema = operation?.responses['200']?.content?.['application/json']?.schema as
        | { anyOf?: { description?: string; properties?: Record<string, unknown> }[] }
        | undefined;
      return schema?.anyOf ?? [];
    };
    for (const path of ['/v1/runs/{id}', '/v1/runs/{id}/tree']) {
      const shapes = answerOf(path);
      const shared = shapes.find((shape) => shape.description?.startsWith('Signed out'));
      expect(shapes).toHaveLength(2);
      expect(Object.keys(shared?.properties ?? {})).toEqual(
        expect.arrayContaining(['input', 'output', 'duration', 'error']),
      );
      for (const hidden of ['metadata', 'user', 'tags', 'feedback', 'cost', 'params'])
        expect(shared?.properties).not.toHaveProperty(hidden);
    }
  });

  it('asks for a token exactly where a call without one is refused with 401', async () => {
    const mismatches: string[] = [];
    for (const { method, path, operation } of operationsOf(document)) {
      const security = operation.security ?? [];
      // Routes that also answer signed out (shared runs) accept both; nothing to compare.
      if (security.some((requirement) => Object.keys(requirement).length === 0)) continue;
      const url = path.replace(/\{[^}]+\}/g, randomUUID());
      const response = await api.call(method.toUpperCase(), url, {
        ...(method === 'get' || method === 'delete' ? {} : { body: {} }),
      });
      const needsToken = security.length > 0;
      if ((response.status === 401) !== needsToken)
        mismatches.push(
          `${method} ${path}: documented ${needsToken ? 'with' : 'without'} a token, answered ${response.status}`,
        );
    }
    expect(mismatches).toEqual([]);
  }, 60_000);
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { signUp, uniqueEmail } from '../testing/accounts.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { createPostgresDatabase, postgresTestUrl } from '../testing/test-databases.js';
import { SharedRateLimiter } from './shared-rate-limiter.js';

const adminUrl = postgresTestUrl();
const perMinute = 40;
const clock = () => Date.parse('2026-11-27T12:00:30Z');

/**
 * Two server processes on one PostgreSQL behind a round-robin client (issue 18). Each
 * "process" is an app with its own context and its own pool, so they share nothing but
 * the database, as two processes behind a load balancer do. PGlite is served by one
 * process only, so this runs on PostgreSQL.
 */
describe.skipIf(!adminUrl)('two server processes on one PostgreSQL', () => {
  const handles: DatabaseHandle[] = [];
  const processes: TestApp[] = [];
  let drop: (() => Promise<void>) | undefined;
  let turn = 0;
  /** The round-robin client: each request goes to the next process. */
  const call: TestApp['call'] = (method, path, options) => {
    const process = processes[turn % processes.length] as TestApp;
    turn += 1;
    return process.call(method, path, options);
  };

  beforeAll(async () => {
    const created = await createPostgresDatabase(adminUrl ?? '');
    drop = created.drop;
    for (let index = 0; index < 2; index += 1)
      handles.push(await openDatabase({ kind: 'postgres', url: created.url }));
    await migrateToLatest((handles[0] as DatabaseHandle).db);
    for (const handle of handles) {
      const api = await createTestApp(handle, { rateLimitPerMinute: perMinute });
      // One minute for the whole file, so no window ends in the middle of a test.
      api.context.rateLimiter = new SharedRateLimiter(handle.db, 'api', perMinute, 60_000, clock);
      processes.push(api);
    }
  }, 60_000);
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await drop?.();
  });

  it('stores every acknowledged event once and merges runs whose events reached different processes', async () => {
    const owner = await signUp({ call });
    const keys = await (
      await call('GET', `/v1/projects/${owner.projectId}/api-keys`, { token: owner.token })
    ).json();
    const publicKey = (keys as { type: string; key: string }[]).find(
      (key) => key.type === 'public',
    )?.key;
    const now = Date.now();
    const chunks = Array.from({ length: 12 }, () =>
      Array.from({ length: 10 }, () => ({ runId: randomUUID(), traceRoot: randomUUID() })),
    );
    // Batch i starts the runs of chunk i (each a child of a root that batch i ends) and ends
    // those of chunk i - 1, so every run's start, end, child and parent land on different
    // processes at the same time.
    const batches = Array.from({ length: chunks.length + 1 }, (_, index) => ({
      events: [
        ...(chunks[index] ?? []).flatMap(({ runId, traceRoot }) => [
          {
            event: 'start',
            type: 'llm',
            runId,
            parentRunId: traceRoot,
            timestamp: now,
            name: 'gpt-4o',
            input: `question ${runId}`,
          },
          { event: 'end', type: 'agent', runId: traceRoot, timestamp: now + 9, output: 'done' },
        ]),
        ...(chunks[index - 1] ?? []).flatMap(({ runId, traceRoot }) => [
          { event: 'end', type: 'llm', runId, timestamp: now + 5, output: `answer ${runId}` },
          { event: 'start', type: 'agent', runId: traceRoot, timestamp: now - 1, name: 'agent' },
        ]),
      ],
    }));
    const send = async () => {
      const responses = await Promise.all(
        batches.map((body) => call('POST', '/v1/runs/ingest', { body, token: publicKey ?? '' })),
      );
      expect(responses.map((response) => response.status)).toEqual(batches.map(() => 200));
    };
    const db = (handles[1] as DatabaseHandle).db;
    const all = chunks.flat();
    const unmerged = async () => {
      const rows = await db
        .selectFrom('run')
        .select(['id', 'status', 'output', 'input', 'parent_run_id', 'trace_id'])
        .where('project_id', '=', owner.projectId)
        .execute();
      expect(rows).toHaveLength(all.length * 2);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return all.filter(({ runId, traceRoot }) => {
        const child = byId.get(runId);
        const root = byId.get(traceRoot);
        return !(
          child?.status === 'success' &&
          child.output === `answer ${runId}` &&
          child.input === `question ${runId}` &&
          child.parent_run_id === traceRoot &&
          child.trace_id === traceRoot &&
          root?.status === 'success' &&
          root.output === 'done' &&
          root.trace_id === traceRoot
        );
      });
    };
    await send();
    expect(await unmerged()).toEqual([]);
    // Sent again, as a retrying SDK does, each batch now to the other process: nothing doubles.
    turn += 1;
    await send();
    expect(await unmerged()).toEqual([]);
  }, 60_000);

  it('counts sign-in failures made on either process', async () => {
    const { email } = await signUp({ call });
    const login = (password: string) =>
      call('POST', '/auth/login', {
        body: { email, password },
        headers: { 'x-forwarded-for': '198.51.100.23' },
      });
    const failures: number[] = [];
    for (let index = 0; index < 5; index += 1)
      failures.push((await login('wrong-password')).status);
    expect(failures).toEqual([401, 401, 401, 401, 401]);
    // The sixth and seventh tries reach each process once: both refuse, even the right password.
    expect((await login('wrong-password')).status).toBe(429);
    expect((await login('a-long-password')).status).toBe(429);
  });

  it('holds one request limit across both processes', async () => {
    const { token } = await signUp({ call }, { email: uniqueEmail('limited') });
    // Signing up made two requests of the minute's already (the account and its projects).
    const seen: number[] = [];
    for (let index = 0; index < perMinute; index += 1)
      seen.push((await call('GET', '/v1/users/me', { token })).status);
    // Alone, each process would allow `perMinute`: together they allow it once.
    expect(seen.filter((status) => status === 200)).toHaveLength(perMinute - 2);
    expect(seen.slice(-2)).toEqual([429, 429]);
    const refused = await Promise.all([
      processes[0]?.call('GET', '/v1/users/me', { token }),
      processes[1]?.call('GET', '/v1/users/me', { token }),
    ]);
    expect(refused.map((response) => response?.status)).toEqual([429, 429]);
  });
});

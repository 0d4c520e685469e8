import { serializeFilterBar } from '@lookout/filters';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSignedUpApp, type SignedUpApp } from '../testing/signed-up-app.js';
import { createTestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

const postgres = testDatabaseTargets().filter((target) => target.kind === 'postgres');

/** A regular expression no index serves: every LLM call's output is read. */
const regexFilter = encodeURIComponent(
  serializeFilterBar({
    operator: 'AND',
    filters: [{ id: 'regex', params: ['output', 'contains', 'never \\d+ here'] }],
  }),
);

// The embedded database runs one statement at a time and has no timer: PostgreSQL only.
describe.runIf(postgres.length > 0)('bounded logs reads on postgres', () => {
  let bounded: SignedUpApp;
  let unbounded: SignedUpApp['api'];
  beforeAll(async () => {
    const target = postgres[0] as (typeof postgres)[number];
    // 1 ms: a statement reading thousands of outputs is always stopped.
    bounded = await openSignedUpApp(target, { readTimeoutMs: 1 });
    unbounded = await createTestApp(bounded.database);
    await sql`insert into run (project_id, id, type, name, created_at, trace_id, input, output)
      select ${bounded.owner.projectId}::uuid, id, 'llm', 'gpt-4o', now() - g * interval '1 second', id,
        to_jsonb('Question ' || g), to_jsonb(repeat('An answer of some length. ', 40) || g)
      from (select g, gen_random_uuid() as id from generate_series(1, 5000) g) calls`.execute(
      bounded.database.db,
    );
  });
  afterAll(async () => {
    await bounded?.database.close();
  });

  const paths = (projectId: string) => [
    `/v1/runs?projectId=${projectId}&type=llm&filters=${regexFilter}`,
    `/v1/runs/count?projectId=${projectId}&type=llm&filters=${regexFilter}`,
    `/v1/runs/totals?projectId=${projectId}&type=llm&filters=${regexFilter}`,
  ];

  it('stops a list, count or totals read past its bound and says how to narrow it', async () => {
    for (const path of paths(bounded.owner.projectId)) {
      const response = await bounded.api.call('GET', path, { token: bounded.owner.token });
      expect({ path, status: response.status }).toEqual({ path, status: 504 });
      expect(await response.json()).toEqual({
        error: 'Search took too long',
        message: expect.stringContaining('Narrow the date range'),
        code: 'read_timeout',
      });
    }
  });

  it('answers the same reads within the default bound, and the stopped reads left nothing open', async () => {
    for (const path of paths(bounded.owner.projectId)) {
      const response = await unbounded.call('GET', path, { token: bounded.owner.token });
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
    }
    const count = await unbounded.call(
      'GET',
      `/v1/runs/count?projectId=${bounded.owner.projectId}&type=llm`,
      { token: bounded.owner.token },
    );
    expect(await count.json()).toEqual({ count: 5000, capped: false });
    // The timeout was local to each read's transaction: the pool's sessions keep no bound.
    const { rows } = await sql<{
      timeout: string;
    }>`select current_setting('statement_timeout') as timeout`.execute(bounded.database.db);
    expect(rows[0]?.timeout).toBe('0');
  });
});

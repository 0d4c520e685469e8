import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../../testing/test-databases.js';
import type { DatabaseHandle } from '../database.js';
import { down, up } from './0008-thread-last-activity.js';

describe.each(testDatabaseTargets())('thread last activity (0008) on $kind', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('fills in the last activity of the threads stored before it', async () => {
    const db = handle.db;
    const org = await db
      .insertInto('org')
      .values({ name: 'Backfill', api_key: `org-key-${Math.random()}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const project = await db
      .insertInto('project')
      .values({ org_id: org.id, name: 'Backfill' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const thread = '00000000-0000-4000-8000-000000000001';
    const lonely = '00000000-0000-4000-8000-000000000002';
    const row = (
      id: string,
      type: string,
      createdAt: string,
      endedAt: string | null,
      threadId: string,
    ) => ({
      project_id: project.id,
      id,
      type,
      created_at: createdAt,
      ended_at: endedAt,
      trace_id: threadId,
      thread_id: threadId,
      parent_run_id: id === threadId ? null : threadId,
      name: null,
      status: 'success',
      duration_ms: null,
      input: null,
      output: null,
      error: null,
      params: '{}',
      metadata: '{}',
      user_id: null,
      user_props: '{}',
      model: null,
      prompt_tokens: null,
      completion_tokens: null,
      cached_prompt_tokens: null,
      total_tokens: null,
      cost: null,
      feedback: null,
      scores: '[]',
      template_version_id: null,
      extra: '{}',
      merge_stamps: '{}',
    });
    await db
      .insertInto('run')
      .values([
        row(thread, 'thread', '2026-01-01T10:00:00Z', null, thread),
        row('00000000-0000-4000-8000-000000000011', 'chat', '2026-01-01T10:01:00Z', null, thread),
        row(
          '00000000-0000-4000-8000-000000000012',
          'llm',
          '2026-01-01T10:02:00Z',
          '2026-01-01T10:02:05Z',
          thread,
        ),
        row(lonely, 'thread', '2026-01-02T09:00:00Z', null, lonely),
      ])
      .execute();
    const migrations = db as unknown as Kysely<unknown>;
    await down(migrations);
    await up(migrations);
    const { rows } = await sql<{ id: string; at: Date | null }>`
      select id, last_activity_at as at from run where project_id = ${project.id} order by id`.execute(
      db,
    );
    expect(rows.map((stored) => [stored.id, stored.at?.toISOString() ?? null])).toEqual([
      [thread, '2026-01-01T10:02:05.000Z'],
      [lonely, '2026-01-02T09:00:00.000Z'],
      ['00000000-0000-4000-8000-000000000011', null],
      ['00000000-0000-4000-8000-000000000012', null],
    ]);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedProject } from '../../testing/stored-project.js';
import { testDatabaseTargets } from '../../testing/test-databases.js';
import type { DatabaseHandle } from '../database.js';
import { down, up } from './0024-enrichments.js';

describe.each(testDatabaseTargets())('enrichments (0024) on $kind', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('gives existing projects the default enrichers, enabled, and keeps one per kind', async () => {
    const { db } = handle;
    await down(db as never);
    const { projectId } = await storedProject(db);
    await up(db as never);
    const kinds = await db
      .selectFrom('enricher')
      .select(['kind', 'enabled', 'config'])
      .where('project_id', '=', projectId)
      .orderBy('kind')
      .execute();
    expect(kinds).toEqual(
      ['language', 'pii', 'sentiment', 'toxicity'].map((kind) => ({
        kind,
        enabled: true,
        config: {},
      })),
    );
    await expect(
      db.insertInto('enricher').values({ project_id: projectId, kind: 'pii' }).execute(),
    ).rejects.toThrow();
    await expect(
      db.insertInto('enricher').values({ project_id: projectId, kind: 'mood' }).execute(),
    ).rejects.toThrow();
  });

  it('deletes a run’s enrichment with the run, and everything with the project', async () => {
    const { db } = handle;
    const { projectId } = await storedProject(db);
    const runId = crypto.randomUUID();
    await db
      .insertInto('run')
      .values({
        project_id: projectId,
        id: runId,
        type: 'llm',
        status: 'success',
        created_at: new Date(),
        trace_id: runId,
        params: '{}',
        metadata: '{}',
        user_props: '{}',
        scores: '[]',
        extra: '{}',
        merge_stamps: '{}',
      })
      .execute();
    await db
      .insertInto('run_enrichment')
      .values({ project_id: projectId, run_id: runId, input_language: 'en', input_topics: ['a'] })
      .execute();
    await db.deleteFrom('run').where('project_id', '=', projectId).execute();
    expect(
      await db
        .selectFrom('run_enrichment')
        .select('run_id')
        .where('project_id', '=', projectId)
        .execute(),
    ).toEqual([]);
    await db
      .insertInto('enrichment_sweep')
      .values({ project_id: projectId, sweep_from: new Date() })
      .execute();
    await db.deleteFrom('project').where('id', '=', projectId).execute();
    for (const table of ['enricher', 'enrichment_sweep'] as const) {
      const left = await db
        .selectFrom(table)
        .select('project_id')
        .where('project_id', '=', projectId)
        .execute();
      expect(left, table).toEqual([]);
    }
  });

  it('can be rolled back and applied again', async () => {
    await down(handle.db as never);
    const { rows } = await sql<{ name: string }>`select table_name as name
      from information_schema.tables
      where table_name in ('enricher', 'run_enrichment', 'enrichment_sweep', 'enrichment_backfill')`.execute(
      handle.db,
    );
    expect(rows).toEqual([]);
    await up(handle.db as never);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedProject } from '../../testing/stored-project.js';
import { testDatabaseTargets } from '../../testing/test-databases.js';
import type { DatabaseHandle } from '../database.js';
import { down, up } from './0019-datasets.js';
import * as experiments from './0021-experiments.js';
import * as experimentReviews from './0025-experiment-reviews.js';

describe.each(testDatabaseTargets())('datasets (0019) on $kind', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('keeps items in the order added and removes them with their dataset and project', async () => {
    const { db } = handle;
    const { projectId } = await storedProject(db);
    const dataset = await db
      .insertInto('dataset_v2')
      .values({ project_id: projectId, name: 'Cases' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('dataset_v2_item')
      .values(
        ['first', 'second', 'third'].map((input) => ({
          project_id: projectId,
          dataset_id: dataset.id,
          input: JSON.stringify(input),
        })),
      )
      .execute();
    const items = await db
      .selectFrom('dataset_v2_item')
      .select(['input', 'expected_output', 'metadata'])
      .where('dataset_id', '=', dataset.id)
      .orderBy('seq')
      .execute();
    expect(items).toEqual([
      { input: 'first', expected_output: null, metadata: {} },
      { input: 'second', expected_output: null, metadata: {} },
      { input: 'third', expected_output: null, metadata: {} },
    ]);
    const other = await storedProject(db);
    await expect(
      db
        .insertInto('dataset_v2_item')
        .values({ project_id: other.projectId, dataset_id: dataset.id, input: '"x"' })
        .execute(),
    ).rejects.toThrow();
    await db.deleteFrom('dataset_v2').where('id', '=', dataset.id).execute();
    expect(
      await db
        .selectFrom('dataset_v2_item')
        .select('id')
        .where('dataset_id', '=', dataset.id)
        .execute(),
    ).toEqual([]);

    const v1 = await db
      .insertInto('dataset')
      .values({ project_id: projectId, slug: 'cases' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      db.insertInto('dataset').values({ project_id: projectId, slug: 'cases' }).execute(),
    ).rejects.toThrow();
    const prompt = await db
      .insertInto('dataset_prompt')
      .values({ project_id: projectId, dataset_id: v1.id, messages: '[]' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('dataset_variation')
      .values({ project_id: projectId, prompt_id: prompt.id })
      .execute();
    await db.deleteFrom('project').where('id', '=', projectId).execute();
    for (const table of ['dataset', 'dataset_prompt', 'dataset_variation'] as const) {
      const left = await db
        .selectFrom(table)
        .select('id')
        .where('project_id', '=', projectId)
        .execute();
      expect(left, table).toEqual([]);
    }
  });

  it('can be rolled back and applied again', async () => {
    // Experiments (0021) refer to datasets, and experiment review queues (0025) to experiments:
    // roll them back first, and forward again after.
    await experimentReviews.down(handle.db as never);
    await experiments.down(handle.db as never);
    await down(handle.db as never);
    const { rows } = await sql<{ name: string }>`select table_name as name
      from information_schema.tables where table_name like 'dataset%'`.execute(handle.db);
    expect(rows).toEqual([]);
    await up(handle.db as never);
    await experiments.up(handle.db as never);
    await experimentReviews.up(handle.db as never);
  });
});

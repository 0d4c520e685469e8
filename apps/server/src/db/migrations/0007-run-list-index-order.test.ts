import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../../testing/test-databases.js';
import type { DatabaseHandle } from '../database.js';
import { up } from './0007-run-list-index-order.js';

/** The list indexes 0003 created before it was edited: same names, older keys. */
const shippedBeforeEdit = [
  'create index run_project_type_created_idx on run (project_id, type, created_at desc, id)',
  'create index run_project_created_idx on run (project_id, created_at desc, id)',
  'create index run_project_roots_idx on run (project_id, created_at desc, id) where parent_run_id is null',
  'create index run_project_model_created_idx on run (project_id, model, created_at desc)',
  'create index run_project_user_created_idx on run (project_id, user_id, created_at desc)',
];
const listIndexNames = [
  'run_project_created_idx',
  'run_project_model_created_idx',
  'run_project_roots_idx',
  'run_project_type_created_idx',
  'run_project_user_created_idx',
];

describe.each(testDatabaseTargets())('list index order (0007) on $kind', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await handle?.close();
  });

  async function listIndexDefinitions(): Promise<Record<string, string>> {
    const { rows } = await sql<{ indexname: string; indexdef: string }>`
      select indexname, indexdef from pg_indexes
       where tablename = 'run' and indexname = any(${listIndexNames}) order by indexname`.execute(
      handle.db,
    );
    return Object.fromEntries(rows.map((row) => [row.indexname, row.indexdef]));
  }

  it('gives a database migrated with the shipped 0003 the indexes of a new one', async () => {
    const fresh = await listIndexDefinitions();
    expect(Object.keys(fresh)).toEqual(listIndexNames);
    for (const definition of Object.values(fresh)) expect(definition).toContain('id DESC');

    for (const name of listIndexNames) await sql`drop index ${sql.id(name)}`.execute(handle.db);
    for (const statement of shippedBeforeEdit) await sql.raw(statement).execute(handle.db);
    const old = await listIndexDefinitions();
    expect(Object.values(old).filter((definition) => definition.includes('id DESC'))).toEqual([]);

    await up(handle.db as unknown as Kysely<unknown>);
    expect(await listIndexDefinitions()).toEqual(fresh);
  });

  it('leaves matching indexes alone and recreates a missing one', async () => {
    const before = await sql<{ oid: number }>`
      select 'run_project_created_idx'::regclass::oid as oid`.execute(handle.db);
    await sql`drop index run_project_user_created_idx`.execute(handle.db);
    await up(handle.db as unknown as Kysely<unknown>);
    await up(handle.db as unknown as Kysely<unknown>);
    const after = await sql<{ oid: number }>`
      select 'run_project_created_idx'::regclass::oid as oid`.execute(handle.db);
    expect(after.rows[0]?.oid).toEqual(before.rows[0]?.oid);
    expect(Object.keys(await listIndexDefinitions())).toEqual(listIndexNames);
  });
});

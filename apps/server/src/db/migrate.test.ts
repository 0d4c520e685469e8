import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../testing/test-databases.js';
import type { DatabaseHandle } from './database.js';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';

describe.each(testDatabaseTargets())('migrations on $kind', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('records every migration as applied', async () => {
    const applied = await handle.db
      .selectFrom('kysely_migration')
      .select('name')
      .orderBy('name')
      .execute();
    expect(applied.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
  });

  it('does nothing when run again', async () => {
    const { results } = await migrateToLatest(handle.db);
    expect(results).toEqual([]);
  });

  it('creates tables that store and return jsonb', async () => {
    await handle.db
      .insertInto('instance_setting')
      .values({ key: 'probe', value: JSON.stringify({ nested: [1, 'two'] }) })
      .execute();
    const row = await handle.db
      .selectFrom('instance_setting')
      .select(['value', sql<string>`pg_typeof(value)::text`.as('type')])
      .where('key', '=', 'probe')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ value: { nested: [1, 'two'] }, type: 'jsonb' });
  });
});

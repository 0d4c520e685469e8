import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../testing/test-databases.js';
import type { DatabaseHandle } from './database.js';
import { type TablePlacement, tablePlacement } from './table-distribution.js';

type Placements = Record<string, TablePlacement>;
type Db = DatabaseHandle['db'];

/** Unique indexes of distributed tables that leave out project_id. */
async function uniqueKeysWithoutProject(db: Db, placements: Placements): Promise<string[]> {
  const { rows } = await sql<{ table: string; index: string; columns: string[] }>`
    select t.relname as table, i.relname as index,
      array(select a.attname from unnest(x.indkey) k join pg_attribute a
            on a.attrelid = t.oid and a.attnum = k)::text[] as columns
    from pg_index x join pg_class t on t.oid = x.indrelid join pg_class i on i.oid = x.indexrelid
    join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = 'public' and x.indisunique`.execute(db);
  return rows
    .filter((row) => placements[row.table] === 'distributed')
    .filter((row) => !row.columns.includes('project_id'))
    .map((row) => `${row.table}.${row.index}`);
}

/** Foreign keys that cross projects or point from a shared table into a sharded or coordinator one. */
async function misplacedForeignKeys(db: Db, placements: Placements): Promise<string[]> {
  const { rows } = await sql<{
    from: string;
    to: string;
    from_columns: string[];
    to_columns: string[];
  }>`
    select f.relname as from, r.relname as to,
      array(select a.attname from unnest(c.conkey) k join pg_attribute a
            on a.attrelid = c.conrelid and a.attnum = k)::text[] as from_columns,
      array(select a.attname from unnest(c.confkey) k join pg_attribute a
            on a.attrelid = c.confrelid and a.attnum = k)::text[] as to_columns
    from pg_constraint c join pg_class f on f.oid = c.conrelid join pg_class r on r.oid = c.confrelid
    where c.contype = 'f' and c.connamespace = 'public'::regnamespace`.execute(db);
  return rows
    .filter((fk) => {
      const from = placements[fk.from];
      const to = placements[fk.to];
      if (to === 'coordinator') return from !== 'coordinator';
      if (to !== 'distributed') return false;
      if (from !== 'distributed') return true;
      const position = fk.from_columns.indexOf('project_id');
      return position < 0 || fk.to_columns[position] !== 'project_id';
    })
    .map((fk) => `${fk.from}(${fk.from_columns}) -> ${fk.to}(${fk.to_columns})`);
}

describe.each(testDatabaseTargets())('the schema is ready for Citus on $kind', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
  }, 60_000);
  afterAll(() => handle?.close());

  it('places every table of the migrated schema', async () => {
    const { rows } = await sql<{ name: string }>`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition`.execute(
      handle.db,
    );
    const placements: Placements = tablePlacement;
    const unplaced = rows.map((row) => row.name).filter((name) => !placements[name]);
    expect(unplaced, 'add these tables to db/table-distribution.ts').toEqual([]);
  });

  it('keys every primary and unique index of a distributed table by project_id', async () => {
    expect(await uniqueKeysWithoutProject(handle.db, tablePlacement)).toEqual([]);
  });

  it('keeps foreign keys within a project, and never from a shared table to a sharded one', async () => {
    expect(await misplacedForeignKeys(handle.db, tablePlacement)).toEqual([]);
  });

  it('names a distributed table keyed without project_id, and a reference pointing into it', async () => {
    await sql`create table probe_sharded (id uuid primary key, project_id uuid not null)`.execute(
      handle.db,
    );
    await sql`create table probe_shared (id uuid primary key, sharded_id uuid references probe_sharded (id))`.execute(
      handle.db,
    );
    const placements: Placements = {
      ...tablePlacement,
      probe_sharded: 'distributed',
      probe_shared: 'reference',
    };
    try {
      expect(await uniqueKeysWithoutProject(handle.db, placements)).toEqual([
        'probe_sharded.probe_sharded_pkey',
      ]);
      expect(await misplacedForeignKeys(handle.db, placements)).toEqual([
        'probe_shared(sharded_id) -> probe_sharded(id)',
      ]);
    } finally {
      await sql`drop table probe_shared, probe_sharded`.execute(handle.db);
    }
  });
});

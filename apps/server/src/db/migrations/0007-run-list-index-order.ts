import { type Kysely, sql } from 'kysely';

/**
 * The logs list indexes as 0003 defines them now, keyed in the lists' sort
 * order (`created_at desc, id desc`). 0003 was edited after it had shipped
 * (it first ended the keys with `id` ascending, or without `id`), so a
 * database created before that edit kept the older keys under the same
 * names and sorts pages instead of reading them. Each index whose stored
 * definition differs is rebuilt; one that already matches is left alone, so
 * old and new databases end with the same schema and running this again
 * changes nothing.
 */
const listIndexes = [
  {
    name: 'run_project_type_created_idx',
    key: '(project_id, type, created_at DESC, id DESC)',
  },
  { name: 'run_project_created_idx', key: '(project_id, created_at DESC, id DESC)' },
  {
    name: 'run_project_roots_idx',
    key: '(project_id, created_at DESC, id DESC) WHERE (parent_run_id IS NULL)',
  },
  {
    name: 'run_project_model_created_idx',
    key: '(project_id, model, created_at DESC, id DESC)',
  },
  {
    name: 'run_project_user_created_idx',
    key: '(project_id, user_id, created_at DESC, id DESC)',
  },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ indexname: string; indexdef: string }>`
    select indexname, indexdef from pg_indexes
     where schemaname = current_schema() and tablename = 'run'`.execute(db);
  const stored = new Map(rows.map((row) => [row.indexname, row.indexdef]));
  for (const index of listIndexes) {
    // pg_indexes spells the definition `CREATE INDEX name ON table USING btree <key>`.
    if (stored.get(index.name)?.endsWith(`USING btree ${index.key}`)) continue;
    await sql`drop index if exists ${sql.id(index.name)}`.execute(db);
    await sql`create index if not exists ${sql.id(index.name)} on run ${sql.raw(index.key)}`.execute(
      db,
    );
  }
}

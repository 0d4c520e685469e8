import { type Kysely, sql } from 'kysely';

/** Saved views of the logs: a list type and a filter string under a name and an icon. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('view')
    .addColumn('project_id', 'uuid', (c) =>
      c.notNull().references('project.id').onDelete('cascade'),
    )
    .addColumn('id', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('icon', 'text')
    .addColumn('data', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('view_pk', ['project_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('view').ifExists().execute();
}

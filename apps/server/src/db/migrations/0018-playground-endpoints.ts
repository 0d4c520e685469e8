import { type Kysely, sql } from 'kysely';

/**
 * The custom endpoints of the playground (SPEC §3): keyed by
 * `(project_id, id)` like every project table. `auth` holds the credentials
 * the browser sends to the user's own endpoint (SPEC §7: the call goes from
 * the browser, so they are read back), `headers` a string map and
 * `default_payload` the JSON body a run starts from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('playground_endpoint')
    .addColumn('project_id', 'uuid', (c) =>
      c.notNull().references('project.id').onDelete('cascade'),
    )
    .addColumn('id', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('auth', 'jsonb')
    .addColumn('headers', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('default_payload', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('playground_endpoint_pk', ['project_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('playground_endpoint').ifExists().execute();
}

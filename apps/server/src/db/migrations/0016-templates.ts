import { type Kysely, sql } from 'kysely';

/**
 * Prompt templates and their versions, keyed by `(project_id, id)` like every
 * project table. A slug is unique in its project (SDKs fetch by it); version
 * numbers count up per template, and `(project_id, template_id, version)` is
 * also how the newest (deployed) version is found. Versions go with their
 * template (composite foreign key, so a version can only belong to a template
 * of its own project); `created_by` is the account that saved it, kept as null
 * when the account is removed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('template')
    .addColumn('project_id', 'uuid', (c) =>
      c.notNull().references('project.id').onDelete('cascade'),
    )
    .addColumn('id', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull().defaultTo('openai'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('template_pk', ['project_id', 'id'])
    .addUniqueConstraint('template_slug_key', ['project_id', 'slug'])
    .execute();
  await db.schema
    .createTable('template_version')
    .addColumn('project_id', 'uuid', (c) => c.notNull())
    .addColumn('id', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('template_id', 'uuid', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('extra', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('is_draft', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('notes', 'text')
    .addColumn('created_by', 'uuid', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('template_version_pk', ['project_id', 'id'])
    .addUniqueConstraint('template_version_number_key', ['project_id', 'template_id', 'version'])
    .addForeignKeyConstraint(
      'template_version_template_fk',
      ['project_id', 'template_id'],
      'template',
      ['project_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addCheckConstraint('template_version_number_check', sql`version >= 1`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('template_version').ifExists().execute();
  await db.schema.dropTable('template').ifExists().execute();
}

import { type Kysely, sql } from 'kysely';

/**
 * Runs (every observed unit of work) and the product's end users. Keys start
 * with project_id so the table can later be distributed by project and
 * partitioned by time without changing a query.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('run')
    .addColumn('project_id', 'uuid', (c) =>
      c.notNull().references('project.id').onDelete('cascade'),
    )
    .addColumn('id', 'uuid', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('llm'))
    .addColumn('name', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('started'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .addColumn('duration_ms', 'integer')
    .addColumn('parent_run_id', 'uuid')
    .addColumn('trace_id', 'uuid', (c) => c.notNull())
    .addColumn('thread_id', 'uuid')
    .addColumn('input', 'jsonb')
    .addColumn('output', 'jsonb')
    .addColumn('error', 'jsonb')
    .addColumn('params', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('metadata', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('user_id', 'text')
    .addColumn('user_props', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('model', 'text')
    .addColumn('prompt_tokens', 'integer')
    .addColumn('completion_tokens', 'integer')
    .addColumn('cached_prompt_tokens', 'integer')
    .addColumn('total_tokens', 'integer')
    .addColumn('cost', 'double precision')
    .addColumn('feedback', 'jsonb')
    .addColumn('scores', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('template_version_id', 'text')
    .addColumn('is_public', 'boolean', (c) => c.notNull().defaultTo(false))
    // The rest of the merged state: provenance, template references, and when each field was written.
    .addColumn('extra', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('merge_stamps', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('ingested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('run_pk', ['project_id', 'id'])
    .execute();

  // The logs page: newest first within a type, and the trace/thread lists of root runs.
  // The key order matches the lists' ORDER BY (created_at desc, id desc) so a page is read, not sorted.
  await db.schema
    .createIndex('run_project_type_created_idx')
    .on('run')
    .columns(['project_id', 'type', 'created_at desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('run_project_created_idx')
    .on('run')
    .columns(['project_id', 'created_at desc', 'id desc'])
    .execute();
  await sql`create index run_project_roots_idx on run (project_id, created_at desc, id desc) where parent_run_id is null`.execute(
    db,
  );
  // A whole trace, a thread's messages, a run's children.
  await db.schema
    .createIndex('run_project_trace_idx')
    .on('run')
    .columns(['project_id', 'trace_id', 'created_at'])
    .execute();
  await sql`create index run_project_thread_idx on run (project_id, thread_id, created_at) where thread_id is not null`.execute(
    db,
  );
  await sql`create index run_project_parent_idx on run (project_id, parent_run_id) where parent_run_id is not null`.execute(
    db,
  );
  // Filters on model, user and tags.
  await db.schema
    .createIndex('run_project_model_created_idx')
    .on('run')
    .columns(['project_id', 'model', 'created_at desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('run_project_user_created_idx')
    .on('run')
    .columns(['project_id', 'user_id', 'created_at desc', 'id desc'])
    .execute();
  await sql`create index run_tags_idx on run using gin (tags)`.execute(db);
  // Shared runs are opened by id alone, signed out.
  await sql`create index run_public_idx on run (id) where is_public`.execute(db);

  await db.schema
    .createTable('external_user')
    .addColumn('project_id', 'uuid', (c) =>
      c.notNull().references('project.id').onDelete('cascade'),
    )
    .addColumn('id', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('external_id', 'text', (c) => c.notNull())
    .addColumn('props', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('external_user_pk', ['project_id', 'id'])
    .addUniqueConstraint('external_user_external_id_key', ['project_id', 'external_id'])
    .execute();

  await db.schema
    .createTable('model_price')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('org_id', 'uuid', (c) => c.notNull().references('org.id').onDelete('cascade'))
    .addColumn('model_pattern', 'text', (c) => c.notNull())
    .addColumn('input_price_per_million', 'double precision', (c) => c.notNull())
    .addColumn('output_price_per_million', 'double precision', (c) => c.notNull())
    .addColumn('cached_input_price_per_million', 'double precision')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('model_price_org_pattern_key', ['org_id', 'model_pattern'])
    .execute();

  await db.schema
    .createTable('org_usage')
    .addColumn('org_id', 'uuid', (c) => c.notNull().references('org.id').onDelete('cascade'))
    .addColumn('month', 'date', (c) => c.notNull())
    .addColumn('events', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('org_usage_pk', ['org_id', 'month'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['org_usage', 'model_price', 'external_user', 'run']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

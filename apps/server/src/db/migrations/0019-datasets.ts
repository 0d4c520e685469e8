import { type Kysely, sql } from 'kysely';

/**
 * Datasets, keyed by `(project_id, id)` like every project table.
 * - v2: `dataset_v2` and its items `dataset_v2_item` (input, expected output
 *   and metadata as jsonb). `seq` keeps the order items were added in (a
 *   batch import shares one `created_at`), so a dataset lists oldest first.
 * - v1: `dataset` (a slug unique in its project) → `dataset_prompt` →
 *   `dataset_variation`, each in the order created.
 * Children go with their parent through composite foreign keys, so a child
 * can only belong to a parent of its own project; everything goes with the
 * project.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dataset_v2')
    .addColumn('project_id', 'uuid', (c) =>
      c.notNull().references('project.id').onDelete('cascade'),
    )
    .addColumn('id', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('dataset_v2_pk', ['project_id', 'id'])
    .execute();
  await db.schema
    .createIndex('dataset_v2_created_idx')
    .on('dataset_v2')
    .columns(['project_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('dataset_v2_item')
    .addColumn('project_id', 'uuid', (c) => c.notNull())
    .addColumn('id', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('dataset_id', 'uuid', (c) => c.notNull())
    .addColumn('seq', 'bigserial', (c) => c.notNull())
    .addColumn('input', 'jsonb', (c) => c.notNull())
    .addColumn('expected_output', 'jsonb')
    .addColumn('metadata', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('dataset_v2_item_pk', ['project_id', 'id'])
    .addForeignKeyConstraint(
      'dataset_v2_item_dataset_fk',
      ['project_id', 'dataset_id'],
      'dataset_v2',
      ['project_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('dataset_v2_item_order_idx')
    .on('dataset_v2_item')
    .columns(['project_id', 'dataset_id', 'seq'])
    .execute();

  await db.schema
    .createTable('dataset')
    .addColumn('project_id', 'uuid', (c) =>
      c.notNull().references('project.id').onDelete('cascade'),
    )
    .addColumn('id', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull().defaultTo('chat'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('dataset_pk', ['project_id', 'id'])
    .addUniqueConstraint('dataset_slug_key', ['project_id', 'slug'])
    .addCheckConstraint('dataset_format_check', sql`format in ('chat', 'text')`)
    .execute();

  await db.schema
    .createTable('dataset_prompt')
    .addColumn('project_id', 'uuid', (c) => c.notNull())
    .addColumn('id', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('dataset_id', 'uuid', (c) => c.notNull())
    .addColumn('seq', 'bigserial', (c) => c.notNull())
    .addColumn('messages', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('dataset_prompt_pk', ['project_id', 'id'])
    .addForeignKeyConstraint(
      'dataset_prompt_dataset_fk',
      ['project_id', 'dataset_id'],
      'dataset',
      ['project_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('dataset_prompt_order_idx')
    .on('dataset_prompt')
    .columns(['project_id', 'dataset_id', 'seq'])
    .execute();

  await db.schema
    .createTable('dataset_variation')
    .addColumn('project_id', 'uuid', (c) => c.notNull())
    .addColumn('id', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('prompt_id', 'uuid', (c) => c.notNull())
    .addColumn('seq', 'bigserial', (c) => c.notNull())
    .addColumn('variables', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('context', 'text')
    .addColumn('ideal_output', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('dataset_variation_pk', ['project_id', 'id'])
    .addForeignKeyConstraint(
      'dataset_variation_prompt_fk',
      ['project_id', 'prompt_id'],
      'dataset_prompt',
      ['project_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('dataset_variation_order_idx')
    .on('dataset_variation')
    .columns(['project_id', 'prompt_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dataset_variation').ifExists().execute();
  await db.schema.dropTable('dataset_prompt').ifExists().execute();
  await db.schema.dropTable('dataset').ifExists().execute();
  await db.schema.dropTable('dataset_v2_item').ifExists().execute();
  await db.schema.dropTable('dataset_v2').ifExists().execute();
}

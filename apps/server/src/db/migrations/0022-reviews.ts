import { type Kysely, sql } from 'kysely';

/**
 * Human review (issue 14): a queue of runs (snapshotted from a logs selection) or of dataset
 * items, its items in order, and one review per item and reviewer. Tables are keyed by
 * `(project_id, id)`; items and reviews go with their queue. Runs and dataset items are
 * referenced by id only, so retention or a deleted dataset never blocks; a review keeps its run
 * id so a run's reviews load with one indexed query. A reviewer whose account is removed leaves
 * the review without a name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('review_queue')
    .addColumn('project_id', 'uuid', (c) =>
      c.notNull().references('project.id').onDelete('cascade'),
    )
    .addColumn('id', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('list_type', 'text')
    .addColumn('filters', 'text')
    .addColumn('dataset_id', 'uuid')
    .addColumn('item_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'uuid', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('review_queue_pk', ['project_id', 'id'])
    .addCheckConstraint('review_queue_source_check', sql`source in ('filter', 'dataset')`)
    .execute();
  await db.schema
    .createTable('review_item')
    .addColumn('project_id', 'uuid', (c) => c.notNull())
    .addColumn('id', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('queue_id', 'uuid', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('run_id', 'uuid')
    .addColumn('dataset_item_id', 'uuid')
    .addPrimaryKeyConstraint('review_item_pk', ['project_id', 'id'])
    .addUniqueConstraint('review_item_position_key', ['project_id', 'queue_id', 'position'])
    .addForeignKeyConstraint(
      'review_item_queue_fk',
      ['project_id', 'queue_id'],
      'review_queue',
      ['project_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createTable('review')
    .addColumn('project_id', 'uuid', (c) => c.notNull())
    .addColumn('id', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('queue_id', 'uuid', (c) => c.notNull())
    .addColumn('item_id', 'uuid', (c) => c.notNull())
    .addColumn('run_id', 'uuid')
    .addColumn('reviewer_id', 'uuid', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('thumb', 'text')
    .addColumn('score', 'smallint')
    .addColumn('comment', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('review_pk', ['project_id', 'id'])
    .addUniqueConstraint('review_reviewer_key', ['project_id', 'item_id', 'reviewer_id'])
    .addForeignKeyConstraint(
      'review_item_fk',
      ['project_id', 'item_id'],
      'review_item',
      ['project_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addCheckConstraint('review_thumb_check', sql`thumb is null or thumb in ('up', 'down')`)
    .addCheckConstraint('review_score_check', sql`score is null or score between 1 and 5`)
    .addCheckConstraint(
      'review_not_empty_check',
      sql`thumb is not null or score is not null or comment is not null`,
    )
    .execute();
  await db.schema
    .createIndex('review_run_idx')
    .on('review')
    .columns(['project_id', 'run_id'])
    .where(sql.ref('run_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('review_queue_idx')
    .on('review')
    .columns(['project_id', 'queue_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('review').ifExists().execute();
  await db.schema.dropTable('review_item').ifExists().execute();
  await db.schema.dropTable('review_queue').ifExists().execute();
}

import { type Kysely, sql } from 'kysely';

/**
 * Human review of experiment outputs (issue 14).
 * - `review_queue` gains the `experiment` source: `experiment_id` names the experiment (the queue,
 *   its items and reviews go with it: `on delete cascade`), `variant_indexes` the variants chosen.
 * - `review_item` names the output it shows: `experiment_id`, `experiment_item_id` and
 *   `variant_index` (the key of `experiment_result`, which a re-run deletes and writes again, so
 *   there is no foreign key to it).
 * - `review` copies that key, so the comparison loads an experiment's reviews with one indexed
 *   query, and `output_digest`: the md5 of the output the reviewer graded. A re-run that writes
 *   the same output keeps the grade current; one that writes a different output leaves the grade
 *   on an older output (shown as such, not counted in the variant's human summary).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('review_queue')
    .addColumn('experiment_id', 'uuid')
    .addColumn('variant_indexes', 'jsonb')
    .execute();
  await db.schema.alterTable('review_queue').dropConstraint('review_queue_source_check').execute();
  await db.schema
    .alterTable('review_queue')
    .addCheckConstraint(
      'review_queue_source_check',
      sql`source in ('filter', 'dataset', 'experiment')`,
    )
    .execute();
  await db.schema
    .alterTable('review_queue')
    .addForeignKeyConstraint(
      'review_queue_experiment_fk',
      ['project_id', 'experiment_id'],
      'experiment',
      ['project_id', 'id'],
    )
    .onDelete('cascade')
    .execute();
  await db.schema
    .createIndex('review_queue_experiment_idx')
    .on('review_queue')
    .columns(['project_id', 'experiment_id'])
    .where(sql.ref('experiment_id'), 'is not', null)
    .execute();
  await db.schema
    .alterTable('review_item')
    .addColumn('experiment_id', 'uuid')
    .addColumn('experiment_item_id', 'uuid')
    .addColumn('variant_index', 'integer')
    .execute();
  await db.schema
    .alterTable('review')
    .addColumn('experiment_id', 'uuid')
    .addColumn('experiment_item_id', 'uuid')
    .addColumn('variant_index', 'integer')
    .addColumn('output_digest', 'text')
    .execute();
  await db.schema
    .createIndex('review_experiment_idx')
    .on('review')
    .columns(['project_id', 'experiment_id'])
    .where(sql.ref('experiment_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('review_experiment_idx').ifExists().execute();
  await db.schema
    .alterTable('review')
    .dropColumn('output_digest')
    .dropColumn('variant_index')
    .dropColumn('experiment_item_id')
    .dropColumn('experiment_id')
    .execute();
  await db.schema
    .alterTable('review_item')
    .dropColumn('variant_index')
    .dropColumn('experiment_item_id')
    .dropColumn('experiment_id')
    .execute();
  await db
    .deleteFrom('review_queue' as never)
    .where(sql.ref('source'), '=', 'experiment')
    .execute();
  await db.schema.dropIndex('review_queue_experiment_idx').ifExists().execute();
  await db.schema.alterTable('review_queue').dropConstraint('review_queue_experiment_fk').execute();
  await db.schema.alterTable('review_queue').dropConstraint('review_queue_source_check').execute();
  await db.schema
    .alterTable('review_queue')
    .addCheckConstraint('review_queue_source_check', sql`source in ('filter', 'dataset')`)
    .execute();
  await db.schema
    .alterTable('review_queue')
    .dropColumn('variant_indexes')
    .dropColumn('experiment_id')
    .execute();
}

import { type Kysely, sql } from 'kysely';

/**
 * Experiments (issue 14), keyed by `(project_id, id)` like every project table.
 * - `experiment`: what to run, frozen when it was created: the variants as
 *   asked (`variants`) and as resolved (`prompts`: messages, model and
 *   sampling settings of each), and the graders (`graders`: the evaluators'
 *   type and parameters, the checklist's filter string), so a re-run grades
 *   the same way after an evaluator or template changes. `dataset_id` is set
 *   to null when its dataset is deleted (only that column:
 *   `on delete set null (dataset_id)`, PostgreSQL ≥ 15); `dataset_name` stays.
 *   `status` and `last_error` are the last state its job reported, read when
 *   the job row itself was swept.
 * - `experiment_item`: the dataset's items as copied at creation (`position`
 *   keeps their order; `id` is the dataset item's).
 * - `experiment_result`: one row per item × variant that ran; the primary key
 *   is what makes a pair run once (a job inserts with `on conflict do nothing`
 *   and skips pairs with a row after a restart).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('experiment')
    .addColumn('project_id', 'uuid', (c) =>
      c.notNull().references('project.id').onDelete('cascade'),
    )
    .addColumn('id', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('dataset_id', 'uuid')
    .addColumn('dataset_name', 'text', (c) => c.notNull())
    .addColumn('variants', 'jsonb', (c) => c.notNull())
    .addColumn('prompts', 'jsonb', (c) => c.notNull())
    .addColumn('evaluator_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('checklist_id', 'uuid')
    .addColumn('graders', 'jsonb', (c) => c.notNull())
    .addColumn('job_id', 'uuid')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`status in ('queued', 'running', 'finished', 'failed', 'cancelled')`),
    )
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .addPrimaryKeyConstraint('experiment_pk', ['project_id', 'id'])
    .execute();
  await sql`alter table experiment add constraint experiment_dataset_fk
    foreign key (project_id, dataset_id) references dataset_v2 (project_id, id)
    on delete set null (dataset_id)`.execute(db);
  await db.schema
    .createIndex('experiment_created_idx')
    .on('experiment')
    .columns(['project_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('experiment_item')
    .addColumn('project_id', 'uuid', (c) => c.notNull())
    .addColumn('experiment_id', 'uuid', (c) => c.notNull())
    .addColumn('id', 'uuid', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('input', 'jsonb', (c) => c.notNull())
    .addColumn('expected_output', 'jsonb')
    .addColumn('metadata', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addPrimaryKeyConstraint('experiment_item_pk', ['project_id', 'experiment_id', 'id'])
    .addForeignKeyConstraint(
      'experiment_item_experiment_fk',
      ['project_id', 'experiment_id'],
      'experiment',
      ['project_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('experiment_result')
    .addColumn('project_id', 'uuid', (c) => c.notNull())
    .addColumn('experiment_id', 'uuid', (c) => c.notNull())
    .addColumn('item_id', 'uuid', (c) => c.notNull())
    .addColumn('variant_index', 'integer', (c) => c.notNull().check(sql`variant_index >= 0`))
    .addColumn('output', 'text')
    .addColumn('error', 'text')
    .addColumn('prompt_tokens', 'integer')
    .addColumn('completion_tokens', 'integer')
    .addColumn('cost', 'double precision')
    .addColumn('duration_ms', 'integer')
    .addColumn('checks', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('passed', 'boolean')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('experiment_result_pk', [
      'project_id',
      'experiment_id',
      'item_id',
      'variant_index',
    ])
    .addForeignKeyConstraint(
      'experiment_result_item_fk',
      ['project_id', 'experiment_id', 'item_id'],
      'experiment_item',
      ['project_id', 'experiment_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('experiment_result').ifExists().execute();
  await db.schema.dropTable('experiment_item').ifExists().execute();
  await db.schema.dropTable('experiment').ifExists().execute();
}

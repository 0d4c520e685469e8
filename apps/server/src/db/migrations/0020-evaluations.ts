import { type Kysely, sql } from 'kysely';

/**
 * Evaluators, their results on runs, and checklists (issue 14), keyed by
 * `(project_id, …)` like every project table.
 *
 * - `evaluator`: a check (`type`, positional `params`) graded on the runs its
 *   `filters` select, a `sample_rate` of them; `realtime_since` is when it last
 *   became realtime, so production evaluation grades runs from then on only.
 * - `evaluation_result`: one row per evaluator and run; `pending` rows are
 *   owned by a queued grading job, so a restart resumes them.
 * - `checklist`: a named filter string of evaluation checks, its slug unique in
 *   the project.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('evaluator')
    .addColumn('project_id', 'uuid', (c) =>
      c.notNull().references('project.id').onDelete('cascade'),
    )
    .addColumn('id', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('params', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('mode', 'text', (c) => c.notNull().defaultTo('manual'))
    .addColumn('filters', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sample_rate', 'real', (c) => c.notNull().defaultTo(1))
    .addColumn('realtime_since', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('evaluator_pk', ['project_id', 'id'])
    .execute();
  await sql`create index evaluator_realtime_idx on evaluator (project_id) where mode = 'realtime'`.execute(
    db,
  );

  await db.schema
    .createTable('evaluation_result')
    .addColumn('project_id', 'uuid', (c) => c.notNull())
    .addColumn('evaluator_id', 'uuid', (c) => c.notNull())
    .addColumn('run_id', 'uuid', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('passed', 'boolean')
    .addColumn('score', 'double precision')
    .addColumn('reason', 'text')
    .addColumn('evaluator_name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('evaluation_result_pk', ['project_id', 'evaluator_id', 'run_id'])
    .addForeignKeyConstraint(
      'evaluation_result_evaluator_fk',
      ['project_id', 'evaluator_id'],
      'evaluator',
      ['project_id', 'id'],
      (c) => c.onDelete('cascade'),
    )
    .addForeignKeyConstraint(
      'evaluation_result_run_fk',
      ['project_id', 'run_id'],
      'run',
      ['project_id', 'id'],
      (c) => c.onDelete('cascade'),
    )
    .addCheckConstraint(
      'evaluation_result_status_check',
      sql`status in ('pending', 'done', 'error')`,
    )
    .execute();
  await db.schema
    .createIndex('evaluation_result_run_idx')
    .on('evaluation_result')
    .columns(['project_id', 'run_id'])
    .execute();

  await db.schema
    .createTable('checklist')
    .addColumn('project_id', 'uuid', (c) =>
      c.notNull().references('project.id').onDelete('cascade'),
    )
    .addColumn('id', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('checklist_pk', ['project_id', 'id'])
    .addUniqueConstraint('checklist_slug_unique', ['project_id', 'slug'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('checklist').ifExists().execute();
  await db.schema.dropTable('evaluation_result').ifExists().execute();
  await db.schema.dropTable('evaluator').ifExists().execute();
}

import { type Kysely, sql } from 'kysely';

/**
 * Guardrails (issue 15): a project's policies (one of them its default, at most
 * one by a partial unique index) and the decisions of `POST /v1/guardrails/check`.
 * A decision names its run by id only (the check often runs before the run is
 * ingested, and retention must never be blocked); runs' decisions and the
 * decisions chart read through the two indexes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('guardrail_policy')
    .addColumn('project_id', 'uuid', (c) =>
      c.notNull().references('project.id').onDelete('cascade'),
    )
    .addColumn('id', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('applies_to', 'text', (c) => c.notNull())
    .addColumn('checks', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('guardrail_policy_pk', ['project_id', 'id'])
    .addCheckConstraint(
      'guardrail_policy_applies_to_check',
      sql`applies_to in ('input', 'output', 'both')`,
    )
    .execute();
  await db.schema
    .createIndex('guardrail_policy_default_key')
    .on('guardrail_policy')
    .column('project_id')
    .unique()
    .where(sql.ref('is_default'), '=', true)
    .execute();
  await db.schema
    .createTable('guardrail_decision')
    .addColumn('project_id', 'uuid', (c) =>
      c.notNull().references('project.id').onDelete('cascade'),
    )
    .addColumn('id', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('run_id', 'uuid')
    .addColumn('policy_id', 'uuid')
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('passed', 'boolean', (c) => c.notNull())
    .addColumn('violations', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('guardrail_decision_pk', ['project_id', 'id'])
    .addCheckConstraint('guardrail_decision_target_check', sql`target in ('input', 'output')`)
    .execute();
  await db.schema
    .createIndex('guardrail_decision_run_idx')
    .on('guardrail_decision')
    .columns(['project_id', 'run_id'])
    .where(sql.ref('run_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('guardrail_decision_time_idx')
    .on('guardrail_decision')
    .columns(['project_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('guardrail_decision').ifExists().execute();
  await db.schema.dropTable('guardrail_policy').ifExists().execute();
}

import { type Kysely, sql } from 'kysely';

/**
 * Alerts (issue 15): a project's alerts, each time one fired (an event, open
 * until it resolves) and each notification of an event (a delivery: one per
 * mail recipient or webhook, sent by its own job). Tables are keyed by
 * `(project_id, id)` and go with their alert. At most one open event per
 * alert (a unique partial index): the evaluation inserts it with
 * `on conflict do nothing`, so two processes, or one restarted, fire once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('alert')
    .addColumn('project_id', 'uuid', (c) =>
      c.notNull().references('project.id').onDelete('cascade'),
    )
    .addColumn('id', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('evaluator_id', 'uuid')
    .addColumn('filters', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('window_minutes', 'integer', (c) => c.notNull())
    .addColumn('comparison', 'text', (c) => c.notNull())
    .addColumn('threshold', 'double precision', (c) => c.notNull())
    .addColumn('emails', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('webhook_url', 'text')
    .addColumn('webhook_format', 'text')
    .addColumn('webhook_secret', 'text')
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('ok'))
    .addColumn('last_value', 'double precision')
    .addColumn('last_error', 'text')
    .addColumn('last_evaluated_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('alert_pk', ['project_id', 'id'])
    .addCheckConstraint('alert_state_check', sql`state in ('ok', 'firing', 'error')`)
    .addCheckConstraint('alert_comparison_check', sql`comparison in ('above', 'below')`)
    .addCheckConstraint('alert_window_check', sql`window_minutes between 5 and 1440`)
    .execute();
  await db.schema
    .createIndex('alert_enabled_idx')
    .on('alert')
    .columns(['enabled', 'project_id'])
    .execute();
  await db.schema
    .createTable('alert_event')
    .addColumn('project_id', 'uuid', (c) => c.notNull())
    .addColumn('id', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('alert_id', 'uuid', (c) => c.notNull())
    .addColumn('fired_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('fired_value', 'double precision', (c) => c.notNull())
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('resolved_value', 'double precision')
    .addPrimaryKeyConstraint('alert_event_pk', ['project_id', 'id'])
    .addForeignKeyConstraint(
      'alert_event_alert_fk',
      ['project_id', 'alert_id'],
      'alert',
      ['project_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await sql`create unique index alert_event_open_key on alert_event (project_id, alert_id) where resolved_at is null`.execute(
    db,
  );
  await db.schema
    .createIndex('alert_event_history_idx')
    .on('alert_event')
    .columns(['project_id', 'alert_id', 'fired_at desc'])
    .execute();
  await db.schema
    .createTable('alert_delivery')
    .addColumn('project_id', 'uuid', (c) => c.notNull())
    .addColumn('id', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('event_id', 'uuid', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('transition', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('alert_delivery_pk', ['project_id', 'id'])
    .addForeignKeyConstraint(
      'alert_delivery_event_fk',
      ['project_id', 'event_id'],
      'alert_event',
      ['project_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addCheckConstraint('alert_delivery_channel_check', sql`channel in ('email', 'webhook')`)
    .addCheckConstraint('alert_delivery_transition_check', sql`transition in ('fired', 'resolved')`)
    .addCheckConstraint('alert_delivery_status_check', sql`status in ('pending', 'sent', 'failed')`)
    .execute();
  await db.schema
    .createIndex('alert_delivery_event_idx')
    .on('alert_delivery')
    .columns(['project_id', 'event_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('alert_delivery').execute();
  await db.schema.dropTable('alert_event').execute();
  await db.schema.dropTable('alert').execute();
}

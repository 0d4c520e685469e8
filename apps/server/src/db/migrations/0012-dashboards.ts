import { homeDashboardLayout, homeDashboardName } from '@lookout/domain';
import { type Kysely, sql } from 'kysely';

/**
 * Dashboards and custom charts, both keyed by `(project_id, id)`. A
 * dashboard's `charts` is its grid layout (jsonb placements). Every project
 * gets a home dashboard with the default charts, pointed at by
 * `project.home_dashboard_id` (a composite key, so it can only name a
 * dashboard of the same project). New projects get theirs from
 * `insertProject`.
 *
 * `run_project_created_analytics_idx` covers what most charts read from a
 * range of runs, so they aggregate with an index-only scan instead of
 * reading the run rows (1M runs, 30 days, `sum(cost)` by day: 3.0 s → 1.4 s
 * on the bench's busy 2 cores, bench/dashboards.mjs).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dashboard')
    .addColumn('project_id', 'uuid', (c) =>
      c.notNull().references('project.id').onDelete('cascade'),
    )
    .addColumn('id', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('charts', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('filters', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('granularity', 'text', (c) => c.notNull().defaultTo('daily'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('dashboard_pk', ['project_id', 'id'])
    .execute();
  await db.schema
    .createTable('custom_chart')
    .addColumn('project_id', 'uuid', (c) =>
      c.notNull().references('project.id').onDelete('cascade'),
    )
    .addColumn('id', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('metric_key', 'text')
    .addColumn('aggregation', 'text', (c) => c.notNull())
    .addColumn('split_by', 'text')
    .addColumn('split_key', 'text')
    .addColumn('filters', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('color', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('custom_chart_pk', ['project_id', 'id'])
    .execute();

  const layout = JSON.stringify(homeDashboardLayout);
  await sql`with created as (
      insert into dashboard (project_id, name, charts)
      select id, ${homeDashboardName}, ${layout}::jsonb from project where home_dashboard_id is null
      returning project_id, id)
    update project set home_dashboard_id = created.id
      from created where project.id = created.project_id`.execute(db);
  await sql`alter table project add constraint project_home_dashboard_fk
    foreign key (id, home_dashboard_id) references dashboard (project_id, id)`.execute(db);
  await sql`create index run_project_created_analytics_idx on run (project_id, created_at)
    include (type, status, model, user_id, cost, total_tokens, duration_ms)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('run_project_created_analytics_idx').ifExists().execute();
  await sql`alter table project drop constraint if exists project_home_dashboard_fk`.execute(db);
  await sql`update project set home_dashboard_id = null`.execute(db);
  await db.schema.dropTable('custom_chart').ifExists().execute();
  await db.schema.dropTable('dashboard').ifExists().execute();
}

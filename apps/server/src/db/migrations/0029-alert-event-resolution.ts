import { type Kysely, sql } from 'kysely';

/**
 * What closed an alert event (issue 15): the metric back within its threshold
 * (`metric`), or the alert turned off while it fired (`disabled`), so the
 * history says why an event stopped and none stays open forever. Events
 * resolved before this migration were all closed by their metric.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('alert_event')
    .addColumn('resolved_by', 'text', (c) =>
      c.check(sql`resolved_by is null or resolved_by in ('metric', 'disabled')`),
    )
    .execute();
  await sql`update alert_event set resolved_by = 'metric' where resolved_at is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('alert_event').dropColumn('resolved_by').execute();
}

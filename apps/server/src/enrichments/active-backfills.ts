import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { JobRow } from '../jobs/job.repository.js';

/** The job kind of an enricher's backfill. */
export const backfillJobKind = 'enrichments.backfill';

/** The dedupe key of an enricher's backfill: at most one queued or running per enricher. */
export const backfillDedupeKey = (enricherId: string) => `${backfillJobKind}:${enricherId}`;

/**
 * A project's enricher backfills that are queued or running, by enricher id,
 * so the enrichers list can hand each its job and a settings page opened (or
 * reloaded) while one runs follows its progress again.
 */
export async function activeBackfills(
  db: Kysely<Database>,
  projectId: string,
): Promise<Map<string, JobRow>> {
  const rows = await db
    .selectFrom('job')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('kind', '=', backfillJobKind)
    .where('state', 'in', ['queued', 'running'])
    .orderBy('created_at', 'desc')
    .execute();
  const byEnricher = new Map<string, JobRow>();
  for (const row of rows) {
    const prefix = `${backfillJobKind}:`;
    const enricherId = row.dedupe_key?.startsWith(prefix)
      ? row.dedupe_key.slice(prefix.length)
      : null;
    if (enricherId && !byEnricher.has(enricherId)) byEnricher.set(enricherId, row);
  }
  return byEnricher;
}

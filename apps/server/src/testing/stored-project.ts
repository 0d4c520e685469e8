import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * An org and project written straight to the database, for tests of code
 * below the API (jobs, sweeps) that only need the rows to exist.
 */
export async function storedProject(
  db: Kysely<Database>,
  {
    dataRetentionDays = null,
    plan = 'free',
  }: { dataRetentionDays?: number | null; plan?: string } = {},
): Promise<{ orgId: string; projectId: string }> {
  const org = await db
    .insertInto('org')
    .values({ name: 'Stored org', api_key: crypto.randomUUID(), plan })
    .returning('id')
    .executeTakeFirstOrThrow();
  const project = await db
    .insertInto('project')
    .values({ org_id: org.id, name: 'Stored project', data_retention_days: dataRetentionDays })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { orgId: org.id, projectId: project.id };
}

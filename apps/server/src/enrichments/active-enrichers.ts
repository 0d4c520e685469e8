import type { EnricherSettings, Plan } from '@lookout/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { enricherSettings, listEnricherRows } from './enricher.repository.js';
import { enricherActivity } from './enricher-gating.js';
import type { EnrichmentDependencies } from './enrichment-dependencies.js';

/**
 * The enrichers that compute on a project's runs now (enabled, in the org's
 * plan, topics with topics), with the project's org; null for a project that
 * no longer exists.
 */
export async function activeEnrichers(
  deps: Pick<EnrichmentDependencies, 'db' | 'edition'>,
  projectId: string,
): Promise<{ orgId: string; enrichers: EnricherSettings[] } | null> {
  const project = await projectWithPlan(deps.db, projectId);
  if (!project) return null;
  const rows = await listEnricherRows(deps.db, projectId);
  const enrichers = rows
    .map((row) => ({ settings: enricherSettings(row), enabled: row.enabled }))
    .filter(
      ({ settings, enabled }) =>
        enricherActivity({ ...settings, enabled }, { plan: project.plan, edition: deps.edition })
          .active,
    )
    .map(({ settings }) => settings);
  return { orgId: project.orgId, enrichers };
}

export async function projectWithPlan(
  db: Kysely<Database>,
  projectId: string,
): Promise<{ orgId: string; plan: Plan } | null> {
  const row = await db
    .selectFrom('project')
    .innerJoin('org', 'org.id', 'project.org_id')
    .select(['project.org_id', 'org.plan'])
    .where('project.id', '=', projectId)
    .executeTakeFirst();
  return row ? { orgId: row.org_id, plan: row.plan as Plan } : null;
}

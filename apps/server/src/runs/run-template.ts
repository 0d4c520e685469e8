import type { Run, RunTemplate } from '@lookout/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * The template and version number behind a run's `templateVersionId`, so the run view can
 * say "welcome v2" instead of an id. Looked up for one run only (one primary-key join); the
 * logs lists leave it out. Null when the run names no version or the template was deleted.
 */
export async function findRunTemplate(
  db: Kysely<Database>,
  run: Pick<Run, 'projectId' | 'templateVersionId'>,
): Promise<RunTemplate | null> {
  if (!run.templateVersionId) return null;
  const row = await db
    .selectFrom('template_version')
    .innerJoin('template', (join) =>
      join
        .onRef('template.project_id', '=', 'template_version.project_id')
        .onRef('template.id', '=', 'template_version.template_id'),
    )
    .select(['template.id as id', 'template.slug as slug', 'template_version.version as version'])
    .where('template_version.project_id', '=', run.projectId)
    .where('template_version.id', '=', run.templateVersionId)
    .executeTakeFirst();
  return row ? { id: row.id, slug: row.slug, version: row.version } : null;
}

/** One run as `GET /v1/runs/{id}` answers it: with its template by name. */
export async function withRunTemplate(db: Kysely<Database>, run: Run): Promise<Run> {
  return { ...run, template: await findRunTemplate(db, run) };
}

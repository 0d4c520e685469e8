import type { Run } from '@lookout/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { findTemplateVersionNames } from '../templates/template-version-names.js';

/**
 * One run as `GET /v1/runs/{id}` answers it: with the template and version number behind its
 * `templateVersionId`, so the run view can say "welcome v2" instead of an id; null when the
 * run names no version or the template was deleted. The logs lists leave it out.
 */
export async function withRunTemplate(db: Kysely<Database>, run: Run): Promise<Run> {
  const [name] = run.templateVersionId
    ? await findTemplateVersionNames(db, run.projectId, [run.templateVersionId])
    : [];
  return {
    ...run,
    template: name ? { id: name.templateId, slug: name.slug, version: name.version } : null,
  };
}

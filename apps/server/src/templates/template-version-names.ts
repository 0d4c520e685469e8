import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';

/** A template version by name: its template's id and slug, and its number. */
export interface TemplateVersionName {
  versionId: string;
  templateId: string;
  slug: string;
  version: number;
}

/**
 * The names of the project's template versions among `versionIds` (UUIDs), one primary-key
 * join; ids of deleted versions are absent from the answer. For "welcome v2" labels.
 */
export async function findTemplateVersionNames(
  db: Kysely<Database>,
  projectId: string,
  versionIds: readonly string[],
): Promise<TemplateVersionName[]> {
  if (versionIds.length === 0) return [];
  return db
    .selectFrom('template_version')
    .innerJoin('template', (join) =>
      join
        .onRef('template.project_id', '=', 'template_version.project_id')
        .onRef('template.id', '=', 'template_version.template_id'),
    )
    .select([
      'template_version.id as versionId',
      'template.id as templateId',
      'template.slug as slug',
      'template_version.version as version',
    ])
    .where('template_version.project_id', '=', projectId)
    .where(sql<boolean>`template_version.id = any(${versionIds}::uuid[])`)
    .execute();
}

import { slugSchema } from '@lookout/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { MergedRun } from './run-merge.js';

const keyOf = (slug: string, version: number) => `${version}:${slug}`;

/**
 * The template version of each run that names its prompt by slug and version
 * (Langfuse's `promptName` / `promptVersion`) rather than by id, looked up
 * among the project's templates in one query. Runs whose prompt is unknown
 * keep their slug and version in `extra` only.
 */
export async function templateVersionIdsBySlug(
  trx: Transaction<Database> | Kysely<Database>,
  projectId: string,
  runs: readonly MergedRun[],
): Promise<Map<string, string>> {
  // Only names a template can have: others (NUL, spaces, capitals) match nothing and stay unsent.
  const wanted = runs.filter(
    (run) =>
      run.templateVersionId === undefined &&
      run.templateSlug !== undefined &&
      slugSchema.safeParse(run.templateSlug).data === run.templateSlug &&
      run.templateVersion !== undefined &&
      Number.isSafeInteger(run.templateVersion),
  );
  if (wanted.length === 0) return new Map();
  const slugs = [...new Set(wanted.map((run) => run.templateSlug as string))];
  const rows = await trx
    .selectFrom('template_version')
    .innerJoin('template', (join) =>
      join
        .onRef('template.project_id', '=', 'template_version.project_id')
        .onRef('template.id', '=', 'template_version.template_id'),
    )
    .select(['template.slug', 'template_version.version', 'template_version.id'])
    .where('template_version.project_id', '=', projectId)
    .where(sql<boolean>`template.slug = any(${slugs}::text[])`)
    .execute();
  const ids = new Map(rows.map((row) => [keyOf(row.slug, row.version), row.id]));
  const links = new Map<string, string>();
  for (const run of wanted) {
    const id = ids.get(keyOf(run.templateSlug as string, run.templateVersion as number));
    if (id) links.set(run.runId, id);
  }
  return links;
}

import type { TemplateMode, TemplateWithVersions } from '@lookout/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { findTemplate, templateNotFound, withVersions } from './template.repository.js';

/** Longest slug (slugSchema). */
const maxSlugLength = 100;
/** How many `-copy-N` names are tried before giving up. */
const maxCopies = 50;

/** `welcome-copy`, then `welcome-copy-2`, `welcome-copy-3`…, within the slug length limit. */
export function copySlug(slug: string, attempt: number): string {
  const suffix = attempt === 1 ? '-copy' : `-copy-${attempt}`;
  return `${slug.slice(0, maxSlugLength - suffix.length)}${suffix}`;
}

/**
 * Copies a template under the first free `<slug>-copy…` name, with its newest
 * deployed version (as version 1) and the draft on top of it, if any (as
 * version 2), credited to `authorId`.
 */
export async function duplicateTemplate(
  trx: Transaction<Database>,
  projectId: string,
  templateId: string,
  authorId: string | null,
): Promise<TemplateWithVersions> {
  const source = await findTemplate(trx, projectId, templateId);
  const taken = new Set(
    (
      await trx
        .selectFrom('template')
        .select('slug')
        .where('project_id', '=', projectId)
        .where('slug', 'like', `${source.slug.slice(0, 60)}%`)
        .execute()
    ).map((row) => row.slug),
  );
  let slug: string | undefined;
  for (let attempt = 1; attempt <= maxCopies && !slug; attempt += 1) {
    const candidate = copySlug(source.slug, attempt);
    if (!taken.has(candidate)) slug = candidate;
  }
  if (!slug) {
    throw new ApiError(
      409,
      'Slug taken',
      `"${source.slug}" already has ${maxCopies} copies; rename some of them first.`,
    );
  }
  const copy = await trx
    .insertInto('template')
    .values({ project_id: projectId, slug, mode: source.mode as TemplateMode })
    .returningAll()
    .executeTakeFirstOrThrow();
  const versions = await trx
    .selectFrom('template_version')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('template_id', '=', templateId)
    .orderBy('version', 'desc')
    .execute();
  const draft = versions[0]?.is_draft ? versions[0] : undefined;
  const deployed = versions.find((version) => !version.is_draft);
  const copied = [deployed, draft].filter((version) => version !== undefined);
  for (const [index, version] of copied.entries()) {
    await trx
      .insertInto('template_version')
      .values({
        project_id: projectId,
        template_id: copy.id,
        version: index + 1,
        content: JSON.stringify(version.content),
        extra: JSON.stringify(version.extra),
        is_draft: version.is_draft,
        notes: version.notes,
        created_by: authorId,
      })
      .execute();
  }
  const [result] = await withVersions(trx, projectId, [copy]);
  if (!result) throw templateNotFound();
  return result;
}

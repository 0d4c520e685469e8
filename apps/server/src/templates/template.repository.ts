import type {
  Template,
  TemplateContent,
  TemplateExtra,
  TemplateMode,
  TemplateVersion,
  TemplateWithVersions,
} from '@lookout/domain';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { toJsonbText } from '../db/postgres-safe.js';
import type { Database, TemplateTable, TemplateVersionTable } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';

export type Executor = Kysely<Database> | Transaction<Database>;
type VersionRow = Selectable<TemplateVersionTable> & { created_by_name: string | null };

export const templateNotFound = () =>
  new ApiError(404, 'Template not found', 'No such template in this project.');
export const templateVersionNotFound = () =>
  new ApiError(
    404,
    'Template version not found',
    'No such template version in this project; it may have been deleted with its template.',
  );
export const slugTaken = (slug: string) =>
  new ApiError(
    409,
    'Slug taken',
    `The slug "${slug}" is already used by another template in this project; choose another one.`,
  );

/** The API's view of a template row. */
export function toTemplate(row: Selectable<TemplateTable>): Template {
  return {
    id: row.id,
    projectId: row.project_id,
    slug: row.slug,
    mode: row.mode as TemplateMode,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The API's view of a version row (joined with its author's name). */
export function toTemplateVersion(row: VersionRow): TemplateVersion {
  return {
    id: row.id,
    templateId: row.template_id,
    createdAt: row.created_at.toISOString(),
    content: row.content as TemplateContent,
    extra: row.extra as TemplateExtra,
    version: row.version,
    isDraft: row.is_draft,
    notes: row.notes,
    createdBy:
      row.created_by && row.created_by_name !== null
        ? { id: row.created_by, name: row.created_by_name }
        : null,
  };
}

/** Versions of a project's templates (all of them, or those of `templateIds`), newest first. */
export function selectVersions(db: Executor, projectId: string) {
  return db
    .selectFrom('template_version')
    .leftJoin('account', 'account.id', 'template_version.created_by')
    .selectAll('template_version')
    .select('account.name as created_by_name')
    .where('template_version.project_id', '=', projectId)
    .orderBy('template_version.version', 'desc');
}

/** One version of the project, or a 404. */
export async function findVersion(
  db: Executor,
  projectId: string,
  versionId: string,
): Promise<VersionRow> {
  const row = await selectVersions(db, projectId)
    .where('template_version.id', '=', versionId)
    .executeTakeFirst();
  if (!row) throw templateVersionNotFound();
  return row;
}

/** One template of the project, or a 404; `lock` holds it until the transaction ends. */
export async function findTemplate(
  db: Executor,
  projectId: string,
  templateId: string,
  lock = false,
): Promise<Selectable<TemplateTable>> {
  let query = db
    .selectFrom('template')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('id', '=', templateId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw templateNotFound();
  return row;
}

/** Templates with their versions, newest version first. */
export async function withVersions(
  db: Executor,
  projectId: string,
  templates: readonly Selectable<TemplateTable>[],
): Promise<TemplateWithVersions[]> {
  if (templates.length === 0) return [];
  const versions = await selectVersions(db, projectId)
    .where(
      'template_version.template_id',
      'in',
      templates.map((template) => template.id),
    )
    .execute();
  return templates.map((template) => ({
    ...toTemplate(template),
    versions: versions
      .filter((version) => version.template_id === template.id)
      .map(toTemplateVersion),
  }));
}

/** Inserts a template of `projectId` (a taken slug throws PostgreSQL's unique violation). */
export function insertTemplate(
  db: Executor,
  projectId: string,
  fields: { slug: string; mode: TemplateMode },
): Promise<Selectable<TemplateTable>> {
  return db
    .insertInto('template')
    .values({ project_id: projectId, slug: fields.slug, mode: fields.mode })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** What a saved version holds. */
export interface VersionFields {
  content: TemplateContent;
  extra: TemplateExtra;
  isDraft: boolean;
  notes?: string | null;
}

/**
 * A chat template holds messages and a text template a string: anything else
 * is refused with a 400 naming the mismatch.
 */
export function assertContentFitsMode(mode: string, content: TemplateContent): void {
  if (mode === 'text' && typeof content !== 'string') {
    throw new ApiError(
      400,
      'Invalid request',
      'content: a text template holds a string, not a list of messages.',
    );
  }
  if (mode === 'openai' && typeof content === 'string') {
    throw new ApiError(
      400,
      'Invalid request',
      'content: a chat template holds a list of messages, not a string.',
    );
  }
}

/**
 * Saves a version of a template the caller locked (`findTemplate(…, true)`), so
 * concurrent saves number their versions one after the other. A template has at
 * most one draft, always its newest version: saving a draft rewrites it, and
 * deploying turns it into the deployed version. Without a draft on top, the
 * save is a new version numbered one above the newest.
 */
export async function saveVersion(
  trx: Transaction<Database>,
  template: Selectable<TemplateTable>,
  fields: VersionFields,
  authorId: string | null,
): Promise<{ version: TemplateVersion; replacedDraft: boolean }> {
  assertContentFitsMode(template.mode, fields.content);
  const top = await trx
    .selectFrom('template_version')
    .select(['id', 'version', 'is_draft'])
    .where('project_id', '=', template.project_id)
    .where('template_id', '=', template.id)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  const values = {
    content: toJsonbText(fields.content),
    extra: toJsonbText(fields.extra),
    is_draft: fields.isDraft,
    notes: fields.notes ?? null,
    created_by: authorId,
  };
  const saved = top?.is_draft
    ? await trx
        .updateTable('template_version')
        .set(values)
        .where('project_id', '=', template.project_id)
        .where('id', '=', top.id)
        .returning('id')
        .executeTakeFirstOrThrow()
    : await trx
        .insertInto('template_version')
        .values({
          ...values,
          project_id: template.project_id,
          template_id: template.id,
          version: (top?.version ?? 0) + 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
  await touchTemplate(trx, template);
  const version = toTemplateVersion(await findVersion(trx, template.project_id, saved.id));
  return { version, replacedDraft: top?.is_draft === true };
}

/** Marks a template changed now (the list sorts by it). */
export async function touchTemplate(
  db: Executor,
  template: Pick<Selectable<TemplateTable>, 'project_id' | 'id'>,
): Promise<void> {
  await db
    .updateTable('template')
    .set({ updated_at: new Date() })
    .where('project_id', '=', template.project_id)
    .where('id', '=', template.id)
    .execute();
}

/**
 * The newest deployed version of the template `slug` (what SDKs receive), or of
 * any version (`includeDrafts`), with its template; null when there is none.
 */
export async function latestVersionBySlug(
  db: Executor,
  projectId: string,
  slug: string,
  options: { includeDrafts?: boolean; version?: number } = {},
) {
  let query = selectVersions(db, projectId)
    .innerJoin('template', (join) =>
      join
        .onRef('template.project_id', '=', 'template_version.project_id')
        .onRef('template.id', '=', 'template_version.template_id'),
    )
    .select(['template.slug', 'template.mode'])
    .where('template.slug', '=', slug);
  if (options.version !== undefined)
    query = query.where('template_version.version', '=', options.version);
  else if (!options.includeDrafts) query = query.where('template_version.is_draft', '=', false);
  return (await query.limit(1).executeTakeFirst()) ?? null;
}

import type { TemplateWithVersions } from '@lookout/domain';

export type PromptSort = 'updated' | 'name';

/** The newest version SDKs receive, if any. */
export function deployedVersion(template: TemplateWithVersions) {
  return template.versions.find((version) => !version.isDraft);
}

/** The templates whose slug contains `search`, by name (A→Z) or by last change (newest first). */
export function visiblePrompts(
  templates: readonly TemplateWithVersions[],
  search: string,
  sort: PromptSort,
): TemplateWithVersions[] {
  const needle = search.trim().toLowerCase();
  const found = templates.filter((template) => template.slug.toLowerCase().includes(needle));
  return found.sort((a, b) =>
    sort === 'name' ? a.slug.localeCompare(b.slug) : b.updatedAt.localeCompare(a.updatedAt),
  );
}

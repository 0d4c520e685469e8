import type { TemplateWithVersions } from '@lookout/domain';

export type PromptSort = 'updated' | 'name';

/** When a template last changed: its newest version, or its creation. */
export function updatedAt(template: TemplateWithVersions): string {
  return template.versions[0]?.createdAt ?? template.createdAt;
}

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
    sort === 'name' ? a.slug.localeCompare(b.slug) : updatedAt(b).localeCompare(updatedAt(a)),
  );
}

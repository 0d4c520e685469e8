import type { TemplateVersion, TemplateWithVersions } from '@lookout/domain';

const projectId = '00000000-0000-4000-8000-000000000001';

/** Version `number` of template `templateIndex`, deployed unless told otherwise. */
export function makeVersion(
  templateIndex: number,
  number: number,
  overrides: Partial<TemplateVersion> = {},
): TemplateVersion {
  const hex = (templateIndex * 100 + number).toString(16).padStart(12, '0');
  return {
    id: `00000000-0000-4000-9000-${hex}`,
    templateId: makeTemplateId(templateIndex),
    createdAt: `2026-01-${String(10 + number).padStart(2, '0')}T10:00:00.000Z`,
    extra: { model: 'gpt-4o', max_tokens: 4096, temperature: 1 },
    content: [
      { role: 'system', content: 'You are a support agent.' },
      { role: 'user', content: `Answer {{question}} (v${number})` },
    ],
    version: number,
    isDraft: false,
    notes: null,
    createdBy: { id: '00000000-0000-4000-8000-0000000000ad', name: 'Ada Lovelace' },
    ...overrides,
  };
}

export function makeTemplateId(index: number): string {
  return `00000000-0000-4000-a000-${index.toString(16).padStart(12, '0')}`;
}

/** A chat template named `slug` with `versions` (newest first). */
export function makeTemplate(
  index: number,
  slug: string,
  versions: TemplateVersion[] = [makeVersion(index, 1)],
  overrides: Partial<TemplateWithVersions> = {},
): TemplateWithVersions {
  return {
    id: makeTemplateId(index),
    createdAt: '2026-01-01T10:00:00.000Z',
    slug,
    projectId,
    mode: 'openai',
    updatedAt: versions[0]?.createdAt ?? '2026-01-01T10:00:00.000Z',
    versions,
    ...overrides,
  };
}

import type { View } from '@lookout/domain';

/** A saved view for tests, with a readable id (`v1`…) turned into a uuid. */
export function makeView(index: number, overrides: Partial<View> = {}): View {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    name: `View ${index}`,
    icon: null,
    data: '',
    type: 'llm',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

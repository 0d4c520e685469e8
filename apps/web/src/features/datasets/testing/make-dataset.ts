import type { DatasetItem, DatasetV2 } from '@lookout/domain';

/** A dataset (v2) numbered `n`, as the list answers it. */
export function makeDataset(
  n: number,
  name: string,
  overrides: Partial<DatasetV2> = {},
): DatasetV2 {
  return {
    id: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
    name,
    description: null,
    itemCount: 0,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

/** An item numbered `n` of `datasetId`. */
export function makeItem(
  n: number,
  datasetId: string,
  overrides: Partial<DatasetItem> = {},
): DatasetItem {
  return {
    id: `00000000-0000-4000-8000-0000000002${String(n).padStart(2, '0')}`,
    datasetId,
    input: `Question ${n}`,
    expectedOutput: null,
    metadata: {},
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

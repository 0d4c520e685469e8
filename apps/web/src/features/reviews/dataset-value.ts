import { type DatasetItemValue, datasetItemValueSchema } from '@lookout/domain';

/**
 * A run's input or output as a dataset item value: text or chat messages as they are, anything
 * else (tool payloads, JSON objects) as its JSON text. Null and missing values give null.
 */
export function toDatasetValue(value: unknown): DatasetItemValue | null {
  if (value === null || value === undefined) return null;
  const parsed = datasetItemValueSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  if (
    typeof value === 'object' &&
    !Array.isArray(value) &&
    datasetItemValueSchema.safeParse([value]).success
  ) {
    return datasetItemValueSchema.parse([value]);
  }
  return JSON.stringify(value, null, 2);
}

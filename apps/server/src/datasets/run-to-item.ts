import { type DatasetItemValue, datasetMessageSchema } from '@lookout/domain';
import { z } from 'zod';
import type { NewDatasetItem } from './dataset-item.repository.js';

const messagesSchema = z.array(datasetMessageSchema).min(1);

/**
 * A logged input or output as an item value: text stays text, chat messages
 * (a list, or one message) stay messages, anything else becomes its JSON
 * text; null when there is nothing.
 * @example toItemValue({ role: 'user', content: 'Hi' }) // [{ role: 'user', content: 'Hi' }]
 * @example toItemValue({ query: 'x' }) // '{"query":"x"}'
 */
export function toItemValue(value: unknown): DatasetItemValue | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  const list = Array.isArray(value) ? value : [value];
  const messages = messagesSchema.safeParse(list);
  if (messages.success) return messages.data;
  return JSON.stringify(value);
}

/** A run as a dataset item: its input, its output as the expected output, and its id in the metadata; null without input. */
export function runToItem(run: {
  id: string;
  input: unknown;
  output: unknown;
}): NewDatasetItem | null {
  const input = toItemValue(run.input);
  if (input === null) return null;
  return { input, expectedOutput: toItemValue(run.output), metadata: { runId: run.id } };
}

import { z } from 'zod';
import { chatMessageSchema } from './chat-message.js';
import { idSchema } from './id.js';
import { slugSchema } from './slug.js';
import { timestampSchema } from './timestamp.js';

/** Datasets (v1) hold chat prompts or text prompts. */
export const datasetFormats = ['chat', 'text'] as const;
export const datasetFormatSchema = z.enum(datasetFormats);
export type DatasetFormat = z.infer<typeof datasetFormatSchema>;

/** A set of values for a prompt's `{{variables}}`, with the answer hoped for. */
export const datasetVariationSchema = z.object({
  id: idSchema,
  promptId: idSchema,
  variables: z.record(z.string(), z.string()).default({}),
  /** Background the evaluation may use, such as retrieved documents. */
  context: z.string().nullable().default(null),
  idealOutput: z.string().nullable().default(null),
  createdAt: timestampSchema,
});
export type DatasetVariation = z.infer<typeof datasetVariationSchema>;

/** A prompt of a dataset: chat messages, or text for text datasets. */
export const datasetPromptSchema = z.object({
  id: idSchema,
  datasetId: idSchema,
  messages: z.union([z.array(chatMessageSchema), z.string()]),
  variations: z.array(datasetVariationSchema).default([]),
  createdAt: timestampSchema,
});
export type DatasetPrompt = z.infer<typeof datasetPromptSchema>;

/** A dataset (v1): prompts with variations, used by evaluations. */
export const datasetSchema = z.object({
  id: idSchema,
  slug: slugSchema,
  format: datasetFormatSchema,
  prompts: z.array(datasetPromptSchema).default([]),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Dataset = z.infer<typeof datasetSchema>;

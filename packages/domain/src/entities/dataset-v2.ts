import { z } from 'zod';
import { chatRoleSchema, imageUrlPartSchema, textPartSchema } from './chat-message.js';
import { displayNameSchema } from './display-name.js';
import { idSchema } from './id.js';
import { timestampSchema } from './timestamp.js';

/** A message of a dataset item: text, or text and images. */
export const datasetMessageSchema = z.object({
  role: chatRoleSchema,
  content: z.union([
    z.string(),
    z.array(z.discriminatedUnion('type', [textPartSchema, imageUrlPartSchema])),
  ]),
});
export type DatasetMessage = z.infer<typeof datasetMessageSchema>;

/** The input or expected output of an item: plain text or a list of messages. */
export const datasetItemValueSchema = z.union([z.string(), z.array(datasetMessageSchema)]);
export type DatasetItemValue = z.infer<typeof datasetItemValueSchema>;

/** What can be changed on an item. */
export const datasetItemFieldsSchema = z.object({
  input: datasetItemValueSchema,
  /** The answer hoped for; null until written or generated. */
  expectedOutput: datasetItemValueSchema.nullable().default(null),
  /** Anything else about the case (CSV columns beyond input and expected_output); also the values of a prompt's `{{variables}}` in experiments. */
  metadata: z.record(z.string(), z.unknown()).default({}),
});

/** One test case of a dataset. */
export const datasetItemSchema = datasetItemFieldsSchema.extend({
  id: idSchema,
  datasetId: idSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type DatasetItem = z.infer<typeof datasetItemSchema>;

/** What can be changed on a dataset. */
export const datasetV2FieldsSchema = z.object({
  name: displayNameSchema,
  description: z.string().trim().max(2000).nullable().default(null),
});

/** A dataset (v2) as listed: without its items. */
export const datasetV2Schema = datasetV2FieldsSchema.extend({
  id: idSchema,
  itemCount: z.number().int().min(0),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type DatasetV2 = z.infer<typeof datasetV2Schema>;

/** A dataset (v2) with its items, oldest first. */
export const datasetV2WithItemsSchema = datasetV2Schema.extend({
  items: z.array(datasetItemSchema),
});
export type DatasetV2WithItems = z.infer<typeof datasetV2WithItemsSchema>;

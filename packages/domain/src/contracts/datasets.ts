import { z } from 'zod';
import { chatMessageSchema } from '../entities/chat-message.js';
import {
  datasetFormatSchema,
  datasetPromptSchema,
  datasetSchema,
  datasetVariationSchema,
} from '../entities/dataset.js';
import { idSchema } from '../entities/id.js';
import { runIdSchema } from '../entities/run.js';
import { slugSchema } from '../entities/slug.js';
import { patchBody } from './patch-body.js';

// Datasets v1: orgs without the datasetV2Enabled flag.

/** `GET /v1/datasets?projectId=`: the project's datasets with their prompts. */
export const listDatasetsResponseSchema = z.array(datasetSchema);
export type ListDatasetsResponse = z.infer<typeof listDatasetsResponseSchema>;

/** `POST /v1/datasets`: a new dataset with one empty prompt. */
export const createDatasetBodySchema = z.object({
  slug: slugSchema,
  format: datasetFormatSchema.default('chat'),
});
export type CreateDatasetBody = z.infer<typeof createDatasetBodySchema>;

/** `GET /v1/datasets/{id}` (SDKs call it with a project key), and the answer of create and update. */
export const getDatasetResponseSchema = datasetSchema;
export type GetDatasetResponse = z.infer<typeof getDatasetResponseSchema>;

/** `PATCH /v1/datasets/{id}`: renames the slug. */
export const updateDatasetBodySchema = z.object({ slug: slugSchema });
export type UpdateDatasetBody = z.infer<typeof updateDatasetBodySchema>;

/** The messages of a prompt: chat messages, or text for text datasets. */
const promptMessagesSchema = z.union([z.array(chatMessageSchema), z.string()]);

/** `POST /v1/datasets/prompts`: adds a prompt (with one empty variation). */
export const createDatasetPromptBodySchema = z.object({
  datasetId: idSchema,
  messages: promptMessagesSchema,
});
export type CreateDatasetPromptBody = z.infer<typeof createDatasetPromptBodySchema>;

/** `POST /v1/datasets/prompts/attach`: adds a logged run's input (and output as ideal output). */
export const attachDatasetPromptBodySchema = z.object({
  datasetId: idSchema,
  runId: runIdSchema,
});
export type AttachDatasetPromptBody = z.infer<typeof attachDatasetPromptBodySchema>;

/** `GET /v1/datasets/prompts/{id}`, and the answer of create, attach and update. */
export const getDatasetPromptResponseSchema = datasetPromptSchema;
export type GetDatasetPromptResponse = z.infer<typeof getDatasetPromptResponseSchema>;

/** `PATCH /v1/datasets/prompts/{id}`. */
export const updateDatasetPromptBodySchema = z.object({ messages: promptMessagesSchema });
export type UpdateDatasetPromptBody = z.infer<typeof updateDatasetPromptBodySchema>;

/** `POST /v1/datasets/variations`. */
export const createDatasetVariationBodySchema = z.object({
  promptId: idSchema,
  variables: z.record(z.string(), z.string()).default({}),
  context: z.string().nullable().optional(),
  idealOutput: z.string().nullable().optional(),
});
export type CreateDatasetVariationBody = z.infer<typeof createDatasetVariationBodySchema>;

/** `GET /v1/datasets/variations/{id}`, and the answer of create and update. */
export const getDatasetVariationResponseSchema = datasetVariationSchema;
export type GetDatasetVariationResponse = z.infer<typeof getDatasetVariationResponseSchema>;

/** `PATCH /v1/datasets/variations/{id}`. */
export const updateDatasetVariationBodySchema = patchBody({
  variables: z.record(z.string(), z.string()).optional(),
  context: z.string().nullable().optional(),
  idealOutput: z.string().nullable().optional(),
});
export type UpdateDatasetVariationBody = z.infer<typeof updateDatasetVariationBodySchema>;

// DELETE on /v1/datasets/{id}, /v1/datasets/prompts/{id} and /v1/datasets/variations/{id} answers 204.

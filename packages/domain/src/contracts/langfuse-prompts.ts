import { z } from 'zod';
import { chatRoleSchema } from '../entities/chat-message.js';

// Langfuse's prompt API, as the `langfuse` (v3) and `@langfuse/client` (v5) SDKs call it with
// Basic `publicKey:secretKey`. A prompt is a template (its name the slug), a prompt version a
// template version; the `production` label is the newest deployed version, `latest` the newest.

/** `GET /api/public/v2/prompts/{name}?version=&label=`: one version, by number or label. */
export const getLangfusePromptQuerySchema = z.object({
  version: z.coerce
    .number({ error: 'version must be a whole number' })
    .int('version must be a whole number')
    .min(1, 'version must be at least 1')
    .optional(),
  label: z.string().min(1).optional(),
  /** v5 asks for composed prompts to be resolved; a Lookout prompt has nothing to resolve. */
  resolve: z.string().optional(),
});
export type GetLangfusePromptQuery = z.infer<typeof getLangfusePromptQuerySchema>;

/** A chat message as Langfuse stores it (the SDK adds `type` when it sends one). */
export const langfuseChatMessageSchema = z.object({
  type: z.literal('chatmessage').optional(),
  role: chatRoleSchema,
  content: z.string(),
});
export type LangfuseChatMessage = z.infer<typeof langfuseChatMessageSchema>;

/** What the SDKs read of a prompt: `name`, `version`, `type`, `prompt`, `config`, `labels`, `tags`. */
export const langfusePromptSchema = z.object({
  id: z.string(),
  name: z.string(),
  version: z.number().int(),
  type: z.enum(['text', 'chat']),
  prompt: z.union([z.string(), z.array(langfuseChatMessageSchema)]),
  config: z.record(z.string(), z.unknown()),
  labels: z.array(z.string()),
  tags: z.array(z.string()),
  commitMessage: z.string().nullable(),
  isActive: z.boolean(),
  projectId: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LangfusePrompt = z.infer<typeof langfusePromptSchema>;

/** A placeholder message (`{type: 'placeholder', name}`), which Lookout templates do not hold. */
const langfusePlaceholderSchema = z.object({ type: z.literal('placeholder'), name: z.string() });

/**
 * `POST /api/public/v2/prompts`: a new version of the prompt `name` (the prompt is made when
 * new). `labels` with `production` deploys it; otherwise it is saved as the draft.
 */
export const createLangfusePromptBodySchema = z.object({
  name: z.string().min(1, 'name is required'),
  type: z.enum(['text', 'chat']).default('text'),
  prompt: z.union([
    z.string(),
    z.array(z.union([langfuseChatMessageSchema, langfusePlaceholderSchema])),
  ]),
  config: z.record(z.string(), z.unknown()).nullable().optional(),
  labels: z.array(z.string()).default([]),
  tags: z.array(z.string()).nullable().optional(),
  commitMessage: z.string().max(1000).nullable().optional(),
});
export type CreateLangfusePromptBody = z.infer<typeof createLangfusePromptBodySchema>;

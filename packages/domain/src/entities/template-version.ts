import { z } from 'zod';
import { templateVersionDefaults } from '../constants/defaults.js';
import { chatMessageSchema } from './chat-message.js';
import { idSchema } from './id.js';
import { timestampSchema } from './timestamp.js';

/** A function the model may call, as OpenAI's chat API takes it. */
export const templateToolSchema = z.object({
  type: z.literal('function'),
  function: z.looseObject({
    name: z
      .string()
      .regex(/^[a-zA-Z0-9_-]{1,64}$/, 'A tool name is 1 to 64 letters, digits, _ or -'),
    description: z.string().optional(),
    parameters: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type TemplateTool = z.infer<typeof templateToolSchema>;

/** Who saved a template version: the account's id and name (null when saved with an API key). */
export const templateVersionAuthorSchema = z.object({ id: idSchema, name: z.string() });
export type TemplateVersionAuthor = z.infer<typeof templateVersionAuthorSchema>;

/**
 * Model settings of a template version. Settings other than those named here
 * (provider-specific ones) are kept as sent.
 */
export const templateExtraSchema = z.looseObject({
  model: z.string().trim().min(1, 'Choose a model'),
  max_tokens: z
    .number()
    .int('max_tokens must be a whole number')
    .min(1, 'max_tokens must be at least 1')
    .default(templateVersionDefaults.max_tokens),
  temperature: z
    .number()
    .min(0, 'temperature must be between 0 and 2')
    .max(2, 'temperature must be between 0 and 2')
    .default(templateVersionDefaults.temperature),
  top_p: z.number().min(0).max(1).optional(),
  presence_penalty: z.number().min(-2).max(2).optional(),
  frequency_penalty: z.number().min(-2).max(2).optional(),
  stop: z.array(z.string()).optional(),
  seed: z.number().int().optional(),
  /** OpenAI's tool definitions: `{type: 'function', function: {name, description?, parameters?}}`. */
  tools: z.array(templateToolSchema).optional(),
  tool_choice: z
    .union([
      z.enum(['none', 'auto', 'required']),
      z.object({ type: z.literal('function'), function: z.object({ name: z.string().min(1) }) }),
    ])
    .optional(),
  response_format: z
    .looseObject({ type: z.enum(['text', 'json_object', 'json_schema']) })
    .optional(),
});
export type TemplateExtra = z.infer<typeof templateExtraSchema>;

/** The text of a template: chat messages, or a string for text templates. */
export const templateContentSchema = z.union([z.array(chatMessageSchema), z.string()]);
export type TemplateContent = z.infer<typeof templateContentSchema>;

/** One saved version of a template; drafts are not served to SDKs. */
export const templateVersionSchema = z.object({
  id: idSchema,
  templateId: idSchema,
  createdAt: timestampSchema,
  extra: templateExtraSchema,
  content: templateContentSchema,
  /** 1 for the first version, counting up. */
  version: z.number().int().min(1),
  isDraft: z.boolean(),
  notes: z.string().max(1000).nullable().default(null),
  createdBy: templateVersionAuthorSchema.nullable().default(null),
});
export type TemplateVersion = z.infer<typeof templateVersionSchema>;

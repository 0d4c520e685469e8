import { z } from 'zod';
import { templateVersionDefaults } from '../constants/defaults.js';
import { chatMessageSchema } from './chat-message.js';
import { idSchema } from './id.js';
import { timestampSchema } from './timestamp.js';

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
});
export type TemplateVersion = z.infer<typeof templateVersionSchema>;

import { z } from 'zod';
import { idSchema } from './id.js';
import { slugSchema } from './slug.js';
import { timestampSchema } from './timestamp.js';

/** A chat template (`openai`: a list of messages) or a plain text one. */
export const templateModes = ['openai', 'text'] as const;
export const templateModeSchema = z.enum(templateModes);
export type TemplateMode = z.infer<typeof templateModeSchema>;

/** A prompt template of a project; its text lives in its versions. */
export const templateSchema = z.object({
  id: idSchema,
  createdAt: timestampSchema,
  /** What SDKs fetch the template by. */
  slug: slugSchema,
  projectId: idSchema,
  mode: templateModeSchema,
  /** When the slug or mode last changed, or a version was saved. */
  updatedAt: timestampSchema,
});
export type Template = z.infer<typeof templateSchema>;

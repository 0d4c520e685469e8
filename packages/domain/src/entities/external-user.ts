import { z } from 'zod';
import { idSchema } from './id.js';
import { jsonObjectSchema } from './json-value.js';
import { timestampSchema } from './timestamp.js';

/** An end user of the customer's app, as identified by the `userId` its SDK sends. */
export const externalUserSchema = z.object({
  id: idSchema,
  /** The app's own id for the user. */
  externalId: z.string().min(1),
  /** What the app told about the user (name, email, plan…). */
  props: jsonObjectSchema.nullable(),
  createdAt: timestampSchema,
  lastSeen: timestampSchema.nullable(),
  /** Runs recorded for the user. */
  runCount: z.number().int().min(0),
  /** US dollars spent on the user's LLM calls. */
  cost: z.number().min(0),
  /** Tokens of the user's runs (absent from servers before it was kept). */
  totalTokens: z.number().int().min(0).optional(),
});
export type ExternalUser = z.infer<typeof externalUserSchema>;

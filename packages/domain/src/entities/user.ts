import { z } from 'zod';
import { displayNameSchema } from './display-name.js';
import { emailSchema } from './email.js';
import { idSchema } from './id.js';
import { roleSchema } from './role.js';
import { timestampSchema } from './timestamp.js';

/** A person who signs in to the dashboard (an account of an org). */
export const userSchema = z.object({
  id: idSchema,
  orgId: idSchema,
  email: emailSchema,
  name: displayNameSchema,
  role: roleSchema,
  /** Whether the email address was confirmed through the emailed link. */
  verified: z.boolean(),
  avatarUrl: z.url().nullable().default(null),
  createdAt: timestampSchema,
  lastLoginAt: timestampSchema.nullable(),
  /**
   * Profile data chosen at sign-up, under the name SPEC §3 and the hosted
   * dashboards' sessions give it; older clients read the name from here.
   */
  user_metadata: z.object({ name: z.string().optional() }).optional(),
});
export type User = z.infer<typeof userSchema>;

/** What other screens show of a user: enough for an avatar and a name. */
export const userSummarySchema = userSchema.pick({
  id: true,
  name: true,
  email: true,
  role: true,
  avatarUrl: true,
});
export type UserSummary = z.infer<typeof userSummarySchema>;

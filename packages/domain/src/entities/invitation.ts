import { z } from 'zod';
import { emailSchema } from './email.js';
import { idSchema } from './id.js';
import { assignableRoleSchema } from './role.js';
import { timestampSchema } from './timestamp.js';

/** A pending invitation to join an org, until the invitee accepts it on /join. */
export const invitationSchema = z.object({
  id: idSchema,
  email: emailSchema,
  role: assignableRoleSchema,
  projectIds: z.array(idSchema),
  createdAt: timestampSchema,
  expiresAt: timestampSchema,
});
export type Invitation = z.infer<typeof invitationSchema>;

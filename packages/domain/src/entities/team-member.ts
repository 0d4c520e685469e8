import { z } from 'zod';
import { idSchema } from './id.js';
import { userSchema } from './user.js';

/** A user seen from the team page: their role and the projects they may open. */
export const teamMemberSchema = userSchema.extend({
  projectIds: z.array(idSchema),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

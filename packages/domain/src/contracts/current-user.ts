import { z } from 'zod';
import { displayNameSchema } from '../entities/display-name.js';
import { emailSchema } from '../entities/email.js';
import { orgSchema } from '../entities/org.js';
import { userSchema } from '../entities/user.js';

/** `GET /v1/users/me`: the signed-in user. */
export const getCurrentUserResponseSchema = userSchema;
export type GetCurrentUserResponse = z.infer<typeof getCurrentUserResponseSchema>;

/** `GET /v1/users/me/org`: the signed-in user's org, with its users and this month's events. */
export const getCurrentOrgResponseSchema = orgSchema;
export type GetCurrentOrgResponse = z.infer<typeof getCurrentOrgResponseSchema>;

/** `POST /v1/users/send-verification`: emails the verification link again; 204. */
export const sendVerificationBodySchema = z.object({
  email: emailSchema,
  name: displayNameSchema,
});
export type SendVerificationBody = z.infer<typeof sendVerificationBodySchema>;

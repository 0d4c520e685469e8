import { z } from 'zod';
import { displayNameSchema } from '../entities/display-name.js';
import { emailSchema } from '../entities/email.js';
import { passwordSchema } from '../entities/password.js';
import { roleSchema } from '../entities/role.js';

// Paths under /auth have no /v1 prefix (SPEC §7).

const tokenSchema = z.string().min(1, 'Token is required');

/** Every call that signs someone in answers with the session token. */
export const authTokenResponseSchema = z.object({ token: tokenSchema });
export type AuthTokenResponse = z.infer<typeof authTokenResponseSchema>;

/** `POST /auth/signup`: creates the user, their org and a first project. */
export const signupBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: displayNameSchema,
  orgName: displayNameSchema.optional(),
  projectName: displayNameSchema.optional(),
});
export type SignupBody = z.infer<typeof signupBodySchema>;
export const signupResponseSchema = authTokenResponseSchema;
export type SignupResponse = AuthTokenResponse;

/** `POST /auth/login`. */
export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;
export const loginResponseSchema = authTokenResponseSchema;
export type LoginResponse = AuthTokenResponse;

/** `POST /auth/request-password-reset`: emails a reset link; 204 whether or not the address exists. */
export const requestPasswordResetBodySchema = z.object({
  email: emailSchema,
});
export type RequestPasswordResetBody = z.infer<typeof requestPasswordResetBodySchema>;

/** `POST /auth/reset-password`: sets a new password from the emailed token and signs in. */
export const resetPasswordBodySchema = z.object({
  token: tokenSchema,
  password: passwordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
export const resetPasswordResponseSchema = authTokenResponseSchema;
export type ResetPasswordResponse = AuthTokenResponse;

/** `POST /auth/verify-email`: confirms the address from the emailed token; 204. */
export const verifyEmailBodySchema = z.object({
  token: tokenSchema,
});
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;
/** `GET /auth/verify-email?token=`: the emailed link; redirects to `/?verified=true`. */
export const verifyEmailQuerySchema = verifyEmailBodySchema;
export type VerifyEmailQuery = VerifyEmailBody;

/** `GET /auth/join-data?token=`: what the join screen shows about an invitation. */
export const getJoinDataQuerySchema = z.object({
  token: tokenSchema,
});
export type GetJoinDataQuery = z.infer<typeof getJoinDataQuerySchema>;
export const getJoinDataResponseSchema = z.object({
  orgName: z.string(),
  email: emailSchema,
  role: roleSchema,
  inviterName: z.string().optional(),
});
export type GetJoinDataResponse = z.infer<typeof getJoinDataResponseSchema>;

/** `POST /auth/join`: accepts an invitation, creating the account, and signs in. */
export const joinBodySchema = z.object({
  token: tokenSchema,
  name: displayNameSchema,
  password: passwordSchema,
});
export type JoinBody = z.infer<typeof joinBodySchema>;
export const joinResponseSchema = authTokenResponseSchema;
export type JoinResponse = AuthTokenResponse;

// `POST /auth/logout` takes no body and answers 204.

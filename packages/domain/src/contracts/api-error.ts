import { z } from 'zod';

/**
 * Machine-readable reasons the web app and SDKs react to (for example by opening the
 * upgrade dialog, or retrying after `Retry-After` on `database_unavailable`).
 */
export const apiErrorCodes = [
  'plan_limit',
  'plan_required',
  'licence_required',
  'beta_required',
  'license_expired',
  'org_limited',
  'database_unavailable',
  'read_timeout',
] as const;
export const apiErrorCodeSchema = z.enum(apiErrorCodes);
export type ApiErrorCode = z.infer<typeof apiErrorCodeSchema>;

/**
 * The body of every non-2xx answer: a short title and a sentence saying what
 * happened and what to do; `code` and `feature` when the web app should react
 * (`plan_limit` + `projects` opens the upgrade dialog for projects).
 * @example { error: 'Session expired', message: 'Sign in again to continue.' }
 */
export const apiErrorSchema = z.object({
  error: z.string().min(1),
  message: z.string(),
  code: apiErrorCodeSchema.optional(),
  feature: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

import { z } from 'zod';
import { displayNameSchema } from './display-name.js';
import { idSchema } from './id.js';
import { planSchema } from './plan.js';
import { timestampSchema } from './timestamp.js';
import { userSummarySchema } from './user.js';

/** A self-hosted licence: when it ends and whether evaluations are unlocked. */
export const licenseSchema = z.object({
  expiresAt: timestampSchema,
  evalEnabled: z.boolean(),
});
export type License = z.infer<typeof licenseSchema>;

const countSchema = z.number().int().nonnegative();

/**
 * What a downgrade left past the plan's limits (cloud edition, SPEC §9): nobody is removed and
 * nothing is deleted, the members past the seat limit and the projects past the project limit
 * are read-only until the org upgrades. A part is null when the org is within that limit.
 */
export const planOverageSchema = z.object({
  seats: z
    .object({
      members: countSchema,
      included: countSchema,
      /** Members who may read but not change anything: the latest to join, owners kept first. */
      readOnlyAccountIds: z.array(idSchema),
    })
    .nullable(),
  projects: z
    .object({
      count: countSchema,
      included: countSchema,
      /** Projects whose settings and data may be read but not changed: the latest created. */
      readOnlyProjectIds: z.array(idSchema),
    })
    .nullable(),
});
export type PlanOverage = z.infer<typeof planOverageSchema>;

/** An organisation: the plan, billing state and feature flags shared by its users and projects. */
export const orgSchema = z.object({
  id: idSchema,
  name: displayNameSchema,
  plan: planSchema,
  /** The subscription ends at the close of the period (the "restore" banner shows). */
  canceled: z.boolean(),
  /** The plan's ingestion limit has been reached. */
  limited: z.boolean(),
  /** Beta features (insights, experiments, data rules, alerts, guardrails) are shown. */
  beta: z.boolean(),
  /** The last payment failed. */
  billingDelinquent: z.boolean(),
  /**
   * While a payment stays failed (cloud): when the retention passes start deleting data older
   * than `failedPaymentDataRetentionDays` (the first failure plus `failedPaymentGraceDays`).
   */
  failedPaymentDeletionAt: timestampSchema.nullable().optional(),
  /** Datasets use the v2 screens and API. */
  datasetV2Enabled: z.boolean(),
  /** Licence of a self-hosted install; null on cloud. */
  license: licenseSchema.nullable(),
  users: z.array(userSummarySchema).optional(),
  /**
   * Events ingested this calendar month (UTC), what the plan's monthly allowance counts;
   * `GET /v1/users/me/org` sends it.
   */
  eventsThisMonth: z.number().int().nonnegative().optional(),
  /**
   * Members and projects past the plan's limits after a downgrade; null within the plan.
   * `GET /v1/users/me/org` sends it.
   */
  planOverage: planOverageSchema.nullable().optional(),
  /** Key for org-wide API calls; null when the caller may not see it. */
  orgApiKey: z.string().nullable(),
});
export type Org = z.infer<typeof orgSchema>;

import { z } from 'zod';
import { billingPeriodSchema, offeredPlanSchema } from '../entities/plan.js';

/**
 * `POST /v1/orgs/{id}/upgrade`: switches plan. `origin` is the site the browser
 * returns to after a hosted checkout.
 */
export const upgradeOrgBodySchema = z.object({
  plan: offeredPlanSchema,
  period: billingPeriodSchema.default('monthly'),
  origin: z.url({ protocol: /^https?$/, error: 'Origin must be an http(s) URL' }),
});
export type UpgradeOrgBody = z.infer<typeof upgradeOrgBodySchema>;

/** `ok` when the change is done or started; `url` is a hosted checkout to open when payment is needed. */
export const upgradeOrgResponseSchema = z.object({
  ok: z.boolean(),
  url: z.url().optional(),
});
export type UpgradeOrgResponse = z.infer<typeof upgradeOrgResponseSchema>;

/** `GET /v1/orgs/{id}/billing/latest-invoice`: the invoice to pay when a payment failed. */
export const getLatestInvoiceResponseSchema = z.object({
  hostedInvoiceUrl: z.url().nullable(),
});
export type GetLatestInvoiceResponse = z.infer<typeof getLatestInvoiceResponseSchema>;

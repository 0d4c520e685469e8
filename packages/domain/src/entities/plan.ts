import { z } from 'zod';

/** Org plans. `pro` is a legacy plan some orgs still have (SPEC §1). */
export const plans = ['free', 'pro', 'team', 'enterprise'] as const;
export const planSchema = z.enum(plans);
export type Plan = z.infer<typeof planSchema>;

/** Where this Lookout runs: our cloud, or a customer's own servers. */
export const editions = ['self-hosted', 'cloud'] as const;
export const editionSchema = z.enum(editions);
export type Edition = z.infer<typeof editionSchema>;

/** Plans an org can switch to from the pricing table (the legacy `pro` plan is not offered). */
export const offeredPlans = ['free', 'team', 'enterprise'] as const satisfies readonly Plan[];
export const offeredPlanSchema = z.enum(offeredPlans);
export type OfferedPlan = z.infer<typeof offeredPlanSchema>;

/** How often a paid plan is billed; monthly unless the user picks yearly (SPEC §4). */
export const billingPeriods = ['monthly', 'yearly'] as const;
export const billingPeriodSchema = z.enum(billingPeriods);
export type BillingPeriod = z.infer<typeof billingPeriodSchema>;

import { z } from 'zod';

/** Org plans. `pro` is a legacy plan some orgs still have (SPEC §1). */
export const plans = ['free', 'pro', 'team', 'enterprise'] as const;
export const planSchema = z.enum(plans);
export type Plan = z.infer<typeof planSchema>;

/** Where this Lookout runs: our cloud, or a customer's own servers. */
export const editions = ['self-hosted', 'cloud'] as const;
export const editionSchema = z.enum(editions);
export type Edition = z.infer<typeof editionSchema>;

import { z } from 'zod';
import { idSchema } from '../entities/id.js';
import { timestampSchema } from '../entities/timestamp.js';

const pricePerMillionSchema = z
  .number({ error: 'Price must be a number of US dollars per million tokens' })
  .min(0, 'Price cannot be negative')
  .max(100_000, 'Price must be at most 100,000 US dollars per million tokens');

/**
 * An org's own price for models, over the built-in catalogue: `modelPattern`
 * is an exact model name, or a prefix ending in `*` (`my-llama-*`).
 */
export const costMappingSchema = z.object({
  id: idSchema,
  modelPattern: z
    .string()
    .trim()
    .min(1, 'Enter a model name')
    .max(200, 'Model names are at most 200 characters')
    .refine((pattern) => !pattern.slice(0, -1).includes('*'), 'Only a trailing * is allowed'),
  inputPricePerMillion: pricePerMillionSchema,
  outputPricePerMillion: pricePerMillionSchema,
  cachedInputPricePerMillion: pricePerMillionSchema.nullable(),
  createdAt: timestampSchema,
});
export type CostMapping = z.infer<typeof costMappingSchema>;

/** `GET /v1/cost-mappings`: the org's price overrides. */
export const listCostMappingsResponseSchema = z.array(costMappingSchema);
export type ListCostMappingsResponse = z.infer<typeof listCostMappingsResponseSchema>;

/** `POST /v1/cost-mappings`: adds or replaces the price of a model pattern. */
export const createCostMappingBodySchema = costMappingSchema
  .omit({ id: true, createdAt: true })
  .extend({ cachedInputPricePerMillion: pricePerMillionSchema.nullable().default(null) });
export type CreateCostMappingBody = z.input<typeof createCostMappingBodySchema>;
export const createCostMappingResponseSchema = costMappingSchema;

// `DELETE /v1/cost-mappings/{id}` removes an override (204).

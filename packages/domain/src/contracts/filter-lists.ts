import { z } from 'zod';
import { idSchema } from '../entities/id.js';
import { runKindSchema } from '../entities/run-kind.js';
import { slugSchema } from '../entities/slug.js';
import { projectScopeQuerySchema } from './scope.js';

// `GET /v1/filters/*?projectId=`: the values the filter bar's multi-selects offer.

/** `/filters/models`, `/filters/custom-events`, `/filters/tags`, `/filters/topics`: distinct names seen. */
export const listFilterValuesResponseSchema = z.array(z.string());
export type ListFilterValuesResponse = z.infer<typeof listFilterValuesResponseSchema>;

/**
 * `/filters/templates`: the project's templates with their versions. Filtering by a template's
 * id finds the runs of all its versions; by a version's id, that version's runs.
 */
export const listFilterTemplatesResponseSchema = z.array(
  z.object({
    id: idSchema,
    slug: slugSchema,
    versions: z.array(z.object({ id: idSchema, version: z.number().int() })).default([]),
  }),
);
export type ListFilterTemplatesResponse = z.infer<typeof listFilterTemplatesResponseSchema>;

/** `/filters/metadata?type=`: metadata keys seen, on runs of one type when given. */
export const listFilterMetadataQuerySchema = projectScopeQuerySchema.extend({
  type: runKindSchema.optional(),
});
export type ListFilterMetadataQuery = z.infer<typeof listFilterMetadataQuerySchema>;
export const listFilterMetadataResponseSchema = z.array(z.string());
export type ListFilterMetadataResponse = z.infer<typeof listFilterMetadataResponseSchema>;

/** `/filters/evaluators`: the project's evaluators, for the evaluations filter (value: id, label: name). */
export const listFilterEvaluatorsResponseSchema = z.array(
  z.object({ value: idSchema, label: z.string() }),
);
export type ListFilterEvaluatorsResponse = z.infer<typeof listFilterEvaluatorsResponseSchema>;

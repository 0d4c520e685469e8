import { z } from 'zod';
import { filterStringSchema } from '../entities/filter-string.js';
import { runSchema, runVisibilitySchema } from '../entities/run.js';
import { runFeedbackSchema, runScoreSchema } from '../entities/run-feedback.js';
import { runListTypeSchema } from '../entities/run-kind.js';
import { sortDirectionSchema } from '../entities/sort-state.js';
import { timestampSchema } from '../entities/timestamp.js';
import { pagedResponse, pageQuerySchema } from './paging.js';
import { projectScopeQuerySchema } from './scope.js';
import { searchQuerySchema } from './search-query.js';

/** Columns the logs lists can be sorted by. */
export const runSortFields = [
  'createdAt',
  'duration',
  'cost',
  'totalTokens',
  'promptTokens',
  'completionTokens',
  'name',
  'model',
  /** Conversations: by their latest message (other runs have none and keep their id order). */
  'lastActivityAt',
] as const;
export const runSortFieldSchema = z.enum(runSortFields, {
  error: `Sort field must be one of ${runSortFields.join(', ')}`,
});
export type RunSortField = z.infer<typeof runSortFieldSchema>;

/**
 * Which runs a logs list shows: one list type, a filter string, a search text and a time
 * range of their start (`from` included, `to` excluded; either may be left open).
 */
export const runSelectionQuerySchema = projectScopeQuerySchema.extend({
  type: runListTypeSchema.default('llm'),
  filters: filterStringSchema.default(''),
  search: searchQuerySchema,
  from: timestampSchema
    .optional()
    .describe('Only runs started at or after this moment (ISO 8601 with a time zone)'),
  to: timestampSchema
    .optional()
    .describe('Only runs started before this moment (ISO 8601); after `from`'),
});
export type RunSelectionQuery = z.infer<typeof runSelectionQuerySchema>;

/**
 * What is wrong with a selection's time range, naming the field (`to: …`), or null when it
 * is fine: `to` must come after `from`.
 * @example timeRangeProblem({ from: '2026-11-02T00:00:00Z', to: '2026-11-01T00:00:00Z' })
 * // 'to: must be after from (2026-11-02T00:00:00Z)'
 */
export function timeRangeProblem(range: { from?: string | undefined; to?: string | undefined }) {
  if (!range.from || !range.to) return null;
  return Date.parse(range.to) > Date.parse(range.from)
    ? null
    : `to: must be after from (${range.from})`;
}

/** `GET /v1/runs`: one page of a logs list, newest first unless sorted otherwise. */
export const listRunsQuerySchema = runSelectionQuerySchema.extend({
  ...pageQuerySchema.shape,
  sortField: runSortFieldSchema.default('createdAt'),
  sortDirection: sortDirectionSchema.default('desc'),
});
export type ListRunsQuery = z.infer<typeof listRunsQuerySchema>;
export const listRunsResponseSchema = pagedResponse(runSchema);
export type ListRunsResponse = z.infer<typeof listRunsResponseSchema>;

/** `GET /v1/runs/count`: how many runs the same selection holds. */
export const countRunsQuerySchema = runSelectionQuerySchema;
export type CountRunsQuery = z.infer<typeof countRunsQuerySchema>;
export const countRunsResponseSchema = z.object({
  count: z.number().int().min(0),
  capped: z
    .boolean()
    .describe(
      'True when the selection holds more runs than `runCountCap` (10,000): `count` is then that cap, and the selection holds more (shown as "10,000+"). Counts stop there whatever the selection, so a count never reads every match.',
    ),
});
export type CountRunsResponse = z.infer<typeof countRunsResponseSchema>;

/**
 * `GET /v1/runs/search-status`: how far the search index is behind for the
 * project. Searches stay exact while it catches up (runs not indexed yet are
 * read one by one), only slower.
 */
export const runSearchStatusSchema = z.object({
  pendingRuns: z
    .number()
    .int()
    .min(0)
    .describe('Runs changed since the indexer last caught up, at most 10,000 (see `capped`).'),
  capped: z.boolean().describe('True when more than `pendingRuns` runs wait.'),
  lagSeconds: z
    .number()
    .min(0)
    .describe('Seconds the oldest of them has waited; 0 when none waits.'),
  catchingUp: z
    .boolean()
    .describe('True when a run has waited more than 5 seconds: show "Search is catching up".'),
});
export type RunSearchStatus = z.infer<typeof runSearchStatusSchema>;

/**
 * `GET /v1/runs/sample-data`: whether the project still holds runs of the sample data (marked
 * `lookout.sample: true` in their metadata, or by an earlier build's tag `sample` with
 * `sample: true`). An index holds only such runs, so the answer never reads the project's runs.
 */
export const runSampleDataSchema = z.object({
  present: z.boolean().describe('True while a run of the sample data is stored.'),
});
export type RunSampleData = z.infer<typeof runSampleDataSchema>;

/** `GET /v1/runs/totals`: what the runs of the same selection add up to, exactly. */
export const runTotalsQuerySchema = runSelectionQuerySchema;
export type RunTotalsQuery = z.infer<typeof runTotalsQuerySchema>;
export const runTotalsResponseSchema = z.object({
  count: z.number().int().min(0),
  cost: z
    .number()
    .describe(
      'US dollars; on the traces list, of every run in the selected traces, as the Total cost column',
    ),
  tokens: z
    .number()
    .int()
    .describe('Total tokens; on the traces list, of every run in the selected traces'),
  errorRate: z
    .number()
    .min(0)
    .max(1)
    .nullable()
    .describe('Share of the runs that failed, 0 to 1; null when there are none'),
  durationP50: z.number().nullable().describe('Median duration in ms of the runs that ended'),
  durationP95: z.number().nullable().describe('95th percentile duration in ms'),
});
export type RunTotalsResponse = z.infer<typeof runTotalsResponseSchema>;

/** `GET /v1/runs/{id}`: one run; public runs can be read without signing in. */
export const getRunResponseSchema = runSchema;
export type GetRunResponse = z.infer<typeof getRunResponseSchema>;

/** A run with the runs under it, oldest first. */
export type RunTreeNode = z.infer<typeof runSchema> & { children: RunTreeNode[] };
export const runTreeNodeSchema: z.ZodType<RunTreeNode> = runSchema.extend({
  get children() {
    return z.array(runTreeNodeSchema);
  },
});

/** `GET /v1/runs/{id}/tree`: the whole trace the run belongs to, from its root. */
export const getRunTreeResponseSchema = runTreeNodeSchema;
export type GetRunTreeResponse = RunTreeNode;

/** `PATCH /v1/runs/{id}/visibility`: shares a run by link, or stops sharing it. */
export const updateRunVisibilityBodySchema = z.object({
  visibility: runVisibilitySchema,
});
export type UpdateRunVisibilityBody = z.infer<typeof updateRunVisibilityBodySchema>;

/** `PATCH /v1/runs/{id}/feedback`: sets or clears the thumb and comment; answers the run. */
export const updateRunFeedbackBodySchema = runFeedbackSchema;
export type UpdateRunFeedbackBody = z.infer<typeof updateRunFeedbackBodySchema>;

/**
 * `GET /v1/runs/{id}/feedback`: the run's feedback, null when none was given.
 * `thumbs` repeats `thumb` under the name the Lunary SDK's `getFeedback` reads.
 */
export const getRunFeedbackResponseSchema = runFeedbackSchema
  .extend({ thumbs: runFeedbackSchema.shape.thumb.optional() })
  .nullable();
export type GetRunFeedbackResponse = z.infer<typeof getRunFeedbackResponseSchema>;

/** `PATCH /v1/runs/{id}/score`: adds a score, or replaces the score with the same label. */
export const updateRunScoreBodySchema = runScoreSchema;
export type UpdateRunScoreBody = z.infer<typeof updateRunScoreBodySchema>;

// `DELETE /v1/runs/{id}` deletes the run and the runs under it (204).

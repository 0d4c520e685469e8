import {
  type CountRunsResponse,
  countRunsResponseSchema,
  type GetRunFeedbackResponse,
  type GetRunResponse,
  type GetRunTreeResponse,
  getPublicRunResponseSchema,
  getPublicRunTreeResponseSchema,
  getRunFeedbackResponseSchema,
  getRunResponseSchema,
  getRunTreeResponseSchema,
  type ListRunsResponse,
  listRunsResponseSchema,
  type PublicRun,
  type PublicRunTreeNode,
  type RunExportFormat,
  type RunListType,
  type RunSampleData,
  type RunSearchStatus,
  type RunSortField,
  type RunTotalsResponse,
  type RunVisibility,
  runSampleDataSchema,
  runSchema,
  runSearchStatusSchema,
  runTotalsResponseSchema,
  type SortDirection,
  type updateRunFeedbackBodySchema,
  type updateRunScoreBodySchema,
} from '@lookout/domain';
import { type FilterBar, serializeFilterBar } from '@lookout/filters';
import { apiPath } from '../core/api-path.js';
import type { HttpClient } from '../core/http-client.js';
import type { CallOptions, QueryParams } from '../core/http-client-options.js';
import type { InputOf } from '../core/schema-input.js';

/** Which runs a logs list shows. */
export interface RunSelection {
  /** LLM calls, traces or conversations; `llm` unless told. */
  type?: RunListType | undefined;
  /** The filter bar, as its filter string or as a bar to serialise. */
  filters?: string | FilterBar | undefined;
  /** Free text; trimmed, and left out when empty. */
  search?: string | undefined;
  /** Only runs started at or after this ISO instant. */
  from?: string | undefined;
  /** Only runs started before this ISO instant (after `from`). */
  to?: string | undefined;
}

/** One page of a logs list, and its order. */
export interface RunListParams extends RunSelection {
  /** Counts from 0. */
  page?: number | undefined;
  /** 30 unless told. */
  limit?: number | undefined;
  sortField?: RunSortField | undefined;
  sortDirection?: SortDirection | undefined;
}

/** The query of a run selection, as the runs calls send it. */
export function runSelectionQuery(selection: RunSelection): QueryParams {
  const filters =
    typeof selection.filters === 'object'
      ? serializeFilterBar(selection.filters)
      : selection.filters;
  return {
    type: selection.type,
    filters,
    search: selection.search?.trim(),
    from: selection.from,
    to: selection.to,
  };
}

/**
 * `GET /v1/runs`: one page of the logs list of the selected project.
 * @example
 * const { data } = await listRuns(http, {
 *   type: 'trace',
 *   filters: { operator: 'AND', filters: [{ id: 'status', params: ['error'] }] },
 *   sortField: 'cost',
 * });
 */
export function listRuns(
  http: HttpClient,
  params: RunListParams = {},
  options?: CallOptions,
): Promise<ListRunsResponse> {
  const sorted = params.sortField !== undefined || params.sortDirection !== undefined;
  return http.get('/runs', {
    ...options,
    query: runSelectionQuery(params),
    paging: { page: params.page, limit: params.limit },
    sort: sorted ? { sortField: params.sortField, sortDirection: params.sortDirection } : undefined,
    schema: listRunsResponseSchema,
  });
}

/**
 * `GET /v1/runs/count`: how many runs a selection holds, counted only up to
 * `runCountCap`: `capped: true` then means "at least `count`".
 * @example
 * const { count, capped } = await countRuns(http, { search: 'refund' });
 * const label = `${count.toLocaleString()}${capped ? '+' : ''} runs`;
 */
export function countRuns(
  http: HttpClient,
  selection: RunSelection = {},
  options?: CallOptions,
): Promise<CountRunsResponse> {
  return http.get('/runs/count', {
    ...options,
    query: runSelectionQuery(selection),
    schema: countRunsResponseSchema,
  });
}

/**
 * `GET /v1/runs/search-status`: whether the search index is catching up
 * (searches stay exact meanwhile, only slower).
 * @example
 * const { catchingUp } = await runSearchStatus(http);
 */
export function runSearchStatus(http: HttpClient, options?: CallOptions): Promise<RunSearchStatus> {
  return http.get('/runs/search-status', { ...options, schema: runSearchStatusSchema });
}

/**
 * `GET /v1/runs/sample-data`: whether the project still holds the sample data the web app loads
 * (answered from an index of sample runs, whatever the project's size).
 * @example
 * const { present } = await runSampleData(http);
 */
export function runSampleData(http: HttpClient, options?: CallOptions): Promise<RunSampleData> {
  return http.get('/runs/sample-data', { ...options, schema: runSampleDataSchema });
}

/**
 * `GET /v1/runs/totals`: what the runs of a selection add up to, exactly (count, cost, tokens,
 * error rate, median and 95th percentile duration).
 * @example
 * const { cost, durationP95 } = await runTotals(http, { type: 'llm', filters: 'models=gpt-4o' });
 */
export function runTotals(
  http: HttpClient,
  selection: RunSelection = {},
  options?: CallOptions,
): Promise<RunTotalsResponse> {
  return http.get('/runs/totals', {
    ...options,
    query: runSelectionQuery(selection),
    schema: runTotalsResponseSchema,
  });
}

/** `GET /v1/runs/{id}`: one run; a public run can be read without signing in. */
export function getRun(
  http: HttpClient,
  runId: string,
  options?: CallOptions,
): Promise<GetRunResponse> {
  return http.get(apiPath`/runs/${runId}`, { ...options, schema: getRunResponseSchema });
}

/** `GET /v1/runs/{id}/tree`: the whole trace the run belongs to, from its root. */
export function getRunTree(
  http: HttpClient,
  runId: string,
  options?: CallOptions,
): Promise<GetRunTreeResponse> {
  return http.get(apiPath`/runs/${runId}/tree`, { ...options, schema: getRunTreeResponseSchema });
}

/**
 * `GET /v1/runs/{id}` signed out: a shared run as anyone with its link reads it, only input,
 * output and timing (`publicRunSchema`; any other key of the answer is dropped).
 */
export function getPublicRun(
  http: HttpClient,
  runId: string,
  options?: CallOptions,
): Promise<PublicRun> {
  return http.get(apiPath`/runs/${runId}`, { ...options, schema: getPublicRunResponseSchema });
}

/** `GET /v1/runs/{id}/tree` signed out: a shared run and the runs under it, as {@link getPublicRun}. */
export function getPublicRunTree(
  http: HttpClient,
  runId: string,
  options?: CallOptions,
): Promise<PublicRunTreeNode> {
  return http.get(apiPath`/runs/${runId}/tree`, {
    ...options,
    schema: getPublicRunTreeResponseSchema,
  });
}

/** `DELETE /v1/runs/{id}`: deletes the run and the runs under it. */
export async function deleteRun(
  http: HttpClient,
  runId: string,
  options?: CallOptions,
): Promise<void> {
  await http.delete(apiPath`/runs/${runId}`, options);
}

/** `PATCH /v1/runs/{id}/visibility`: shares a run by link (`public`) or stops sharing it; answers the run. */
export function updateRunVisibility(
  http: HttpClient,
  runId: string,
  visibility: RunVisibility,
  options?: CallOptions,
): Promise<GetRunResponse> {
  return http.patch(
    apiPath`/runs/${runId}/visibility`,
    { visibility },
    {
      ...options,
      schema: runSchema,
    },
  );
}

/** `GET /v1/runs/{id}/feedback`: the run's feedback, null when none was given. */
export function getRunFeedback(
  http: HttpClient,
  runId: string,
  options?: CallOptions,
): Promise<GetRunFeedbackResponse> {
  return http.get(apiPath`/runs/${runId}/feedback`, {
    ...options,
    schema: getRunFeedbackResponseSchema,
  });
}

/**
 * `PATCH /v1/runs/{id}/feedback`: sets or clears the thumb and comment; answers the run.
 * @example await updateRunFeedback(http, run.id, { thumb: 'up', comment: 'Spot on' });
 */
export function updateRunFeedback(
  http: HttpClient,
  runId: string,
  feedback: InputOf<typeof updateRunFeedbackBodySchema>,
  options?: CallOptions,
): Promise<GetRunResponse> {
  return http.patch(apiPath`/runs/${runId}/feedback`, feedback, { ...options, schema: runSchema });
}

/** `PATCH /v1/runs/{id}/score`: adds a score, or replaces the one with the same label; answers the run. */
export function updateRunScore(
  http: HttpClient,
  runId: string,
  score: InputOf<typeof updateRunScoreBodySchema>,
  options?: CallOptions,
): Promise<GetRunResponse> {
  return http.patch(apiPath`/runs/${runId}/score`, score, { ...options, schema: runSchema });
}

/**
 * The call that issues a download token for an export. The brief of this
 * package names `/runs/export`; the contract in `@lookout/domain`
 * (`createRunDownloadQuerySchema`) names `/runs/download`, which is used.
 */
export const runExportPath = '/runs/download';

/** What to export: a selection and a file format. */
export interface RunExportParams extends RunSelection {
  format: RunExportFormat;
  /** The saved view the export is started from, for the audit log. */
  viewId?: string;
}

/**
 * `GET /v1/runs/download?format=…` then `/v1/runs/download/{token}`: exports
 * the selection as a file. In a browser the download starts; in Node the
 * answer is the file's URL, to fetch with the same authorization.
 * @example const url = await exportRuns(http, { format: 'csv', type: 'llm' });
 */
export function exportRuns(
  http: HttpClient,
  params: RunExportParams,
  options?: CallOptions & { trigger?: boolean },
): Promise<string> {
  return http.getDownloadToken(runExportPath, {
    ...options,
    query: {
      ...runSelectionQuery(params),
      format: params.format,
      ...(params.viewId ? { viewId: params.viewId } : {}),
    },
  });
}

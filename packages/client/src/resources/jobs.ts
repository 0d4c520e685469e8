import {
  type CancelJobResponse,
  cancelJobResponseSchema,
  type GetJobResponse,
  getJobResponseSchema,
  type ListJobsResponse,
  listJobsResponseSchema,
  type RetryJobResponse,
  retryJobResponseSchema,
} from '@lookout/domain';
import { apiPath } from '../core/api-path.js';
import type { HttpClient } from '../core/http-client.js';
import type { CallOptions } from '../core/http-client-options.js';

/** Which page of the jobs list to read. */
export interface JobPageParams {
  /** Counts from 0. */
  page?: number | undefined;
  /** 30 unless told. */
  limit?: number | undefined;
}

/**
 * `GET /v1/jobs`: one page of the selected project's background jobs, newest first.
 * @example const { data } = await listJobs(http, { page: 0 });
 */
export function listJobs(
  http: HttpClient,
  params: JobPageParams = {},
  options?: CallOptions,
): Promise<ListJobsResponse> {
  return http.get('/jobs', {
    ...options,
    paging: { page: params.page, limit: params.limit },
    schema: listJobsResponseSchema,
  });
}

/** `GET /v1/jobs/{id}`: one job's state, attempts, progress and last error. */
export function getJob(
  http: HttpClient,
  jobId: string,
  options?: CallOptions,
): Promise<GetJobResponse> {
  return http.get(apiPath`/jobs/${jobId}`, { ...options, schema: getJobResponseSchema });
}

/** `POST /v1/jobs/{id}/cancel`: a queued job stops at once, a running one at its next checkpoint. */
export function cancelJob(
  http: HttpClient,
  jobId: string,
  options?: CallOptions,
): Promise<CancelJobResponse> {
  return http.post(apiPath`/jobs/${jobId}/cancel`, undefined, {
    ...options,
    schema: cancelJobResponseSchema,
  });
}

/** `POST /v1/jobs/{id}/retry`: queues a failed job again with fresh attempts. */
export function retryJob(
  http: HttpClient,
  jobId: string,
  options?: CallOptions,
): Promise<RetryJobResponse> {
  return http.post(apiPath`/jobs/${jobId}/retry`, undefined, {
    ...options,
    schema: retryJobResponseSchema,
  });
}

import type { z } from 'zod';
import { jobSchema } from '../entities/job.js';
import { pagedResponse, pageQuerySchema } from './paging.js';

/** `GET /v1/jobs?projectId&page&limit`: the project's running and recent jobs, newest first. */
export const listJobsQuerySchema = pageQuerySchema;
export type ListJobsQuery = z.infer<typeof listJobsQuerySchema>;
export const listJobsResponseSchema = pagedResponse(jobSchema);
export type ListJobsResponse = z.infer<typeof listJobsResponseSchema>;

/** `GET /v1/jobs/{id}`. */
export const getJobResponseSchema = jobSchema;
export type GetJobResponse = z.infer<typeof getJobResponseSchema>;

/**
 * `POST /v1/jobs/{id}/cancel`: a queued job is cancelled at once, a running one
 * is asked to stop (`cancelRequested`) and stops at its next checkpoint. A
 * finished job answers 409.
 */
export const cancelJobResponseSchema = jobSchema;
export type CancelJobResponse = z.infer<typeof cancelJobResponseSchema>;

/** `POST /v1/jobs/{id}/retry`: a failed job is queued again with fresh attempts; others answer 409. */
export const retryJobResponseSchema = jobSchema;
export type RetryJobResponse = z.infer<typeof retryJobResponseSchema>;

import { createRoute } from '@hono/zod-openapi';
import {
  cancelJobResponseSchema,
  getJobResponseSchema,
  idParamsSchema,
  type JobState,
  listJobsQuerySchema,
  listJobsResponseSchema,
  retryJobResponseSchema,
} from '@lookout/domain';
import { isUniqueViolation } from '../db/unique-violation.js';
import { ApiError } from '../http/api-error.js';
import { projectScope } from '../http/project-scope.js';
import { requirePermission } from '../http/require-permission.js';
import { createRouter, errorResponses, jsonContent } from '../http/router.js';
import {
  cancelJob,
  findProjectJob,
  type JobRow,
  listProjectJobs,
  retryFailedJob,
  toJob,
} from './job.repository.js';

const tags = ['Jobs'];
const jobNotFound = () => new ApiError(404, 'Job not found', 'No such job in this project.');

/** How a job's state reads in a sentence. */
const stateInWords: Record<JobState, string> = {
  queued: 'is queued',
  running: 'is running',
  succeeded: 'already succeeded',
  failed: 'already failed',
  cancelled: 'was already cancelled',
};

/** 409 for a job not in a state the action applies to, saying which it is in. */
const wrongState = (row: JobRow, action: 'cancelled' | 'retried', allowed: string) =>
  new ApiError(
    409,
    'Conflict',
    `This job ${stateInWords[row.state as JobState] ?? row.state}; only ${allowed} jobs can be ${action}.`,
  );

/** `/v1/jobs…`: a project's background jobs, followed, cancelled and retried. */
export const jobRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/jobs',
      tags,
      summary: "The project's running and recent background jobs, newest first",
      middleware: [projectScope, requirePermission('jobs', 'list')] as const,
      request: { query: listJobsQuerySchema },
      responses: {
        200: jsonContent(listJobsResponseSchema, 'A page of jobs'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { page, limit } = c.req.valid('query');
      const rows = await listProjectJobs(c.var.ctx.db, c.var.projectId, { page, limit });
      return c.json({ data: rows.map(toJob), page, limit }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/jobs/{id}',
      tags,
      summary: 'One background job: its state, attempts, progress and last error',
      middleware: [projectScope, requirePermission('jobs', 'read')] as const,
      request: { params: idParamsSchema },
      responses: {
        200: jsonContent(getJobResponseSchema, 'The job'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const row = await findProjectJob(c.var.ctx.db, c.var.projectId, c.req.valid('param').id);
      if (!row) throw jobNotFound();
      return c.json(toJob(row), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/jobs/{id}/cancel',
      tags,
      summary:
        'Cancel a job: a queued one at once, a running one at its next checkpoint (409 once finished)',
      middleware: [projectScope, requirePermission('jobs', 'delete')] as const,
      request: { params: idParamsSchema },
      responses: {
        200: jsonContent(cancelJobResponseSchema, 'The job, cancelled or asked to stop'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { db } = c.var.ctx;
      const { id } = c.req.valid('param');
      const cancelled = await cancelJob(db, c.var.projectId, id);
      if (cancelled) return c.json(toJob(cancelled), 200);
      const row = await findProjectJob(db, c.var.projectId, id);
      if (!row) throw jobNotFound();
      throw wrongState(row, 'cancelled', 'queued or running');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/jobs/{id}/retry',
      tags,
      summary: 'Queue a failed job again with fresh attempts (409 unless it failed)',
      middleware: [projectScope, requirePermission('jobs', 'create')] as const,
      request: { params: idParamsSchema },
      responses: {
        200: jsonContent(retryJobResponseSchema, 'The job, queued again'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { db } = c.var.ctx;
      const { id } = c.req.valid('param');
      const retried = await retryFailedJob(db, c.var.projectId, id).catch((error: unknown) => {
        if (isUniqueViolation(error))
          throw new ApiError(
            409,
            'Conflict',
            'Another run of this job is already queued or running; wait for it instead.',
          );
        throw error;
      });
      if (retried) return c.json(toJob(retried), 200);
      const row = await findProjectJob(db, c.var.projectId, id);
      if (!row) throw jobNotFound();
      throw wrongState(row, 'retried', 'failed');
    },
  );

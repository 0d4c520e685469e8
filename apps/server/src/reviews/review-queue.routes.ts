import { createRoute } from '@hono/zod-openapi';
import {
  createReviewQueueBodySchema,
  createReviewQueueResponseSchema,
  getReviewQueueResponseSchema,
  idParamsSchema,
  listReviewItemsQuerySchema,
  listReviewItemsResponseSchema,
  listReviewQueuesResponseSchema,
  putReviewBodySchema,
  putReviewResponseSchema,
  reviewItemParamsSchema,
  updateReviewQueueBodySchema,
  updateReviewQueueResponseSchema,
} from '@lookout/domain';
import type { Caller } from '../http/app-env.js';
import { projectScope } from '../http/project-scope.js';
import { requireEvalLicence } from '../http/require-eval-licence.js';
import { requirePermission } from '../http/require-permission.js';
import { requirePlanFeature } from '../http/require-plan-feature.js';
import { createRouter, errorResponses, jsonBody, jsonContent, noContent } from '../http/router.js';
import {
  createQueue,
  findQueue,
  listItems,
  listQueues,
  reviewQueueNotFound,
} from './review-queue.repository.js';
import { putReview } from './review-write.js';

const tags = ['Human review'];

/** Human reviews need the evaluations licence (self-hosted) and a plan with them (cloud). */
const gated = [requireEvalLicence, requirePlanFeature('human-reviews')] as const;

/** The account whose reviews and progress the caller sees; null for an API key. */
function reviewerOf(caller: Caller): string | null {
  return caller.kind === 'account' ? caller.accountId : null;
}

/** `/v1/review-queues…`: queues of runs that people read and grade one by one (issue 14). */
export const reviewQueueRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/review-queues',
      tags,
      summary: "The project's review queues with their progress, newest first",
      middleware: [projectScope, requirePermission('evaluations', 'list'), ...gated] as const,
      responses: {
        200: jsonContent(listReviewQueuesResponseSchema, 'The queues'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const queues = await listQueues(c.var.ctx.db, c.var.projectId, reviewerOf(c.var.caller));
      return c.json(queues, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/review-queues',
      tags,
      summary:
        "Create a queue from a logs selection (newest 1,000 runs), a dataset or an experiment's outputs",
      description:
        'An experiment queue holds each item × chosen variant (`variantIndexes`, every variant when omitted) and is deleted with its experiment. A review of an experiment output remembers the output it graded: after a re-run that changes the output it is kept but marked `outdated`; grading an output not produced yet answers 409.',
      middleware: [projectScope, requirePermission('evaluations', 'create'), ...gated] as const,
      request: { body: jsonBody(createReviewQueueBodySchema) },
      responses: {
        200: jsonContent(createReviewQueueResponseSchema, 'The new queue'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { db } = c.var.ctx;
      const reviewer = reviewerOf(c.var.caller);
      const id = await createQueue(db, c.var.projectId, c.req.valid('json'), reviewer);
      return c.json(await findQueue(db, c.var.projectId, id, reviewer), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/review-queues/{id}',
      tags,
      summary: 'One review queue with its progress',
      middleware: [projectScope, requirePermission('evaluations', 'read'), ...gated] as const,
      request: { params: idParamsSchema },
      responses: { 200: jsonContent(getReviewQueueResponseSchema, 'The queue'), ...errorResponses },
    }),
    async (c) => {
      const queue = await findQueue(
        c.var.ctx.db,
        c.var.projectId,
        c.req.valid('param').id,
        reviewerOf(c.var.caller),
      );
      return c.json(queue, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/review-queues/{id}',
      tags,
      summary: 'Rename a review queue',
      middleware: [projectScope, requirePermission('evaluations', 'update'), ...gated] as const,
      request: { params: idParamsSchema, body: jsonBody(updateReviewQueueBodySchema) },
      responses: {
        200: jsonContent(updateReviewQueueResponseSchema, 'The queue'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { db } = c.var.ctx;
      const { id } = c.req.valid('param');
      const { name } = c.req.valid('json');
      const updated = await db
        .updateTable('review_queue')
        .set({ ...(name !== undefined ? { name } : {}) })
        .where('project_id', '=', c.var.projectId)
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
      if (!updated) throw reviewQueueNotFound();
      return c.json(await findQueue(db, c.var.projectId, id, reviewerOf(c.var.caller)), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/review-queues/{id}',
      tags,
      summary: 'Delete a review queue with its items and reviews',
      middleware: [projectScope, requirePermission('evaluations', 'delete'), ...gated] as const,
      request: { params: idParamsSchema },
      responses: { ...noContent, ...errorResponses },
    }),
    async (c) => {
      const deleted = await c.var.ctx.db
        .deleteFrom('review_queue')
        .where('project_id', '=', c.var.projectId)
        .where('id', '=', c.req.valid('param').id)
        .returning('id')
        .executeTakeFirst();
      if (!deleted) throw reviewQueueNotFound();
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/review-queues/{id}/items',
      tags,
      summary: "A page of a queue's items in order, with the run, my review and others' reviews",
      middleware: [projectScope, requirePermission('evaluations', 'read'), ...gated] as const,
      request: { params: idParamsSchema, query: listReviewItemsQuerySchema },
      responses: {
        200: jsonContent(listReviewItemsResponseSchema, 'One page of items'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { db } = c.var.ctx;
      const { id } = c.req.valid('param');
      const query = c.req.valid('query');
      const reviewer = reviewerOf(c.var.caller);
      await findQueue(db, c.var.projectId, id, reviewer);
      const page = await listItems(
        db,
        c.var.projectId,
        id,
        reviewer,
        query.cursor ? Number(query.cursor) : 0,
        query.limit,
      );
      return c.json(page, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/review-queues/{id}/items/{itemId}/review',
      tags,
      summary: 'Give or change my review of an item (thumb, 1–5 score, comment)',
      description:
        'Idempotent: one review per item and reviewer, replaced whole by each call. Only people review; API keys get 403.',
      middleware: [projectScope, requirePermission('evaluations', 'update'), ...gated] as const,
      request: { params: reviewItemParamsSchema, body: jsonBody(putReviewBodySchema) },
      responses: { 200: jsonContent(putReviewResponseSchema, 'My review'), ...errorResponses },
    }),
    async (c) => {
      const { id, itemId } = c.req.valid('param');
      const review = await putReview(
        c.var.ctx.db,
        c.var.projectId,
        c.var.caller,
        id,
        itemId,
        c.req.valid('json'),
      );
      return c.json(review, 200);
    },
  );

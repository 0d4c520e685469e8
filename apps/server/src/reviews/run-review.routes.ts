import { createRoute } from '@hono/zod-openapi';
import { listRunReviewsResponseSchema, runIdSchema } from '@lookout/domain';
import { z } from 'zod';
import { projectScope } from '../http/project-scope.js';
import { requireEvalLicence } from '../http/require-eval-licence.js';
import { requirePermission } from '../http/require-permission.js';
import { requirePlanFeature } from '../http/require-plan-feature.js';
import { createRouter, errorResponses, jsonContent } from '../http/router.js';
import { listRunReviews } from './review-queue.repository.js';

/** `GET /v1/runs/{id}/reviews`: what people said about a run in any review queue. */
export const runReviewRoutes = createRouter().openapi(
  createRoute({
    method: 'get',
    path: '/runs/{id}/reviews',
    tags: ['Human review'],
    summary: 'Human reviews of a run from every review queue, latest first',
    middleware: [
      projectScope,
      requirePermission('evaluations', 'read'),
      requireEvalLicence,
      requirePlanFeature('human-reviews'),
    ] as const,
    request: { params: z.object({ id: runIdSchema }) },
    responses: {
      200: jsonContent(listRunReviewsResponseSchema, 'The reviews'),
      ...errorResponses,
    },
  }),
  async (c) => {
    const reviews = await listRunReviews(c.var.ctx.db, c.var.projectId, c.req.valid('param').id);
    return c.json(reviews, 200);
  },
);

import { createRoute } from '@hono/zod-openapi';
import { insightsQuerySchema, insightsResponseSchema } from '@lookout/domain';
import { projectScope } from '../http/project-scope.js';
import { requireBetaOrg } from '../http/require-beta-org.js';
import { requirePermission } from '../http/require-permission.js';
import { createRouter, errorResponses, jsonContent } from '../http/router.js';
import { topicInsights } from './topic-insights.js';

const tags = ['Insights'];

/** `/v1/insights`: topics and sentiment over a project's conversations (Alpha, beta orgs; issue 15). */
export const insightsRoutes = createRouter().openapi(
  createRoute({
    method: 'get',
    path: '/insights',
    tags,
    summary: "Topics over the project's conversations: growth, unhappy share, examples",
    description:
      'Conversations (threads) in `[from, to)` compared with the previous period of the same length: per topic the conversations about it then and now, the growth, the share where the user reads as negative, and up to 3 example conversations. Beta orgs only (403 `beta_required`).',
    middleware: [requireBetaOrg, projectScope, requirePermission('enrichments', 'read')] as const,
    request: { query: insightsQuerySchema },
    responses: {
      200: jsonContent(insightsResponseSchema, 'The topics, most conversations first'),
      ...errorResponses,
    },
  }),
  async (c) => {
    const query = c.req.valid('query');
    return c.json(await topicInsights(c.var.ctx.db, c.var.projectId, query), 200);
  },
);

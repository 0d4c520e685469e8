import { createRoute } from '@hono/zod-openapi';
import {
  getLatestTemplateVersionQuerySchema,
  getLatestTemplateVersionResponseSchema,
} from '@lookout/domain';
import { ApiError } from '../http/api-error.js';
import { projectScope } from '../http/project-scope.js';
import { requirePermission } from '../http/require-permission.js';
import { createRouter, errorResponses, jsonContent } from '../http/router.js';
import { latestVersionBySlug, toTemplateVersion } from './template.repository.js';

const tags = ['Prompt templates'];

/** What `lunary.getRawTemplate()` receives for a slug with no deployed version. */
const noDeployedVersion = (slug: string) =>
  new ApiError(
    404,
    'Template not found',
    `No template "${slug}" with a deployed version in this project; deploy a version first.`,
  );

function latestRoute(path: string) {
  return createRoute({
    method: 'get',
    path,
    tags,
    summary: "The newest deployed version of a template, by slug (the Lunary SDK's renderTemplate)",
    description:
      'Called by `lunary.getRawTemplate()` / `renderTemplate()` with the project key as Bearer ' +
      '(public or private). The SDK reads `id`, `content` and `extra`, renders the `{{variables}}` ' +
      'itself and sends `id` as `templateId` on the LLM call it then reports.',
    middleware: [projectScope, requirePermission('prompts', 'read', { publicKey: true })] as const,
    request: { query: getLatestTemplateVersionQuerySchema },
    responses: {
      200: jsonContent(getLatestTemplateVersionResponseSchema, 'The deployed version'),
      ...errorResponses,
    },
  });
}

/**
 * `GET /v1/template_versions/latest?slug=` and its hyphenated twin (both spellings are in the
 * SDKs): the version SDKs render. Drafts are never served.
 */
export const latestTemplateVersionRoutes = createRouter();
for (const path of ['/template_versions/latest', '/template-versions/latest']) {
  latestTemplateVersionRoutes.openapi(latestRoute(path), async (c) => {
    const { slug } = c.req.valid('query');
    const row = await latestVersionBySlug(c.var.ctx.db, c.var.projectId, slug);
    if (!row) throw noDeployedVersion(slug);
    return c.json(toTemplateVersion(row), 200);
  });
}

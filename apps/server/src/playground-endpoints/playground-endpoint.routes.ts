import { createRoute } from '@hono/zod-openapi';
import {
  createPlaygroundEndpointBodySchema,
  createPlaygroundEndpointResponseSchema,
  idParamsSchema,
  listPlaygroundEndpointsResponseSchema,
  updatePlaygroundEndpointBodySchema,
  updatePlaygroundEndpointResponseSchema,
} from '@lookout/domain';
import { ApiError } from '../http/api-error.js';
import { projectScope } from '../http/project-scope.js';
import { requirePermission } from '../http/require-permission.js';
import { createRouter, errorResponses, jsonBody, jsonContent, noContent } from '../http/router.js';
import {
  deletePlaygroundEndpoint,
  insertPlaygroundEndpoint,
  listPlaygroundEndpoints,
  replacePlaygroundEndpoint,
} from './playground-endpoint.repository.js';

const tags = ['Playground endpoints'];
const endpointNotFound = () =>
  new ApiError(404, 'Endpoint not found', 'No such playground endpoint in this project.');

/**
 * `/v1/playground-endpoints…`: the custom endpoints a project tries prompts
 * on. They belong to the prompts area, so the `prompts` permissions apply:
 * readers list them, editors change them. The browser calls the endpoints
 * itself (SPEC §7); the server only keeps them.
 */
export const playgroundEndpointRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/playground-endpoints',
      tags,
      summary: "The project's playground endpoints, by name",
      middleware: [projectScope, requirePermission('prompts', 'list')] as const,
      responses: {
        200: jsonContent(listPlaygroundEndpointsResponseSchema, 'The endpoints'),
        ...errorResponses,
      },
    }),
    async (c) => c.json(await listPlaygroundEndpoints(c.var.ctx.db, c.var.projectId), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/playground-endpoints',
      tags,
      summary: 'Add a playground endpoint: name, url, auth, headers, default payload',
      middleware: [projectScope, requirePermission('prompts', 'create')] as const,
      request: { body: jsonBody(createPlaygroundEndpointBodySchema) },
      responses: {
        200: jsonContent(createPlaygroundEndpointResponseSchema, 'The new endpoint'),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(
        await insertPlaygroundEndpoint(c.var.ctx.db, c.var.projectId, c.req.valid('json')),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/playground-endpoints/{id}',
      tags,
      summary: 'Replace every field of a playground endpoint',
      middleware: [projectScope, requirePermission('prompts', 'update')] as const,
      request: { params: idParamsSchema, body: jsonBody(updatePlaygroundEndpointBodySchema) },
      responses: {
        200: jsonContent(updatePlaygroundEndpointResponseSchema, 'The endpoint'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const updated = await replacePlaygroundEndpoint(
        c.var.ctx.db,
        c.var.projectId,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      if (!updated) throw endpointNotFound();
      return c.json(updated, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/playground-endpoints/{id}',
      tags,
      summary: 'Delete a playground endpoint',
      middleware: [projectScope, requirePermission('prompts', 'delete')] as const,
      request: { params: idParamsSchema },
      responses: { ...noContent, ...errorResponses },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      if (!(await deletePlaygroundEndpoint(c.var.ctx.db, c.var.projectId, id))) {
        throw endpointNotFound();
      }
      return c.body(null, 204);
    },
  );

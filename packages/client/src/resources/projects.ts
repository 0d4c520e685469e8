import {
  type CreateProjectResponse,
  type CreateRuleResponse,
  type createProjectBodySchema,
  createProjectResponseSchema,
  type createRuleBodySchema,
  createRuleResponseSchema,
  type ListProjectApiKeysResponse,
  type ListProjectsResponse,
  type ListRulesResponse,
  listProjectApiKeysResponseSchema,
  listProjectsResponseSchema,
  listRulesResponseSchema,
  type PreviewRuleResponse,
  type previewRuleBodySchema,
  previewRuleResponseSchema,
  type RegeneratePrivateApiKeyResponse,
  regeneratePrivateApiKeyResponseSchema,
  type UpdateProjectResponse,
  type updateProjectBodySchema,
  updateProjectResponseSchema,
} from '@lookout/domain';
import { apiPath } from '../core/api-path.js';
import type { HttpClient } from '../core/http-client.js';
import type { CallOptions } from '../core/http-client-options.js';
import { LookoutApiError } from '../core/lookout-api-error.js';
import type { InputOf } from '../core/schema-input.js';

// Project calls name the project in the path, so they carry no ?projectId=.

/** `GET /v1/projects`: the projects the user may open, oldest first. */
export function listProjects(
  http: HttpClient,
  options?: CallOptions,
): Promise<ListProjectsResponse> {
  return http.get('/projects', { ...options, schema: listProjectsResponseSchema });
}

/**
 * `POST /v1/projects`. On the free plan a fourth project fails with a
 * `plan_limit` error for `projects` (see `planLimitFeature`).
 * @example const project = await createProject(http, { name: `Project #${projects.length + 1}` });
 */
export function createProject(
  http: HttpClient,
  body: InputOf<typeof createProjectBodySchema>,
  options?: CallOptions,
): Promise<CreateProjectResponse> {
  return http.post('/projects', body, { ...options, schema: createProjectResponseSchema });
}

/** `PATCH /v1/projects/{id}`: rename, or change how many days logs are kept. */
export function updateProject(
  http: HttpClient,
  projectId: string,
  body: InputOf<typeof updateProjectBodySchema>,
  options?: CallOptions,
): Promise<UpdateProjectResponse> {
  return http.patch(apiPath`/projects/${projectId}`, body, {
    ...options,
    schema: updateProjectResponseSchema,
  });
}

/**
 * `DELETE /v1/projects/{id}`: true when deleted, false when the server
 * refused (the error was already shown, for example for the last project).
 */
export async function deleteProject(
  http: HttpClient,
  projectId: string,
  options?: CallOptions,
): Promise<boolean> {
  try {
    await http.delete(apiPath`/projects/${projectId}`, options);
    return true;
  } catch (error) {
    if (error instanceof LookoutApiError) return false;
    throw error;
  }
}

/** `GET /v1/projects/{id}/api-keys`: the project's public and private keys. */
export function listProjectApiKeys(
  http: HttpClient,
  projectId: string,
  options?: CallOptions,
): Promise<ListProjectApiKeysResponse> {
  return http.get(apiPath`/projects/${projectId}/api-keys`, {
    ...options,
    schema: listProjectApiKeysResponseSchema,
  });
}

/** `POST /v1/projects/{id}/api-keys/regenerate`: a new private key; the old one stops working. */
export function regeneratePrivateApiKey(
  http: HttpClient,
  projectId: string,
  options?: CallOptions,
): Promise<RegeneratePrivateApiKeyResponse> {
  return http.post(apiPath`/projects/${projectId}/api-keys/regenerate`, undefined, {
    ...options,
    schema: regeneratePrivateApiKeyResponseSchema,
  });
}

/** `GET /v1/projects/{id}/rules`: the project's masking and filtering rules. */
export function listRules(
  http: HttpClient,
  projectId: string,
  options?: CallOptions,
): Promise<ListRulesResponse> {
  return http.get(apiPath`/projects/${projectId}/rules`, {
    ...options,
    schema: listRulesResponseSchema,
  });
}

/**
 * `POST /v1/projects/{id}/rules`: adds a masking or filtering rule.
 * @example await createRule(http, projectId, { type: 'masking', piiKinds: ['email'] });
 */
export function createRule(
  http: HttpClient,
  projectId: string,
  body: InputOf<typeof createRuleBodySchema>,
  options?: CallOptions,
): Promise<CreateRuleResponse> {
  return http.post(apiPath`/projects/${projectId}/rules`, body, {
    ...options,
    schema: createRuleResponseSchema,
  });
}

/** `DELETE /v1/projects/{id}/rules?ruleId=`: removes one rule. */
export async function deleteRule(
  http: HttpClient,
  projectId: string,
  ruleId: string,
  options?: CallOptions,
): Promise<void> {
  await http.delete(apiPath`/projects/${projectId}/rules`, { ...options, query: { ruleId } });
}

/**
 * `POST /v1/projects/{id}/rules/preview`: what a rule's settings (not saved) would do to the
 * project's most recent runs (`limit`, 20 by default, at most 50).
 * @example const { runs, maskedCounts } = await previewRule(http, projectId, { type: 'masking', piiKinds: ['email'] });
 */
export function previewRule(
  http: HttpClient,
  projectId: string,
  body: InputOf<typeof previewRuleBodySchema>,
  options?: CallOptions & { limit?: number },
): Promise<PreviewRuleResponse> {
  const { limit, ...rest } = options ?? {};
  return http.post(apiPath`/projects/${projectId}/rules/preview`, body, {
    ...rest,
    ...(limit === undefined ? {} : { query: { limit } }),
    schema: previewRuleResponseSchema,
  });
}

import {
  type CreateTemplateVersionResponse,
  type createTemplateVersionBodySchema,
  createTemplateVersionResponseSchema,
  type GetTemplateVersionResponse,
  getTemplateVersionResponseSchema,
  type UpdateTemplateVersionResponse,
  type updateTemplateVersionBodySchema,
  updateTemplateVersionResponseSchema,
} from '@lookout/domain';
import { apiPath } from '../core/api-path.js';
import type { HttpClient } from '../core/http-client.js';
import type { CallOptions } from '../core/http-client-options.js';
import type { InputOf } from '../core/schema-input.js';

/**
 * `POST /v1/templates/{id}/versions`: saves a draft (`isDraft: true`) or deploys a version.
 * @example
 * await createTemplateVersion(http, template.id, {
 *   content: [{ role: 'user', content: 'Hello {{name}}' }],
 *   extra: { model: 'gpt-4o' },
 *   isDraft: true,
 * });
 */
export function createTemplateVersion(
  http: HttpClient,
  templateId: string,
  body: InputOf<typeof createTemplateVersionBodySchema>,
  options?: CallOptions,
): Promise<CreateTemplateVersionResponse> {
  return http.post(apiPath`/templates/${templateId}/versions`, body, {
    ...options,
    schema: createTemplateVersionResponseSchema,
  });
}

/** `GET /v1/template_versions/{id}`. */
export function getTemplateVersion(
  http: HttpClient,
  versionId: string,
  options?: CallOptions,
): Promise<GetTemplateVersionResponse> {
  return http.get(apiPath`/template_versions/${versionId}`, {
    ...options,
    schema: getTemplateVersionResponseSchema,
  });
}

/** `PATCH /v1/template_versions/{id}`: edits a draft, or deploys it with `isDraft: false`. */
export function updateTemplateVersion(
  http: HttpClient,
  versionId: string,
  body: InputOf<typeof updateTemplateVersionBodySchema>,
  options?: CallOptions,
): Promise<UpdateTemplateVersionResponse> {
  return http.patch(apiPath`/template_versions/${versionId}`, body, {
    ...options,
    schema: updateTemplateVersionResponseSchema,
  });
}

import {
  type CreateTemplateResponse,
  type createTemplateBodySchema,
  createTemplateResponseSchema,
  type DuplicateTemplateResponse,
  duplicateTemplateResponseSchema,
  type GetTemplateResponse,
  getTemplateResponseSchema,
  type ListTemplatesResponse,
  listTemplatesResponseSchema,
  type UpdateTemplateResponse,
  type updateTemplateBodySchema,
  updateTemplateResponseSchema,
} from '@lookout/domain';
import { apiPath } from '../core/api-path.js';
import type { HttpClient } from '../core/http-client.js';
import type { CallOptions } from '../core/http-client-options.js';
import type { InputOf } from '../core/schema-input.js';

/** `GET /v1/templates`: the selected project's templates with their versions. */
export function listTemplates(
  http: HttpClient,
  options?: CallOptions,
): Promise<ListTemplatesResponse> {
  return http.get('/templates', { ...options, schema: listTemplatesResponseSchema });
}

/**
 * `POST /v1/templates`: a new template, chat (`openai`) unless told otherwise; with `content` and
 * `extra` its first version too (deployed unless `isDraft: true`).
 * @example const template = await createTemplate(http, { slug: 'support-answer' });
 */
export function createTemplate(
  http: HttpClient,
  body: InputOf<typeof createTemplateBodySchema>,
  options?: CallOptions,
): Promise<CreateTemplateResponse> {
  return http.post('/templates', body, { ...options, schema: createTemplateResponseSchema });
}

/** `GET /v1/templates/{id}`: the template with its versions, newest first. */
export function getTemplate(
  http: HttpClient,
  templateId: string,
  options?: CallOptions,
): Promise<GetTemplateResponse> {
  return http.get(apiPath`/templates/${templateId}`, {
    ...options,
    schema: getTemplateResponseSchema,
  });
}

/** `PATCH /v1/templates/{id}`: renames the slug or switches mode. */
export function updateTemplate(
  http: HttpClient,
  templateId: string,
  body: InputOf<typeof updateTemplateBodySchema>,
  options?: CallOptions,
): Promise<UpdateTemplateResponse> {
  return http.patch(apiPath`/templates/${templateId}`, body, {
    ...options,
    schema: updateTemplateResponseSchema,
  });
}

/** `DELETE /v1/templates/{id}`: deletes the template and its versions. */
export async function deleteTemplate(
  http: HttpClient,
  templateId: string,
  options?: CallOptions,
): Promise<void> {
  await http.delete(apiPath`/templates/${templateId}`, options);
}

/** `POST /v1/templates/{id}/duplicate`: a copy named `<slug>-copy` with the latest versions. */
export function duplicateTemplate(
  http: HttpClient,
  templateId: string,
  options?: CallOptions,
): Promise<DuplicateTemplateResponse> {
  return http.post(apiPath`/templates/${templateId}/duplicate`, undefined, {
    ...options,
    schema: duplicateTemplateResponseSchema,
  });
}

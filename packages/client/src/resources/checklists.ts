import {
  type CreateChecklistResponse,
  type createChecklistBodySchema,
  createChecklistResponseSchema,
  type GetChecklistResponse,
  getChecklistResponseSchema,
  type ListChecklistsResponse,
  listChecklistsResponseSchema,
  type UpdateChecklistResponse,
  type updateChecklistBodySchema,
  updateChecklistResponseSchema,
} from '@lookout/domain';
import { apiPath } from '../core/api-path.js';
import type { HttpClient } from '../core/http-client.js';
import type { CallOptions } from '../core/http-client-options.js';
import type { InputOf } from '../core/schema-input.js';

/** `GET /v1/checklists?type`: the selected project's checklists, of one type when given. */
export function listChecklists(
  http: HttpClient,
  type?: string,
  options?: CallOptions,
): Promise<ListChecklistsResponse> {
  return http.get('/checklists', {
    ...options,
    query: { type },
    schema: listChecklistsResponseSchema,
  });
}

/**
 * `POST /v1/checklists`.
 * @example await createChecklist(http, { slug: 'polite', type: 'evaluation', data: 'tone=friendly' });
 */
export function createChecklist(
  http: HttpClient,
  body: InputOf<typeof createChecklistBodySchema>,
  options?: CallOptions,
): Promise<CreateChecklistResponse> {
  return http.post('/checklists', body, { ...options, schema: createChecklistResponseSchema });
}

/** `GET /v1/checklists/{id}`. */
export function getChecklist(
  http: HttpClient,
  checklistId: string,
  options?: CallOptions,
): Promise<GetChecklistResponse> {
  return http.get(apiPath`/checklists/${checklistId}`, {
    ...options,
    schema: getChecklistResponseSchema,
  });
}

/** `PATCH /v1/checklists/{id}`: renames the slug or changes the checks. */
export function updateChecklist(
  http: HttpClient,
  checklistId: string,
  body: InputOf<typeof updateChecklistBodySchema>,
  options?: CallOptions,
): Promise<UpdateChecklistResponse> {
  return http.patch(apiPath`/checklists/${checklistId}`, body, {
    ...options,
    schema: updateChecklistResponseSchema,
  });
}

/** `DELETE /v1/checklists/{id}`. */
export async function deleteChecklist(
  http: HttpClient,
  checklistId: string,
  options?: CallOptions,
): Promise<void> {
  await http.delete(apiPath`/checklists/${checklistId}`, options);
}

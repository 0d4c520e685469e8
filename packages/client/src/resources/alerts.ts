import {
  type createAlertBodySchema,
  type GetAlertResponse,
  getAlertResponseSchema,
  type ListAlertEventsResponse,
  type ListAlertsResponse,
  listAlertEventsResponseSchema,
  listAlertsResponseSchema,
  type SavedAlertResponse,
  savedAlertResponseSchema,
  type TestAlertResponse,
  testAlertResponseSchema,
  type updateAlertBodySchema,
} from '@lookout/domain';
import { apiPath } from '../core/api-path.js';
import type { HttpClient } from '../core/http-client.js';
import type { CallOptions } from '../core/http-client-options.js';
import type { InputOf } from '../core/schema-input.js';

/** `GET /v1/alerts`: the selected project's alerts with their state (beta orgs). */
export function listAlerts(http: HttpClient, options?: CallOptions): Promise<ListAlertsResponse> {
  return http.get('/alerts', { ...options, schema: listAlertsResponseSchema });
}

/**
 * `POST /v1/alerts`: answers the alert with `webhookSecret` once when it has a webhook.
 * @example await createAlert(http, { name: 'Errors', metric: 'error_rate', windowMinutes: 5, threshold: 0.1 });
 */
export function createAlert(
  http: HttpClient,
  body: InputOf<typeof createAlertBodySchema>,
  options?: CallOptions,
): Promise<SavedAlertResponse> {
  return http.post('/alerts', body, { ...options, schema: savedAlertResponseSchema });
}

/** `GET /v1/alerts/{id}`. */
export function getAlert(
  http: HttpClient,
  alertId: string,
  options?: CallOptions,
): Promise<GetAlertResponse> {
  return http.get(apiPath`/alerts/${alertId}`, { ...options, schema: getAlertResponseSchema });
}

/** `PATCH /v1/alerts/{id}`: a new webhook or `rotateSecret` answers the new secret once. */
export function updateAlert(
  http: HttpClient,
  alertId: string,
  body: InputOf<typeof updateAlertBodySchema>,
  options?: CallOptions,
): Promise<SavedAlertResponse> {
  return http.patch(apiPath`/alerts/${alertId}`, body, {
    ...options,
    schema: savedAlertResponseSchema,
  });
}

/** `DELETE /v1/alerts/{id}`: the alert and its history. */
export async function deleteAlert(
  http: HttpClient,
  alertId: string,
  options?: CallOptions,
): Promise<void> {
  await http.delete(apiPath`/alerts/${alertId}`, options);
}

/** `GET /v1/alerts/{id}/events`: when it fired and resolved, newest first, with each notification. */
export function listAlertEvents(
  http: HttpClient,
  alertId: string,
  options?: CallOptions,
): Promise<ListAlertEventsResponse> {
  return http.get(apiPath`/alerts/${alertId}/events`, {
    ...options,
    schema: listAlertEventsResponseSchema,
  });
}

/** `POST /v1/alerts/{id}/test`: sends a test notification through every channel. */
export function testAlert(
  http: HttpClient,
  alertId: string,
  options?: CallOptions,
): Promise<TestAlertResponse> {
  return http.post(apiPath`/alerts/${alertId}/test`, undefined, {
    ...options,
    schema: testAlertResponseSchema,
  });
}

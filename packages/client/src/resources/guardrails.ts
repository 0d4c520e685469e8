import {
  type createGuardrailPolicyBodySchema,
  type GuardrailCheckResponse,
  type GuardrailPolicy,
  type guardrailCheckBodySchema,
  guardrailCheckResponseSchema,
  guardrailPolicySchema,
  type ListGuardrailDecisionsResponse,
  type ListGuardrailPoliciesResponse,
  listGuardrailDecisionsResponseSchema,
  listGuardrailPoliciesResponseSchema,
  type updateGuardrailPolicyBodySchema,
} from '@lookout/domain';
import { apiPath } from '../core/api-path.js';
import type { HttpClient } from '../core/http-client.js';
import type { CallOptions } from '../core/http-client-options.js';
import type { InputOf } from '../core/schema-input.js';

/** `GET /v1/guardrails/policies`: the selected project's policies, the default first. */
export function listGuardrailPolicies(
  http: HttpClient,
  options?: CallOptions,
): Promise<ListGuardrailPoliciesResponse> {
  return http.get('/guardrails/policies', {
    ...options,
    schema: listGuardrailPoliciesResponseSchema,
  });
}

/**
 * `POST /v1/guardrails/policies`: the project's first policy becomes its default.
 * @example
 * await createGuardrailPolicy(http, { name: 'Support', checks: { maxLength: 4000 } });
 */
export function createGuardrailPolicy(
  http: HttpClient,
  body: InputOf<typeof createGuardrailPolicyBodySchema>,
  options?: CallOptions,
): Promise<GuardrailPolicy> {
  return http.post('/guardrails/policies', body, { ...options, schema: guardrailPolicySchema });
}

/** `PUT /v1/guardrails/policies/{id}`: replaces every field (`isDefault: true` moves the default). */
export function updateGuardrailPolicy(
  http: HttpClient,
  policyId: string,
  body: InputOf<typeof updateGuardrailPolicyBodySchema>,
  options?: CallOptions,
): Promise<GuardrailPolicy> {
  return http.put(apiPath`/guardrails/policies/${policyId}`, body, {
    ...options,
    schema: guardrailPolicySchema,
  });
}

/** `DELETE /v1/guardrails/policies/{id}`. */
export async function deleteGuardrailPolicy(
  http: HttpClient,
  policyId: string,
  options?: CallOptions,
): Promise<void> {
  await http.delete(apiPath`/guardrails/policies/${policyId}`, options);
}

/**
 * `POST /v1/guardrails/check`: one input or output against a policy (the default
 * when none is named). Called by a signed-in person it is a try, not recorded.
 */
export function checkGuardrails(
  http: HttpClient,
  body: InputOf<typeof guardrailCheckBodySchema>,
  options?: CallOptions,
): Promise<GuardrailCheckResponse> {
  return http.post('/guardrails/check', body, { ...options, schema: guardrailCheckResponseSchema });
}

/** `GET /v1/guardrails/decisions`: the latest recorded decisions, or a run's. */
export function listGuardrailDecisions(
  http: HttpClient,
  query: { runId?: string } = {},
  options?: CallOptions,
): Promise<ListGuardrailDecisionsResponse> {
  return http.get('/guardrails/decisions', {
    ...options,
    query,
    schema: listGuardrailDecisionsResponseSchema,
  });
}

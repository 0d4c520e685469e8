import {
  type GetLatestInvoiceResponse,
  getLatestInvoiceResponseSchema,
  type RegenerateOrgApiKeyResponse,
  regenerateOrgApiKeyResponseSchema,
  type SetOrgBetaResponse,
  type setOrgBetaBodySchema,
  setOrgBetaResponseSchema,
  type UpdateOrgResponse,
  type UpgradeOrgResponse,
  type updateOrgBodySchema,
  updateOrgResponseSchema,
  type upgradeOrgBodySchema,
  upgradeOrgResponseSchema,
} from '@lookout/domain';
import { apiPath } from '../core/api-path.js';
import type { HttpClient } from '../core/http-client.js';
import type { CallOptions } from '../core/http-client-options.js';
import type { InputOf } from '../core/schema-input.js';

/** `PATCH /v1/orgs/{id}`: renames the org (owners only). */
export function updateOrg(
  http: HttpClient,
  orgId: string,
  body: InputOf<typeof updateOrgBodySchema>,
  options?: CallOptions,
): Promise<UpdateOrgResponse> {
  return http.patch(apiPath`/orgs/${orgId}`, body, { ...options, schema: updateOrgResponseSchema });
}

/** `PUT /v1/orgs/{id}/beta`: turns the org's beta pages on or off (self-hosted, owners only). */
export function setOrgBeta(
  http: HttpClient,
  orgId: string,
  body: InputOf<typeof setOrgBetaBodySchema>,
  options?: CallOptions,
): Promise<SetOrgBetaResponse> {
  return http.put(apiPath`/orgs/${orgId}/beta`, body, {
    ...options,
    schema: setOrgBetaResponseSchema,
  });
}

/** `POST /v1/orgs/{id}/api-key/regenerate`: a new org API key; the old one stops working. */
export function regenerateOrgApiKey(
  http: HttpClient,
  orgId: string,
  options?: CallOptions,
): Promise<RegenerateOrgApiKeyResponse> {
  return http.post(apiPath`/orgs/${orgId}/api-key/regenerate`, undefined, {
    ...options,
    schema: regenerateOrgApiKeyResponseSchema,
  });
}

/**
 * `POST /v1/orgs/{id}/upgrade`: switches plan. Open `url` when the answer has
 * one (a hosted checkout); otherwise the plan has changed.
 * @example
 * const { ok, url } = await upgradeOrg(http, org.id, { plan: 'team', period: 'yearly', origin: location.origin });
 */
export function upgradeOrg(
  http: HttpClient,
  orgId: string,
  body: InputOf<typeof upgradeOrgBodySchema>,
  options?: CallOptions,
): Promise<UpgradeOrgResponse> {
  return http.post(apiPath`/orgs/${orgId}/upgrade`, body, {
    ...options,
    schema: upgradeOrgResponseSchema,
  });
}

/** `GET /v1/orgs/{id}/billing/latest-invoice`: the hosted page of the invoice to pay, if any. */
export function getLatestInvoice(
  http: HttpClient,
  orgId: string,
  options?: CallOptions,
): Promise<GetLatestInvoiceResponse> {
  return http.get(apiPath`/orgs/${orgId}/billing/latest-invoice`, {
    ...options,
    schema: getLatestInvoiceResponseSchema,
  });
}

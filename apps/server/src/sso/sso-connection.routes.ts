import { createRoute } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  getSsoConnectionResponseSchema,
  putSsoConnectionBodySchema,
  ssoConnectionSchema,
} from '@lookout/domain';
import { withAudit } from '../audit/record-audit.js';
import { ApiError } from '../http/api-error.js';
import { requirePermission } from '../http/require-permission.js';
import { requirePlanFeature } from '../http/require-plan-feature.js';
import { createRouter, errorResponses, jsonBody, jsonContent, noContent } from '../http/router.js';
import { outboundFetch } from '../outbound/outbound-fetch.js';
import { parseIdpCertificates, storedCertificatesText } from './idp-certificate.js';
import {
  forgetOidcDiscovery,
  OidcProviderUnavailable,
  oidcConfiguration,
} from './oidc-configuration.js';
import { type SsoProtocolSettings, saveSsoConnection } from './save-sso-connection.js';
import { findSsoConnectionOfOrg } from './sso-connection.repository.js';
import { toSsoConnection } from './sso-connection-view.js';
import { ssoInPlan } from './sso-plan.js';

const tags = ['Single sign-on'];
const path = '/orgs/sso';
/** The owner alone (org `update`). */
const ownerOnly = requirePermission('org', 'update');
/** The owner, on a plan with single sign-on: saving needs the plan, reading and deleting do not. */
const guards = [ownerOnly, requirePlanFeature('sso')] as const;
const responses = {
  ...errorResponses,
  422: jsonContent(
    apiErrorSchema,
    'The OpenID Connect issuer did not answer with a discovery document; the message says why.',
  ),
} as const;

/**
 * `/v1/orgs/sso`: the org's single sign-on connection (SPEC §9, enterprise on
 * the cloud edition), OpenID Connect or SAML 2.0, set by an owner. An OIDC
 * issuer is checked (its discovery document read) before anything is stored;
 * the client secret is sealed and never answered; a SAML certificate must read
 * as X.509. Create, update and delete are audited as `sso_connection`.
 *
 * After a downgrade from Enterprise (cloud) the saved connection is kept but not used
 * (`ssoInPlan`): the owner can still read it (with `inPlan: false`) and delete it, but saving
 * needs the plan again.
 */
export const ssoConnectionRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path,
      tags,
      summary: "The org's single sign-on connection, or null; `inPlan` says whether it is used",
      middleware: [ownerOnly] as const,
      responses: {
        200: jsonContent(getSsoConnectionResponseSchema, 'The connection'),
        ...responses,
      },
    }),
    async (c) => {
      const { orgId } = c.var.caller;
      const row = await findSsoConnectionOfOrg(c.var.ctx.db, orgId);
      if (!row) return c.json(null, 200);
      return c.json(toSsoConnection(row, c.var.ctx.config.appUrl, await ssoInPlan(c, orgId)), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path,
      tags,
      summary: "Create or replace the org's single sign-on connection",
      middleware: [...guards] as const,
      request: { body: jsonBody(putSsoConnectionBodySchema) },
      responses: { 200: jsonContent(ssoConnectionSchema, 'The saved connection'), ...responses },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const { ctx } = c.var;
      const { orgId } = c.var.caller;
      if (body.defaultRole === 'owner') {
        throw new ApiError(
          400,
          'Invalid request',
          'defaultRole: new members cannot be owners; pick another role and promote people on the Team page.',
        );
      }
      let settings: SsoProtocolSettings;
      if (body.protocol === 'oidc') {
        try {
          await oidcConfiguration(
            {
              issuer: body.issuer,
              clientId: body.clientId,
              clientSecret: body.clientSecret ?? 'only-discovery-is-checked',
            },
            { fresh: true, fetch: outboundFetch(ctx.config.outboundPrivateNetwork) },
          );
        } catch (error) {
          if (!(error instanceof OidcProviderUnavailable)) throw error;
          if (error.refused)
            throw new ApiError(422, 'Issuer refused', `issuer: ${error.refused.message}.`);
          throw new ApiError(
            422,
            'Issuer not reachable',
            `issuer: ${body.issuer} did not answer with an OpenID Connect discovery document (${error.detail}). Check the issuer URL.`,
          );
        }
        settings = {
          protocol: 'oidc',
          issuer: body.issuer,
          clientId: body.clientId,
          clientSecret: body.clientSecret,
        };
      } else {
        settings = {
          protocol: 'saml',
          idpEntityId: body.idpEntityId,
          idpSsoUrl: body.idpSsoUrl,
          idpCertificatePem: storedCertificatesText(parseIdpCertificates(body.idpCertificate)),
        };
      }
      const saved = await withAudit(
        c,
        (trx) =>
          saveSsoConnection(trx, ctx.providerKeyCipher, orgId, {
            enabled: body.enabled,
            required: body.required,
            allowedDomains: body.allowedDomains,
            defaultRole: body.defaultRole,
            settings,
          }),
        (result) => ({
          subject: 'sso_connection',
          action: result.created ? 'create' : 'update',
          details: {
            connectionId: result.id,
            protocol: body.protocol,
            allowedDomains: body.allowedDomains,
            defaultRole: body.defaultRole,
            required: body.required,
            enabled: body.enabled,
            ...(body.protocol === 'oidc'
              ? { issuer: body.issuer, clientSecretChanged: body.clientSecret !== undefined }
              : { idpEntityId: body.idpEntityId }),
          },
        }),
      );
      if (body.protocol === 'oidc') forgetOidcDiscovery(body.issuer);
      const row = await findSsoConnectionOfOrg(ctx.db, orgId);
      if (!row || row.id !== saved.id) throw new Error('The saved SSO connection is missing');
      return c.json(toSsoConnection(row, ctx.config.appUrl, true), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path,
      tags,
      summary:
        "Delete the org's single sign-on connection (members sign in with passwords again); also outside the plan",
      middleware: [ownerOnly] as const,
      responses: { ...noContent, ...responses },
    }),
    async (c) => {
      const { orgId } = c.var.caller;
      const existing = await findSsoConnectionOfOrg(c.var.ctx.db, orgId);
      if (!existing) {
        throw new ApiError(404, 'Not found', 'The org has no single sign-on connection.');
      }
      await withAudit(
        c,
        (trx) => trx.deleteFrom('sso_connection').where('id', '=', existing.id).execute(),
        {
          subject: 'sso_connection',
          action: 'delete',
          details: {
            connectionId: existing.id,
            protocol: existing.protocol,
            allowedDomains: existing.domains,
          },
        },
      );
      return c.body(null, 204);
    },
  );

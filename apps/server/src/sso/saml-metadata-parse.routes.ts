import { createRoute } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  parseSamlMetadataBodySchema,
  parseSamlMetadataResponseSchema,
} from '@lookout/domain';
import { ApiError } from '../http/api-error.js';
import { requirePermission } from '../http/require-permission.js';
import { requirePlanFeature } from '../http/require-plan-feature.js';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../http/router.js';
import { outboundFetch } from '../outbound/outbound-fetch.js';
import { fetchSamlMetadata, samlMetadataFetchLimits } from './saml/fetch-saml-metadata.js';
import { readSamlMetadata, SamlMetadataProblem } from './saml/read-saml-metadata.js';

/**
 * `POST /v1/orgs/sso/parse-saml-metadata`: reads an identity provider's
 * metadata (pasted XML, or a URL Lookout downloads) into the SAML settings of
 * the SSO form. Stores nothing.
 */
export const samlMetadataParseRoutes = createRouter().openapi(
  createRoute({
    method: 'post',
    path: '/orgs/sso/parse-saml-metadata',
    tags: ['Single sign-on'],
    summary: "Read a SAML identity provider's metadata into connection settings",
    description:
      'Owners, enterprise plan on the cloud edition. Pasted XML that cannot be used answers 400; a URL that does not answer, or answers a document that cannot be used, answers 422. The message names what is missing.',
    middleware: [requirePermission('org', 'update'), requirePlanFeature('sso')] as const,
    request: { body: jsonBody(parseSamlMetadataBodySchema) },
    responses: {
      200: jsonContent(parseSamlMetadataResponseSchema, 'The identity provider settings'),
      ...errorResponses,
      422: jsonContent(
        apiErrorSchema,
        'The metadata URL did not answer, or its document cannot be used.',
      ),
    },
  }),
  async (c) => {
    const body = c.req.valid('json');
    try {
      if ('metadataXml' in body) return c.json(readSamlMetadata(body.metadataXml), 200);
    } catch (error) {
      if (error instanceof SamlMetadataProblem) {
        throw new ApiError(400, 'Invalid request', `metadataXml: ${error.message}`);
      }
      throw error;
    }
    try {
      const fetchUrl = outboundFetch(c.var.ctx.config.outboundPrivateNetwork);
      const xml = await fetchSamlMetadata(body.metadataUrl, samlMetadataFetchLimits, fetchUrl);
      return c.json(readSamlMetadata(xml), 200);
    } catch (error) {
      if (error instanceof SamlMetadataProblem) {
        throw new ApiError(422, 'Unusable metadata', `metadataUrl: ${error.message}`);
      }
      throw error;
    }
  },
);

import { z } from 'zod';
import { emailSchema } from '../entities/email.js';
import { roleSchema } from '../entities/role.js';
import { ssoConnectionSchema } from '../entities/sso-connection.js';

/**
 * An email domain: lower-case labels separated by dots, e.g. `acme.com`.
 * @example emailDomainSchema.parse('Acme.COM') // 'acme.com'
 */
export const emailDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'Use a domain such as acme.com (no @, no scheme)',
  );

const httpsUrlSchema = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(2000, `${label} must be at most 2000 characters`)
    .regex(
      /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i,
      `${label} must be a URL starting with https:// (or http:// for a provider on this machine)`,
    );

const commonSettingsSchema = z.object({
  enabled: z.boolean().default(true),
  required: z.boolean().default(false),
  allowedDomains: z
    .array(emailDomainSchema)
    .min(1, 'Give at least one email domain')
    .max(50, 'At most 50 email domains'),
  defaultRole: roleSchema.default('member'),
});

/** OpenID Connect settings as written; `clientSecret` is required when none is stored yet. */
export const ssoOidcInputSchema = z.object({
  protocol: z.literal('oidc'),
  issuer: httpsUrlSchema('Issuer URL'),
  clientId: z.string().trim().min(1, 'Client ID is required').max(500),
  clientSecret: z.string().min(1, 'Client secret is required').max(2000).optional(),
});

/**
 * SAML settings as written; `idpCertificate` is the signing certificate: PEM (or bare base64),
 * or several PEM blocks one after another when the identity provider is rolling its key
 * (responses signed by any of them are accepted).
 */
export const ssoSamlInputSchema = z.object({
  protocol: z.literal('saml'),
  idpEntityId: z.string().trim().min(1, 'Identity provider entity ID is required').max(1000),
  idpSsoUrl: httpsUrlSchema('Identity provider sign-in URL'),
  idpCertificate: z
    .string()
    .trim()
    .min(1, 'Signing certificate is required')
    .max(20_000, 'Signing certificate must be at most 20,000 characters'),
});

/** `PUT /v1/orgs/sso`: creates or replaces the org's connection (owner, enterprise). */
export const putSsoConnectionBodySchema = z.discriminatedUnion('protocol', [
  commonSettingsSchema.extend(ssoOidcInputSchema.shape),
  commonSettingsSchema.extend(ssoSamlInputSchema.shape),
]);
export type PutSsoConnectionBody = z.input<typeof putSsoConnectionBodySchema>;

/** `GET /v1/orgs/sso`: the connection, or `null` when the org has none. */
export const getSsoConnectionResponseSchema = ssoConnectionSchema.nullable();
export type GetSsoConnectionResponse = z.infer<typeof getSsoConnectionResponseSchema>;

/** `POST /v1/orgs/sso/parse-saml-metadata`: reads an IdP metadata document (XML or URL) into settings. */
export const parseSamlMetadataBodySchema = z.union([
  z.object({ metadataXml: z.string().min(1, 'Metadata XML is required').max(500_000) }),
  z.object({ metadataUrl: httpsUrlSchema('Metadata URL') }),
]);
export type ParseSamlMetadataBody = z.infer<typeof parseSamlMetadataBodySchema>;
export const parseSamlMetadataResponseSchema = ssoSamlInputSchema.omit({ protocol: true });
export type ParseSamlMetadataResponse = z.infer<typeof parseSamlMetadataResponseSchema>;

/**
 * `POST /auth/sso/discover`: whether an email signs in with SSO. When it
 * does, `redirectUrl` (on this server) starts the provider's sign-in;
 * `required` says password sign-in is refused for this address.
 */
export const discoverSsoBodySchema = z.object({ email: emailSchema });
export const discoverSsoResponseSchema = z.discriminatedUnion('sso', [
  z.object({
    sso: z.literal(false),
    /** Why the email's single sign-on is not offered (the org's plan no longer includes it). */
    message: z.string().optional(),
  }),
  z.object({ sso: z.literal(true), required: z.boolean(), redirectUrl: z.string() }),
]);
export type DiscoverSsoResponse = z.infer<typeof discoverSsoResponseSchema>;

/**
 * `POST /auth/sso/exchange`: the one-time code the SSO callback put in
 * `/login/sso?code=…` becomes a session token (single use, 2 minutes).
 */
export const exchangeSsoCodeBodySchema = z.object({
  code: z.string().min(20, 'Sign-in code is malformed').max(200, 'Sign-in code is malformed'),
});
export const exchangeSsoCodeResponseSchema = z.object({ token: z.string() });
export type ExchangeSsoCodeResponse = z.infer<typeof exchangeSsoCodeResponseSchema>;

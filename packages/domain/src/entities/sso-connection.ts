import { z } from 'zod';
import { idSchema } from './id.js';
import { roleSchema } from './role.js';
import { timestampSchema } from './timestamp.js';

/** The sign-in protocols an org's identity provider can speak (SPEC §9, enterprise). */
export const ssoProtocols = ['oidc', 'saml'] as const;
export const ssoProtocolSchema = z.enum(ssoProtocols);
export type SsoProtocol = z.infer<typeof ssoProtocolSchema>;

/** What Lookout knows of an OpenID Connect provider; the client secret is write-only. */
export const ssoOidcSettingsSchema = z.object({
  /** The issuer URL; its `/.well-known/openid-configuration` is read on every sign-in. */
  issuer: z.string(),
  clientId: z.string(),
  /** Whether a client secret is stored (it is never answered back). */
  hasClientSecret: z.boolean(),
  /** The redirect URI to register at the provider (absolute, on this server). */
  redirectUri: z.string(),
});
export type SsoOidcSettings = z.infer<typeof ssoOidcSettingsSchema>;

/** What Lookout knows of a SAML 2.0 identity provider, and what the provider must be told. */
export const ssoSamlSettingsSchema = z.object({
  /** The identity provider's entity ID (the Issuer of its responses). */
  idpEntityId: z.string(),
  /** Where sign-in requests are sent (HTTP-Redirect binding). */
  idpSsoUrl: z.string(),
  /** SHA-256 fingerprints of the signing certificates responses must be signed with. */
  certificateFingerprints: z.array(z.string()),
  /** Lookout's entity ID (the audience the provider must put in its assertions). */
  spEntityId: z.string(),
  /** The Assertion Consumer Service URL (HTTP-POST binding) to register at the provider. */
  acsUrl: z.string(),
  /** Lookout's service-provider metadata XML, for providers that import it. */
  spMetadataUrl: z.string(),
});
export type SsoSamlSettings = z.infer<typeof ssoSamlSettingsSchema>;

/**
 * An org's single sign-on connection (one per org). Members whose email is in
 * `allowedDomains` are sent to the identity provider from `/login`; a new
 * person is created on first sign-in with `defaultRole`. When `required`,
 * password sign-in is refused for the org's members except owners (their
 * recovery path). When the org's plan no longer includes single sign-on (a
 * cloud org that left Enterprise), `inPlan` is false: the connection is kept
 * but not used, members sign in with their passwords, and an owner may still
 * read and delete it; an upgrade brings it back as it was.
 */
export const ssoConnectionSchema = z.object({
  id: idSchema,
  orgId: idSchema,
  protocol: ssoProtocolSchema,
  enabled: z.boolean(),
  required: z.boolean(),
  /** Lower-case email domains, e.g. `acme.com`. */
  allowedDomains: z.array(z.string()),
  defaultRole: roleSchema,
  oidc: ssoOidcSettingsSchema.nullable(),
  saml: ssoSamlSettingsSchema.nullable(),
  /** Whether the org's plan includes single sign-on (always true on a self-hosted install). */
  inPlan: z.boolean(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type SsoConnection = z.infer<typeof ssoConnectionSchema>;

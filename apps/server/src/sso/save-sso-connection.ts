import type { Role } from '@lookout/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { ApiError } from '../http/api-error.js';
import type { ProviderKeyCipher } from '../providers/provider-key-cipher.js';
import { oidcSecretBinding } from './sso-connection-view.js';

/** The protocol settings of a connection as stored; `clientSecret` undefined keeps the stored one. */
export type SsoProtocolSettings =
  | { protocol: 'oidc'; issuer: string; clientId: string; clientSecret: string | undefined }
  | { protocol: 'saml'; idpEntityId: string; idpSsoUrl: string; idpCertificatePem: string };

/** Everything a `PUT /v1/orgs/sso` stores. */
export interface SsoConnectionInput {
  enabled: boolean;
  required: boolean;
  allowedDomains: string[];
  defaultRole: Role;
  settings: SsoProtocolSettings;
}

/** 409 naming the domains another org's connection already claims. */
function domainsTaken(domains: string[]): ApiError {
  const list = domains.join(', ');
  return new ApiError(
    409,
    'Domain already claimed',
    `${list} ${domains.length === 1 ? 'is' : 'are'} already used by the single sign-on of another organization.`,
  );
}

/**
 * Creates or replaces the org's connection and the domains it claims, in the
 * caller's transaction; returns the connection id and whether it was created.
 * The other protocol's columns are cleared; the client secret is sealed.
 */
export async function saveSsoConnection(
  trx: Transaction<Database>,
  cipher: ProviderKeyCipher,
  orgId: string,
  input: SsoConnectionInput,
): Promise<{ id: string; created: boolean }> {
  const existing = await trx
    .selectFrom('sso_connection')
    .select(['id', 'protocol', 'encrypted_oidc_client_secret'])
    .where('org_id', '=', orgId)
    .forUpdate()
    .executeTakeFirst();
  const id = existing?.id ?? crypto.randomUUID();
  const domains = [...new Set(input.allowedDomains)];
  const taken = await trx
    .selectFrom('sso_domain')
    .select('domain')
    .where('domain', 'in', domains)
    .where('connection_id', '!=', id)
    .execute();
  if (taken.length > 0) throw domainsTaken(taken.map((row) => row.domain).sort());

  const { settings } = input;
  let secret: Buffer | null = null;
  if (settings.protocol === 'oidc') {
    if (settings.clientSecret !== undefined) {
      secret = cipher.encrypt(settings.clientSecret, oidcSecretBinding(orgId, id));
    } else if (existing?.protocol === 'oidc' && existing.encrypted_oidc_client_secret) {
      secret = existing.encrypted_oidc_client_secret;
    } else {
      throw new ApiError(400, 'Invalid request', 'clientSecret: Client secret is required');
    }
  }
  const columns = {
    protocol: settings.protocol,
    enabled: input.enabled,
    required: input.required,
    default_role: input.defaultRole,
    oidc_issuer: settings.protocol === 'oidc' ? settings.issuer : null,
    oidc_client_id: settings.protocol === 'oidc' ? settings.clientId : null,
    encrypted_oidc_client_secret: secret,
    saml_idp_entity_id: settings.protocol === 'saml' ? settings.idpEntityId : null,
    saml_idp_sso_url: settings.protocol === 'saml' ? settings.idpSsoUrl : null,
    saml_idp_certificate: settings.protocol === 'saml' ? settings.idpCertificatePem : null,
  };
  if (existing) {
    await trx
      .updateTable('sso_connection')
      .set({ ...columns, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('sso_domain').where('connection_id', '=', id).execute();
  } else {
    await trx
      .insertInto('sso_connection')
      .values({ id, org_id: orgId, ...columns })
      .execute();
  }
  try {
    await trx
      .insertInto('sso_domain')
      .values(domains.map((domain) => ({ domain, connection_id: id })))
      .execute();
  } catch (error) {
    // Another org claimed one of them between the check and the insert.
    if (isUniqueViolation(error)) throw domainsTaken(domains);
    throw error;
  }
  return { id, created: !existing };
}

import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { outboundFetch } from '../outbound/outbound-fetch.js';
import { oidcConfiguration } from './oidc-configuration.js';
import { findSsoConnectionById } from './sso-connection.repository.js';
import type { SsoConnectionRow } from './sso-connection-row.js';
import { oidcSecretBinding } from './sso-connection-view.js';

/** The enabled OIDC connection with this id, or undefined. */
export async function findOidcConnection(
  c: Context<AppEnv>,
  id: string,
): Promise<SsoConnectionRow | undefined> {
  const connection = await findSsoConnectionById(c.var.ctx.db, id);
  return connection?.protocol === 'oidc' && connection.enabled ? connection : undefined;
}

/** The openid-client configuration of a stored connection (its secret opened). */
export function connectionConfiguration(c: Context<AppEnv>, connection: SsoConnectionRow) {
  const secret = connection.encrypted_oidc_client_secret
    ? c.var.ctx.providerKeyCipher.decrypt(
        connection.encrypted_oidc_client_secret,
        oidcSecretBinding(connection.org_id, connection.id),
      )
    : '';
  return oidcConfiguration(
    {
      issuer: connection.oidc_issuer ?? '',
      clientId: connection.oidc_client_id ?? '',
      clientSecret: secret,
    },
    { fetch: outboundFetch(c.var.ctx.config.outboundPrivateNetwork) },
  );
}

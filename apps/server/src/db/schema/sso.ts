import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './column-types.js';

/** An org's single sign-on connection (migration 0030). */
export interface SsoConnectionTable {
  id: Generated<string>;
  org_id: string;
  protocol: string;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  required: ColumnType<boolean, boolean | undefined, boolean>;
  default_role: ColumnType<string, string | undefined, string>;
  oidc_issuer: ColumnType<string | null, string | null | undefined, string | null>;
  oidc_client_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** AES-256-GCM of the OIDC client secret (`providers/provider-key-cipher.ts`). */
  encrypted_oidc_client_secret: ColumnType<Buffer | null, Buffer | null | undefined, Buffer | null>;
  saml_idp_entity_id: ColumnType<string | null, string | null | undefined, string | null>;
  saml_idp_sso_url: ColumnType<string | null, string | null | undefined, string | null>;
  /** The identity provider's signing certificate, PEM. */
  saml_idp_certificate: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** An email domain claimed by one SSO connection. */
export interface SsoDomainTable {
  domain: string;
  connection_id: string;
}

/** A started SSO sign-in: single use, expires. */
export interface SsoLoginStateTable {
  id: Generated<string>;
  connection_id: string;
  /** SHA-256 (hex) of the `state` / `RelayState` sent to the provider. */
  state_hash: string;
  nonce: ColumnType<string | null, string | null | undefined, string | null>;
  code_verifier: ColumnType<string | null, string | null | undefined, string | null>;
  saml_request_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  expires_at: Date;
}

/** An assertion (SAML) or ID token (OIDC `jti`) already used, kept until it expires. */
export interface SsoSeenAssertionTable {
  connection_id: string;
  assertion_id: string;
  expires_at: Date;
}

/** The one-time code an SSO callback hands to the web app, exchanged once for a token. */
export interface SsoLoginCodeTable {
  /** SHA-256 (hex) of the code. */
  code_hash: string;
  account_id: string;
  expires_at: Date;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Single sign-on (`sso/`). */
export interface SsoSchema {
  sso_connection: SsoConnectionTable;
  sso_domain: SsoDomainTable;
  sso_login_state: SsoLoginStateTable;
  sso_seen_assertion: SsoSeenAssertionTable;
  sso_login_code: SsoLoginCodeTable;
}

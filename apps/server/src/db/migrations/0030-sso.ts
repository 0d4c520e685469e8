import { type Kysely, sql } from 'kysely';

/**
 * Single sign-on (SPEC §9, enterprise; issue 17).
 * - `sso_connection`: one per org, OpenID Connect or SAML 2.0. The OIDC client
 *   secret is AES-256-GCM ciphertext only (`providers/provider-key-cipher.ts`);
 *   the SAML signing certificate is public and kept as PEM.
 * - `sso_domain`: the email domains a connection claims; a domain belongs to
 *   one org only, so `/login` knows where to send an address.
 * - `sso_login_state`: one started sign-in (OIDC state hash, nonce and PKCE
 *   verifier, or the SAML request id), single use, expires after 10 minutes.
 * - `sso_seen_assertion`: SAML assertion ids (and OIDC ID-token `jti`s) already
 *   used, kept until they expire, so a replayed response is refused.
 * - `sso_login_code`: the one-time code a callback hands to the web app
 *   (stored hashed), exchanged once for a session token within 2 minutes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sso_connection')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('org_id', 'uuid', (c) =>
      c.notNull().unique().references('org.id').onDelete('cascade'),
    )
    .addColumn('protocol', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('required', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('default_role', 'text', (c) => c.notNull().defaultTo('member'))
    .addColumn('oidc_issuer', 'text')
    .addColumn('oidc_client_id', 'text')
    .addColumn('encrypted_oidc_client_secret', 'bytea')
    .addColumn('saml_idp_entity_id', 'text')
    .addColumn('saml_idp_sso_url', 'text')
    .addColumn('saml_idp_certificate', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('sso_connection_protocol_check', sql`protocol in ('oidc', 'saml')`)
    .addCheckConstraint(
      'sso_connection_settings_check',
      sql`(protocol = 'oidc' and oidc_issuer is not null and oidc_client_id is not null)
        or (protocol = 'saml' and saml_idp_entity_id is not null and saml_idp_sso_url is not null
            and saml_idp_certificate is not null)`,
    )
    .execute();
  await db.schema
    .createTable('sso_domain')
    .addColumn('domain', 'text', (c) => c.primaryKey())
    .addColumn('connection_id', 'uuid', (c) =>
      c.notNull().references('sso_connection.id').onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('sso_domain_connection_idx')
    .on('sso_domain')
    .column('connection_id')
    .execute();
  await db.schema
    .createTable('sso_login_state')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('connection_id', 'uuid', (c) =>
      c.notNull().references('sso_connection.id').onDelete('cascade'),
    )
    .addColumn('state_hash', 'text', (c) => c.notNull().unique())
    .addColumn('nonce', 'text')
    .addColumn('code_verifier', 'text')
    .addColumn('saml_request_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sso_seen_assertion')
    .addColumn('connection_id', 'uuid', (c) =>
      c.notNull().references('sso_connection.id').onDelete('cascade'),
    )
    .addColumn('assertion_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('sso_seen_assertion_pkey', ['connection_id', 'assertion_id'])
    .execute();
  await db.schema
    .createTable('sso_login_code')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'uuid', (c) =>
      c.notNull().references('account.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sso_login_code').ifExists().execute();
  await db.schema.dropTable('sso_seen_assertion').ifExists().execute();
  await db.schema.dropTable('sso_login_state').ifExists().execute();
  await db.schema.dropTable('sso_domain').ifExists().execute();
  await db.schema.dropTable('sso_connection').ifExists().execute();
}

import type { Kysely } from 'kysely';
import { hashToken } from '../auth/email-tokens.js';
import type { Database } from '../db/schema.js';

/** How long a started sign-in may take at the identity provider. */
export const ssoLoginStateTtlMs = 10 * 60_000;

/** What a started OIDC sign-in remembers until its callback. */
export interface OidcLoginState {
  nonce: string;
  codeVerifier: string;
}

/** Remembers a started sign-in under the hash of its `state`; expires in 10 minutes. */
export async function saveOidcLoginState(
  db: Kysely<Database>,
  connectionId: string,
  state: string,
  remembered: OidcLoginState,
  now = new Date(),
): Promise<void> {
  await db
    .insertInto('sso_login_state')
    .values({
      connection_id: connectionId,
      state_hash: hashToken(state),
      nonce: remembered.nonce,
      code_verifier: remembered.codeVerifier,
      expires_at: new Date(now.getTime() + ssoLoginStateTtlMs),
    })
    .execute();
  // Expired states of this connection are of no further use.
  await db
    .deleteFrom('sso_login_state')
    .where('connection_id', '=', connectionId)
    .where('expires_at', '<', now)
    .execute();
}

/**
 * Uses a started sign-in once: its nonce and PKCE verifier, or undefined when
 * the state is unknown, of another connection, expired or already used.
 * Deleting and reading are one statement, so a replayed callback finds nothing.
 */
export async function consumeOidcLoginState(
  db: Kysely<Database>,
  connectionId: string,
  state: string,
  now = new Date(),
): Promise<OidcLoginState | undefined> {
  const row = await db
    .deleteFrom('sso_login_state')
    .where('state_hash', '=', hashToken(state))
    .where('connection_id', '=', connectionId)
    .returning(['nonce', 'code_verifier', 'expires_at'])
    .executeTakeFirst();
  if (!row || !row.nonce || !row.code_verifier || row.expires_at <= now) return undefined;
  return { nonce: row.nonce, codeVerifier: row.code_verifier };
}

import type { Kysely } from 'kysely';
import { hashToken } from '../../auth/email-tokens.js';
import type { Database } from '../../db/schema.js';

/** How long a started SAML sign-in can be finished. */
export const samlLoginStateTtlMs = 10 * 60_000;

/** Records a started sign-in: the RelayState (hashed) and the id of the AuthnRequest sent. */
export async function storeSamlLoginState(
  db: Kysely<Database>,
  connectionId: string,
  relayState: string,
  requestId: string,
  now = new Date(),
): Promise<void> {
  await db
    .insertInto('sso_login_state')
    .values({
      connection_id: connectionId,
      state_hash: hashToken(relayState),
      saml_request_id: requestId,
      expires_at: new Date(now.getTime() + samlLoginStateTtlMs),
    })
    .execute();
}

/**
 * Uses a RelayState once: the request id of the sign-in it started, or
 * undefined when it is unknown, of another connection, expired or already
 * used. Deleting and reading are one statement, so two responses carrying
 * one RelayState cannot both go on.
 */
export async function consumeSamlLoginState(
  db: Kysely<Database>,
  connectionId: string,
  relayState: string,
  now = new Date(),
): Promise<{ requestId: string; startedAt: Date } | undefined> {
  const row = await db
    .deleteFrom('sso_login_state')
    .where('state_hash', '=', hashToken(relayState))
    .where('connection_id', '=', connectionId)
    .where('saml_request_id', 'is not', null)
    .returning(['saml_request_id', 'created_at', 'expires_at'])
    .executeTakeFirst();
  if (!row?.saml_request_id || new Date(row.expires_at) <= now) return undefined;
  return { requestId: row.saml_request_id, startedAt: new Date(row.created_at) };
}

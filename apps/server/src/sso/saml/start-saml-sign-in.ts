import type { Kysely } from 'kysely';
import { newRawToken } from '../../auth/email-tokens.js';
import type { Database } from '../../db/schema.js';
import type { SsoConnectionRow } from '../sso-connection-row.js';
import { storeSamlLoginState } from './saml-login-state.js';
import { samlServiceProvider } from './saml-service-provider.js';

/**
 * Starts a SAML sign-in: node-saml builds the AuthnRequest (HTTP-Redirect
 * binding) and Lookout keeps its id with a random RelayState (stored hashed,
 * single use, 10 minutes) that binds the response to this start. Answers the
 * identity provider URL to send the browser to.
 */
export async function startSamlSignIn(
  db: Kysely<Database>,
  appUrl: string,
  connection: SsoConnectionRow,
): Promise<string> {
  const requestIds: string[] = [];
  const provider = samlServiceProvider(appUrl, connection, {
    saveAsync: async (key, value) => {
      requestIds.push(key);
      return { value, createdAt: Date.now() };
    },
    getAsync: async () => null,
    removeAsync: async () => null,
  });
  const relayState = newRawToken();
  const url = await provider.getAuthorizeUrlAsync(relayState, undefined, {});
  const [requestId] = requestIds;
  if (!requestId) throw new Error('node-saml did not report the id of the AuthnRequest it built');
  await storeSamlLoginState(db, connection.id, relayState, requestId);
  return url;
}

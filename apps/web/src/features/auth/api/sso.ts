import { discoverSso, exchangeSsoCode } from '@lookout/client';
import { apiClient } from '../../../lib/api-client';

/** `POST /auth/sso/discover`: whether this email signs in with its organization's provider. */
export function postDiscoverSso(email: string) {
  return discoverSso(apiClient, { email }, { silent: true });
}

/** `POST /auth/sso/exchange`: the callback's one-time code becomes a session token. */
export function postExchangeSsoCode(code: string) {
  return exchangeSsoCode(apiClient, { code }, { silent: true });
}

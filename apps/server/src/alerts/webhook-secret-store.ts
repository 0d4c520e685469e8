import type { ProviderKeyCipher } from '../providers/provider-key-cipher.js';

/**
 * Webhook secrets are kept encrypted with the instance's key cipher, bound to
 * their alert (a sealed secret copied to another alert does not open).
 */
export function sealWebhookSecret(
  cipher: ProviderKeyCipher,
  alertId: string,
  secret: string,
): string {
  return cipher.encrypt(secret, binding(alertId)).toString('base64');
}

/** The plain secret of a sealed one. */
export function openWebhookSecret(
  cipher: ProviderKeyCipher,
  alertId: string,
  sealed: string,
): string {
  return cipher.decrypt(Buffer.from(sealed, 'base64'), binding(alertId));
}

const binding = (alertId: string) => `alert-webhook:${alertId}`;

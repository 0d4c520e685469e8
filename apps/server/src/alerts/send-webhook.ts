import type { AlertWebhookFormat } from '@lookout/domain';
import type { OutboundFetch } from '../outbound/outbound-fetch.js';
import { privateNetworkRefusal } from '../outbound/private-network-refused.js';
import { type AlertNotice, webhookBody } from './alert-message.js';
import { signatureHeader, signWebhook, timestampHeader } from './webhook-signature.js';

/** How long a webhook may take to answer before the attempt fails. */
export const webhookTimeoutMs = 10_000;

/** A webhook answered something other than 2xx, or not at all. */
export class WebhookError extends Error {
  override name = 'WebhookError';

  /** True when sending again cannot help (the address is refused by the outbound guard). */
  readonly permanent: boolean;

  constructor(message: string, options: { permanent?: boolean } = {}) {
    super(message);
    this.permanent = options.permanent ?? false;
  }
}

/**
 * POSTs a signed notification (see `signWebhook`) and answers its status;
 * throws a `WebhookError` saying why on a non-2xx answer, a timeout or a
 * network failure. Redirects are not followed (the signed address is the one
 * that was checked). `options.fetch` is the outbound fetch of the server's
 * policy (`outboundFetch`); an address it refuses throws a permanent
 * `WebhookError` naming the host.
 */
export async function sendWebhook(
  webhook: { url: string; format: AlertWebhookFormat; secret: string },
  notice: AlertNotice,
  options: { timeoutMs?: number; signal?: AbortSignal; fetch?: OutboundFetch } = {},
): Promise<number> {
  const body = webhookBody(notice, webhook.format);
  const timestamp = Math.floor(Date.now() / 1000);
  const timeout = AbortSignal.timeout(options.timeoutMs ?? webhookTimeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(webhook.url, {
      method: 'POST',
      redirect: 'manual',
      signal,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Lookout-Alerts',
        [timestampHeader]: String(timestamp),
        [signatureHeader]: signWebhook(webhook.secret, body, timestamp),
      },
      body,
    });
  } catch (error) {
    const refused = privateNetworkRefusal(error);
    if (refused) throw new WebhookError(refused.message, { permanent: true });
    if (timeout.aborted)
      throw new WebhookError(
        `No answer within ${(options.timeoutMs ?? webhookTimeoutMs) / 1000} s`,
      );
    throw new WebhookError(`Could not reach the webhook: ${describe(error)}`);
  }
  await response.body?.cancel().catch(() => undefined);
  if (response.status < 200 || response.status > 299)
    throw new WebhookError(`The webhook answered ${response.status}`);
  return response.status;
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

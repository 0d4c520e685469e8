import { createHmac } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';

/** The payment webhook's signing secret the e2e server runs with (playwright.config.ts). */
export const e2eWebhookSecret = 'whsec_lookout_e2e';

/**
 * What the card payment provider's webhook sends once a checkout is paid: the only way an org
 * reaches a paid plan. Signed as the provider signs (HMAC-SHA256 of `${t}.${body}`).
 */
export async function confirmPayment(
  request: APIRequestContext,
  orgId: string,
  plan: 'team' | 'enterprise' = 'team',
): Promise<void> {
  const body = JSON.stringify({
    type: 'checkout.session.completed',
    data: {
      object: {
        client_reference_id: orgId,
        customer: `cus_e2e_${orgId}`,
        metadata: { plan, period: 'monthly' },
      },
    },
  });
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', e2eWebhookSecret)
    .update(`${timestamp}.${body}`)
    .digest('hex');
  const response = await request.post('/v1/billing/stripe-webhook', {
    data: body,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': `t=${timestamp},v1=${signature}`,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

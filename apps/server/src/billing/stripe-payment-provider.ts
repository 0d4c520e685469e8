import type { PaymentProvider, UpgradeRequest } from './payment-provider.js';

const stripeApi = 'https://api.stripe.com/v1';

/** Price lookup keys configured in the Stripe account, one per plan and period. */
function priceLookupKey(request: UpgradeRequest): string {
  return `lookout_${request.plan}_${request.period}`;
}

/**
 * Stripe through its REST API (two calls; the official SDK would add a large
 * dependency for them). A paid plan opens a hosted Checkout session whose URL
 * the web app follows; the plan changes when Stripe's webhook confirms payment.
 */
export function createStripePaymentProvider(
  secretKey: string,
  fetchImpl: typeof fetch = fetch,
): PaymentProvider {
  async function call(
    path: string,
    init: { method: 'GET' | 'POST'; form?: Record<string, string> },
  ) {
    const response = await fetchImpl(`${stripeApi}${path}`, {
      method: init.method,
      headers: {
        authorization: `Bearer ${secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      ...(init.form ? { body: new URLSearchParams(init.form) } : {}),
    });
    const body = (await response.json()) as Record<string, unknown>;
    if (!response.ok) {
      const error = body.error as { message?: string } | undefined;
      throw new Error(`Stripe: ${error?.message ?? response.statusText}`);
    }
    return body;
  }

  return {
    name: 'stripe',
    async upgrade(request) {
      if (request.plan === 'free') return { kind: 'changed' };
      const prices = await call(`/prices?lookup_keys[]=${priceLookupKey(request)}&active=true`, {
        method: 'GET',
      });
      const price = (prices.data as { id: string }[] | undefined)?.[0];
      if (!price)
        throw new Error(`Stripe: no active price with lookup key ${priceLookupKey(request)}`);
      const session = await call('/checkout/sessions', {
        method: 'POST',
        form: {
          mode: 'subscription',
          'line_items[0][price]': price.id,
          'line_items[0][quantity]': '1',
          client_reference_id: request.orgId,
          'metadata[plan]': request.plan,
          'metadata[period]': request.period,
          success_url: `${request.origin}/billing/thank-you`,
          cancel_url: `${request.origin}/billing`,
          ...(request.customerId
            ? { customer: request.customerId }
            : { customer_email: request.customerEmail }),
        },
      });
      if (typeof session.url !== 'string') throw new Error('Stripe: checkout session has no URL');
      return { kind: 'checkout', url: session.url };
    },
    async latestInvoiceUrl(customerId) {
      if (!customerId) return null;
      const invoices = await call(`/invoices?customer=${encodeURIComponent(customerId)}&limit=1`, {
        method: 'GET',
      });
      const latest = (invoices.data as { hosted_invoice_url?: string }[] | undefined)?.[0];
      return latest?.hosted_invoice_url ?? null;
    },
  };
}

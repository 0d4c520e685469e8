import type { PaymentProvider } from './payment-provider.js';

/**
 * Without a payment service (development, tests, a cloud server not yet configured) nothing is
 * sold: moving to the free plan takes effect at once, and a paid plan cannot be bought, since
 * only a confirmed payment (the provider's webhook) may switch an org to one. No invoices.
 */
export const localPaymentProvider: PaymentProvider = {
  name: 'local',
  async upgrade(request) {
    return request.plan === 'free' ? { kind: 'changed' } : { kind: 'unavailable' };
  },
  async latestInvoiceUrl() {
    return null;
  },
};

import type { PaymentProvider } from './payment-provider.js';

/**
 * Without a payment service (self-hosted, development, tests) a plan change
 * takes effect at once and there are no invoices.
 */
export const localPaymentProvider: PaymentProvider = {
  name: 'local',
  async upgrade() {
    return { kind: 'changed' };
  },
  async latestInvoiceUrl() {
    return null;
  },
};

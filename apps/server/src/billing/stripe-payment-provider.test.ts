import { describe, expect, it, vi } from 'vitest';
import { createStripePaymentProvider } from './stripe-payment-provider.js';

const request = {
  orgId: 'org-1',
  customerId: null,
  customerEmail: 'ada@example.com',
  plan: 'team' as const,
  period: 'yearly' as const,
  origin: 'https://lookout.example.com',
};

describe('Stripe payment provider', () => {
  it('opens a checkout session for the plan price and returns its URL', async () => {
    const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const href = String(url);
      if (href.includes('/prices')) return Response.json({ data: [{ id: 'price_team_yearly' }] });
      const form = new URLSearchParams(String(init?.body));
      expect(form.get('line_items[0][price]')).toBe('price_team_yearly');
      expect(form.get('success_url')).toBe('https://lookout.example.com/billing/thank-you');
      expect(form.get('customer_email')).toBe('ada@example.com');
      return Response.json({ url: 'https://checkout.stripe.com/c/pay/cs_1' });
    });
    const provider = createStripePaymentProvider('sk_test', fetch as typeof globalThis.fetch);
    await expect(provider.upgrade(request)).resolves.toEqual({
      kind: 'checkout',
      url: 'https://checkout.stripe.com/c/pay/cs_1',
    });
    expect(String(fetch.mock.calls[0]?.[0])).toContain('lookup_keys[]=lookout_team_yearly');
  });

  it('reports Stripe errors with their message', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ error: { message: 'Invalid API Key' } }, { status: 401 }),
    );
    const provider = createStripePaymentProvider('sk_bad', fetch as typeof globalThis.fetch);
    await expect(provider.upgrade(request)).rejects.toThrow('Stripe: Invalid API Key');
  });
});

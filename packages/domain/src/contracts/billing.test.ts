import { describe, expect, it } from 'vitest';
import { getLatestInvoiceResponseSchema, upgradeOrgBodySchema } from './billing.js';

describe('upgradeOrgBodySchema', () => {
  it('bills monthly unless yearly is chosen', () => {
    expect(
      upgradeOrgBodySchema.parse({ plan: 'team', origin: 'https://app.example.com' }).period,
    ).toBe('monthly');
  });

  it('offers only free, team and enterprise, and needs the site origin as a URL', () => {
    expect(
      upgradeOrgBodySchema.safeParse({ plan: 'pro', origin: 'https://app.example.com' }).success,
    ).toBe(false);
    expect(
      upgradeOrgBodySchema.safeParse({ plan: 'team', origin: 'app.example.com' }).error?.issues[0]
        ?.message,
    ).toBe('Origin must be an http(s) URL');
  });
});

describe('getLatestInvoiceResponseSchema', () => {
  it('may have no invoice to pay', () => {
    expect(
      getLatestInvoiceResponseSchema.parse({ hostedInvoiceUrl: null }).hostedInvoiceUrl,
    ).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { failedPaymentDataRetentionDays, moneyBackGuaranteeDays } from './limits.js';

describe('billing limits (SPEC §9)', () => {
  it('refunds a paid plan within 30 days', () => {
    expect(moneyBackGuaranteeDays).toBe(30);
  });

  it('keeps the last 30 days of data when a payment fails', () => {
    expect(failedPaymentDataRetentionDays).toBe(30);
  });
});

import { describe, expect, it } from 'vitest';
import { eventUsageText, formatEventAllowance } from './event-usage';

describe('eventUsageText', () => {
  it("reads the month's events against the plan's allowance", () => {
    expect(eventUsageText(1_234, 'free')).toBe('1,234 of 10k events this month');
    expect(eventUsageText(0, 'team')).toBe('0 of 50k events this month');
  });

  it('shows the count only for a plan without a set allowance', () => {
    expect(eventUsageText(2_500_000, 'enterprise')).toBe('2,500,000 events this month');
  });

  it('writes allowances like the plans table', () => {
    expect(formatEventAllowance(10_000)).toBe('10k');
    expect(formatEventAllowance(1_500_000)).toBe('1.5M');
  });
});

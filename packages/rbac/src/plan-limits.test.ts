import { plans } from '@lookout/domain';
import { describe, expect, it } from 'vitest';
import { planLimitsFor } from './plan-limits.js';

describe('planLimitsFor', () => {
  it('applies the free plan limits on cloud', () => {
    const limits = planLimitsFor({ plan: 'free', edition: 'cloud' });
    expect(limits).toMatchObject({ seats: 1, projects: 3, historyDays: 30 });
    expect(limits.includedEventsPerMonth).toBe(10_000);
  });

  it.each(plans)('lifts every limit on self-hosted for the %s plan', (plan) => {
    expect(planLimitsFor({ plan, edition: 'self-hosted' })).toMatchObject({
      seats: null,
      projects: null,
      historyDays: null,
      includedEventsPerMonth: null,
      extraEvents: null,
    });
  });
});

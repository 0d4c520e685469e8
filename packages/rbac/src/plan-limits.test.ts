import { plans } from '@lookout/domain';
import { describe, expect, it } from 'vitest';
import { planLimitsFor, retentionDaysFor } from './plan-limits.js';

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

describe('retentionDaysFor', () => {
  it.each([
    ['free', null, 30],
    ['free', 7, 7],
    ['free', 365, 30],
    ['team', null, 730],
    ['team', 90, 90],
    ['pro', 1000, 730],
    ['enterprise', null, null],
    ['enterprise', 3650, 3650],
  ] as const)(
    'keeps runs of a %s org on cloud with a project retention of %s for %s days',
    (plan, days, kept) => {
      expect(retentionDaysFor({ plan, edition: 'cloud' }, days)).toBe(kept);
    },
  );

  it.each(plans)('keeps the project setting alone on self-hosted for the %s plan', (plan) => {
    expect(retentionDaysFor({ plan, edition: 'self-hosted' }, null)).toBeNull();
    expect(retentionDaysFor({ plan, edition: 'self-hosted' }, 14)).toBe(14);
  });
});

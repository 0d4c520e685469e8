import { describe, expect, it } from 'vitest';
import { displayedMonthlyPrice, planCatalogue, planPricePerUser, yearlyDiscount } from './plans.js';

describe('planCatalogue', () => {
  it('prices team at $20 per user per month, free at $0, enterprise on quote', () => {
    expect(planPricePerUser('free', 'monthly')).toBe(0);
    expect(planPricePerUser('team', 'monthly')).toBe(20);
    expect(planPricePerUser('enterprise', 'monthly')).toBeNull();
  });

  it('gives two months free on yearly billing', () => {
    expect(yearlyDiscount).toBeCloseTo(2 / 12);
    expect(planPricePerUser('team', 'yearly')).toBe(200);
    expect(displayedMonthlyPrice('team', 'yearly')).toBe(16.67);
    expect(displayedMonthlyPrice('team', 'monthly')).toBe(20);
    expect(planPricePerUser('enterprise', 'yearly')).toBeNull();
  });

  it('limits the free plan to 10k events, 1 seat, 30 days and 3 projects', () => {
    expect(planCatalogue.free.limits).toMatchObject({
      includedEventsPerMonth: 10_000,
      extraEvents: null,
      seats: 1,
      historyDays: 30,
      projects: 3,
      playground: { kind: 'limited' },
    });
  });

  it('lets team grow past 50k events at $10 per 50k, with 10 seats and 2 years of history', () => {
    expect(planCatalogue.team.limits).toMatchObject({
      includedEventsPerMonth: 50_000,
      extraEvents: { blockSize: 50_000, pricePerBlock: 10 },
      seats: 10,
      historyDays: 730,
      projects: null,
      playground: { kind: 'quota', queriesPerMonth: 1000, pricePerExtraQuery: 0.05 },
    });
  });

  it('sets no fixed limit on enterprise', () => {
    const { limits } = planCatalogue.enterprise;
    expect([
      limits.includedEventsPerMonth,
      limits.seats,
      limits.historyDays,
      limits.projects,
    ]).toEqual([null, null, null, null]);
  });

  it('keeps pro only as a legacy plan', () => {
    const offered = Object.entries(planCatalogue)
      .filter(([, plan]) => !plan.legacy)
      .map(([id]) => id);
    expect(offered).toEqual(['free', 'team', 'enterprise']);
  });
});

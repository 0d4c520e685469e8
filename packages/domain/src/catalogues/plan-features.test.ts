import { describe, expect, it } from 'vitest';
import {
  enterpriseOnlyFeatures,
  paidPlanFeatures,
  planFeatureRowSchema,
  planFeatureRows,
  planIncludesFeature,
} from './plan-features.js';

describe('planFeatureRows', () => {
  it('is a list of valid rows with unique ids', () => {
    for (const row of planFeatureRows) expect(planFeatureRowSchema.parse(row)).toEqual(row);
    const ids = planFeatureRows.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('rejects a row missing a plan column or with an empty text cell', () => {
    const row = { id: 'x', title: 'X', icon: 'IconStack', plans: { free: { value: true } } };
    expect(planFeatureRowSchema.safeParse(row).success).toBe(false);
    const empty = {
      ...row,
      plans: { free: { value: '' }, team: { value: true }, enterprise: { value: true } },
    };
    expect(planFeatureRowSchema.safeParse(empty).success).toBe(false);
  });

  it('rejects an icon that is not an icon component name', () => {
    const row = {
      id: 'x',
      title: 'X',
      icon: 'stack',
      plans: { free: { value: true }, team: { value: true }, enterprise: { value: true } },
    };
    expect(planFeatureRowSchema.safeParse(row).success).toBe(false);
  });

  it('shows the enterprise-only features, SSO and access control among them, on enterprise alone', () => {
    expect(enterpriseOnlyFeatures).toContain('sso');
    expect(enterpriseOnlyFeatures).toContain('access-control');
    for (const feature of enterpriseOnlyFeatures) {
      expect(planIncludesFeature('free', feature)).toBe(false);
      expect(planIncludesFeature('team', feature)).toBe(false);
      expect(planIncludesFeature('enterprise', feature)).toBe(true);
    }
  });

  it('shows the paid-plan features on team and enterprise but not free', () => {
    for (const feature of paidPlanFeatures) {
      expect(planIncludesFeature('free', feature)).toBe(false);
      expect(planIncludesFeature('team', feature)).toBe(true);
      expect(planIncludesFeature('enterprise', feature)).toBe(true);
    }
  });

  it('lists every boolean row that free lacks under one of the two lists', () => {
    const listed: readonly string[] = [...enterpriseOnlyFeatures, ...paidPlanFeatures];
    const lockedOnFree = planFeatureRows
      .filter((row) => row.plans.free.value === false && row.plans.enterprise.value === true)
      .map((row) => row.id);
    expect([...lockedOnFree].sort()).toEqual([...listed].sort());
  });

  it('shows the numbers of each plan', () => {
    const cells = (id: string) => planFeatureRows.find((row) => row.id === id)?.plans;
    expect(cells('events')?.team).toEqual({
      value: '50k / month',
      help: 'Then $10 per additional 50k events',
    });
    expect(cells('projects')?.free.value).toBe('3');
    expect(cells('sla')?.enterprise.value).toBe('99.9%');
    expect(cells('money-back')?.team.value).toBe('30 days');
    expect(planIncludesFeature('free', 'playground')).toBe(true);
    expect(planIncludesFeature('team', 'sso')).toBe(false);
  });
});

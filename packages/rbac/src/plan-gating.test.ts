import { describe, expect, it } from 'vitest';
import { hasPlanFeature } from './plan-gating.js';

describe('hasPlanFeature', () => {
  it('keeps custom dashboards from the free plan on cloud', () => {
    expect(hasPlanFeature({ plan: 'free', edition: 'cloud' }, 'dashboards')).toBe(false);
  });

  it.each(['team', 'pro', 'enterprise'] as const)(
    'gives custom dashboards to %s on cloud',
    (plan) => {
      expect(hasPlanFeature({ plan, edition: 'cloud' }, 'dashboards')).toBe(true);
    },
  );

  it('keeps enterprise features from team on cloud', () => {
    expect(hasPlanFeature({ plan: 'team', edition: 'cloud' }, 'sso')).toBe(false);
  });

  it('gives every plan feature to a self-hosted install, whatever the plan', () => {
    expect(hasPlanFeature({ plan: 'free', edition: 'self-hosted' }, 'dashboards')).toBe(true);
    expect(hasPlanFeature({ plan: 'free', edition: 'self-hosted' }, 'sso')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { planButtonState } from './plan-button-state';

const label = (...args: Parameters<typeof planButtonState>) => planButtonState(...args)?.label;

describe('planButtonState', () => {
  it("always offers enterprise as 'Get a Quote'", () => {
    for (const plan of ['free', 'pro', 'team', 'enterprise'] as const) {
      for (const canceled of [false, true]) {
        expect(planButtonState('enterprise', { plan, canceled })).toEqual({
          label: 'Get a Quote',
          disabled: false,
          action: 'quote',
        });
      }
    }
  });

  it('for a canceled subscription: free will switch soon, the current plan reactivates', () => {
    expect(planButtonState('free', { plan: 'team', canceled: true })).toEqual({
      label: 'Will switch soon',
      disabled: true,
      action: 'none',
    });
    expect(planButtonState('team', { plan: 'team', canceled: true })).toEqual({
      label: 'Reactivate',
      disabled: false,
      action: 'change-plan',
    });
    expect(label('team', { plan: 'pro', canceled: true })).toBe('Reactivate on Team');
  });

  it("marks the current plan as a disabled 'Current plan'", () => {
    expect(planButtonState('free', { plan: 'free', canceled: false })).toEqual({
      label: 'Current plan',
      disabled: true,
      action: 'none',
    });
    expect(planButtonState('team', { plan: 'team', canceled: false })?.disabled).toBe(true);
  });

  it('shows no free button to a paying org', () => {
    expect(planButtonState('free', { plan: 'team', canceled: false })).toBeNull();
    expect(planButtonState('free', { plan: 'pro', canceled: false })).toBeNull();
    expect(planButtonState('free', { plan: 'enterprise', canceled: false })).toBeNull();
  });

  it("offers 'Switch to Team' to another paid plan and 'Upgrade' to free orgs", () => {
    expect(label('team', { plan: 'pro', canceled: false })).toBe('Switch to Team');
    expect(label('team', { plan: 'enterprise', canceled: false })).toBe('Switch to Team');
    expect(planButtonState('team', { plan: 'free', canceled: false })).toEqual({
      label: 'Upgrade',
      disabled: false,
      action: 'change-plan',
    });
  });
});

import { type Plan, type Role, roles } from '@lookout/domain';
import { describe, expect, it } from 'vitest';
import {
  canListSavedViews,
  canLookUpInvoice,
  canSeeBillingItem,
  canSeePayLink,
  canSeeSettingsButton,
  canSeeTeamItem,
  showUnlockAllFeatures,
} from './ui-gating.js';

function rolesWhere(check: (role: Role) => boolean): Role[] {
  return roles.filter(check);
}

describe('project menu items', () => {
  it('shows the settings button to roles that may read settings', () => {
    expect(rolesWhere((role) => canSeeSettingsButton({ role }))).toEqual([
      'owner',
      'admin',
      'member',
    ]);
  });

  it('shows Usage & Billing to roles that may read billing, on cloud', () => {
    expect(rolesWhere((role) => canSeeBillingItem({ role, edition: 'cloud' }))).toEqual([
      'owner',
      'admin',
      'billing',
    ]);
  });

  it('never shows Usage & Billing on self-hosted', () => {
    expect(rolesWhere((role) => canSeeBillingItem({ role, edition: 'self-hosted' }))).toEqual([]);
  });

  it('shows the Team item to roles that may list team members', () => {
    expect(rolesWhere((role) => canSeeTeamItem({ role }))).toEqual([
      'owner',
      'admin',
      'prompt_editor',
      'billing',
    ]);
  });

  it('hides the Team item from members, who read teammates but may not list them', () => {
    expect(canSeeTeamItem({ role: 'member' })).toBe(false);
  });

  it('hides the Team item from the Analytics Viewer, who opens only the Analytics page', () => {
    expect(canSeeTeamItem({ role: 'analytics' })).toBe(false);
  });
});

describe('payment-failed alert', () => {
  it('looks up the latest invoice only for roles that may read billing', () => {
    expect(rolesWhere((role) => canLookUpInvoice({ role }))).toEqual(['owner', 'admin', 'billing']);
  });

  it('shows the pay link only to roles that may update billing', () => {
    expect(rolesWhere((role) => canSeePayLink({ role }))).toEqual(['owner', 'admin']);
  });

  it('lets a billing admin see the invoice but not pay it', () => {
    expect(canLookUpInvoice({ role: 'billing' })).toBe(true);
    expect(canSeePayLink({ role: 'billing' })).toBe(false);
  });
});

describe('canListSavedViews', () => {
  it('fetches saved views only for roles that may list logs', () => {
    expect(rolesWhere((role) => canListSavedViews({ role }))).toEqual([
      'owner',
      'admin',
      'member',
      'viewer',
      'collaborator',
    ]);
  });
});

describe('showUnlockAllFeatures', () => {
  it.each<[Plan, boolean]>([
    ['free', true],
    ['pro', true],
    ['team', false],
    ['enterprise', false],
  ])('on cloud, plan %s shows the upsell: %s', (plan, shown) => {
    expect(showUnlockAllFeatures({ plan, edition: 'cloud' })).toBe(shown);
  });

  it('never shows the upsell on self-hosted', () => {
    expect(showUnlockAllFeatures({ plan: 'free', edition: 'self-hosted' })).toBe(false);
  });
});

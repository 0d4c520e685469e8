import { freePlanRoles, roles } from '@lookout/domain';
import { describe, expect, it } from 'vitest';
import { isRole, rolesAllowedOnPlan } from './roles.js';

describe('roles', () => {
  it('has the eight roles of the specification', () => {
    expect(roles).toHaveLength(8);
    expect(roles).toContain('analytics');
  });

  it('lets the free plan assign owner, admin and member only', () => {
    expect([...freePlanRoles]).toEqual(['owner', 'admin', 'member']);
  });

  it('recognises role names and nothing else', () => {
    expect(isRole('prompt_editor')).toBe(true);
    expect(isRole('root')).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });
});

describe('rolesAllowedOnPlan', () => {
  it('offers owner, admin and member only on the free plan of the cloud edition', () => {
    expect(rolesAllowedOnPlan({ plan: 'free', edition: 'cloud' })).toEqual([
      'owner',
      'admin',
      'member',
    ]);
  });

  it('offers every role to a free org on a self-hosted install', () => {
    expect(rolesAllowedOnPlan({ plan: 'free', edition: 'self-hosted' })).toEqual(roles);
  });

  it.each(['pro', 'team', 'enterprise'] as const)(
    'offers all eight roles on the %s plan',
    (plan) => {
      expect(rolesAllowedOnPlan({ plan, edition: 'cloud' })).toEqual([
        'owner',
        'admin',
        'member',
        'viewer',
        'collaborator',
        'prompt_editor',
        'billing',
        'analytics',
      ]);
    },
  );
});

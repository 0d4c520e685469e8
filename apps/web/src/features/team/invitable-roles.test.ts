import { describe, expect, it } from 'vitest';
import { invitableRoles } from './invitable-roles';

describe('invitableRoles', () => {
  it('offers admin and member on the free plan', () => {
    expect(invitableRoles('free')).toEqual(['admin', 'member']);
  });

  it('offers every role but owner on paid plans', () => {
    expect(invitableRoles('team')).toEqual([
      'admin',
      'member',
      'viewer',
      'collaborator',
      'prompt_editor',
      'billing',
      'analytics',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { invitableRoles } from './invitable-roles';

describe('invitableRoles', () => {
  it('offers admin and member on the free plan of the cloud edition', () => {
    expect(invitableRoles({ plan: 'free', edition: 'cloud' })).toEqual(['admin', 'member']);
  });

  it.each([
    { plan: 'team', edition: 'cloud' },
    { plan: 'free', edition: 'self-hosted' },
  ] as const)('offers every role but owner on $plan ($edition)', (context) => {
    expect(invitableRoles(context)).toEqual([
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

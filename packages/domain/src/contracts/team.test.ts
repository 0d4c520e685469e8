import { describe, expect, it } from 'vitest';
import { inviteTeamMemberBodySchema, updateTeamMemberBodySchema } from './team.js';

describe('team invitations', () => {
  it('invites with any role but owner', () => {
    expect(inviteTeamMemberBodySchema.parse({ email: 'Bob@Acme.io', role: 'viewer' })).toEqual({
      email: 'bob@acme.io',
      role: 'viewer',
    });
    expect(
      inviteTeamMemberBodySchema.safeParse({ email: 'bob@acme.io', role: 'owner' }).success,
    ).toBe(false);
  });

  it('refuses a role change that changes nothing', () => {
    expect(updateTeamMemberBodySchema.safeParse({}).success).toBe(false);
    expect(updateTeamMemberBodySchema.parse({ role: 'admin' })).toEqual({ role: 'admin' });
  });
});

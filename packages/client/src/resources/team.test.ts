import { describe, expect, it } from 'vitest';
import { ids, invitationFixture, teamMemberFixture } from '../testing/entity-fixtures.js';
import { observeCase, type ResourceCase } from '../testing/resource-call.js';
import {
  inviteTeamMember,
  listTeamMembers,
  removeTeamMember,
  updateTeamMember,
  withdrawInvitation,
} from './team.js';

const team = { members: [teamMemberFixture], invitations: [invitationFixture] };

const cases: ResourceCase[] = [
  {
    name: 'listTeamMembers',
    run: (http) => listTeamMembers(http),
    answer: team,
    expected: { method: 'GET', path: '/v1/team/members', result: team },
  },
  {
    name: 'inviteTeamMember',
    run: (http) => inviteTeamMember(http, { email: 'grace@example.com', role: 'member' }),
    answer: invitationFixture,
    expected: {
      method: 'POST',
      path: '/v1/team/invitations',
      body: { email: 'grace@example.com', role: 'member' },
      result: invitationFixture,
    },
  },
  {
    name: 'withdrawInvitation',
    run: (http) => withdrawInvitation(http, ids.entity),
    expected: { method: 'DELETE', path: `/v1/team/invitations/${ids.entity}` },
  },
  {
    name: 'updateTeamMember',
    run: (http) => updateTeamMember(http, ids.user, { role: 'viewer' }),
    answer: { ...teamMemberFixture, role: 'viewer' },
    expected: { method: 'PATCH', path: `/v1/team/members/${ids.user}`, body: { role: 'viewer' } },
  },
  {
    name: 'removeTeamMember',
    run: (http) => removeTeamMember(http, ids.user),
    expected: { method: 'DELETE', path: `/v1/team/members/${ids.user}` },
  },
];

describe('team calls', () => {
  it.each(cases)('$name is an org call without projectId', async (row) => {
    expect(await observeCase(row)).toMatchObject({ ...row.expected, projectId: null });
  });
});

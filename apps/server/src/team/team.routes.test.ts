import type { ApiError, Invitation, Project, TeamMember } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { addTeammate, setPlan, signUp, uniqueEmail } from '../testing/accounts.js';
import { recordedAuditTrail } from '../testing/audit-trail.js';
import { createTestApp, json, type TestApp, tokenFromLink } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

describe.each(testDatabaseTargets())('team on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  beforeAll(async () => {
    database = await target.open();
    // The cloud edition, where plans limit seats and roles.
    api = await createTestApp(database, { edition: 'cloud' });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('holds the free plan to its one seat and its three roles', async () => {
    const owner = await signUp(api);
    const granular = await api.call('POST', '/v1/team/invitations', {
      token: owner.token,
      body: { email: uniqueEmail(), role: 'viewer' },
    });
    expect(await json<ApiError>(granular)).toMatchObject({ code: 'plan_limit', feature: 'roles' });
    const seat = await api.call('POST', '/v1/team/invitations', {
      token: owner.token,
      body: { email: uniqueEmail(), role: 'member' },
    });
    expect(seat.status).toBe(403);
    expect(await json<ApiError>(seat)).toMatchObject({ code: 'plan_limit', feature: 'seats' });
  });

  it('lets a free org of a self-hosted install add people with any role: no seat or role limit', async () => {
    const selfHosted = await createTestApp(database, { edition: 'self-hosted' });
    const owner = await signUp(selfHosted);
    const viewer = await addTeammate(selfHosted, owner, 'viewer');
    await addTeammate(selfHosted, owner, 'member');
    const billing = uniqueEmail('billing');
    const pending = await selfHosted.call('POST', '/v1/team/invitations', {
      token: owner.token,
      body: { email: billing, role: 'billing' },
    });
    expect(pending.status, await pending.clone().text()).toBe(200);
    const team = await json<{ members: TeamMember[]; invitations: Invitation[] }>(
      selfHosted.call('GET', '/v1/team/members', { token: owner.token }),
    );
    expect(team.members.map((member) => member.role)).toEqual(['owner', 'viewer', 'member']);
    expect(team.invitations.map((invitation) => invitation.email)).toEqual([billing]);
    const me = await json<TeamMember>(selfHosted.call('GET', '/v1/users/me', { token: viewer }));
    const promoted = await selfHosted.call('PATCH', `/v1/team/members/${me.id}`, {
      token: owner.token,
      body: { role: 'prompt_editor' },
    });
    expect(await json(promoted)).toMatchObject({ role: 'prompt_editor' });
  });

  it('invites a teammate who joins from the mailed link with the role, verified, and sees the join data first', async () => {
    const owner = await signUp(api, { orgName: 'Difference Engines' });
    await setPlan(api, owner.orgId, 'team');
    const email = uniqueEmail('grace');
    const invitation = await json<Invitation>(
      api.call('POST', '/v1/team/invitations', {
        token: owner.token,
        body: { email, role: 'viewer' },
      }),
    );
    expect(invitation).toMatchObject({ email, role: 'viewer', projectIds: [] });
    const token = tokenFromLink((await api.mailLinks(email))[0]);
    expect(await json(api.call('GET', `/auth/join-data?token=${token}`))).toEqual({
      orgName: 'Difference Engines',
      email,
      role: 'viewer',
      inviterName: 'Ada Lovelace',
    });
    const joined = await json<{ token: string }>(
      api.call('POST', '/auth/join', {
        body: { token, name: 'Grace Hopper', password: 'grace-password' },
      }),
    );
    const me = await json<TeamMember>(api.call('GET', '/v1/users/me', { token: joined.token }));
    expect(me).toMatchObject({ email, role: 'viewer', verified: true, orgId: owner.orgId });
    expect((await api.call('GET', `/auth/join-data?token=${token}`)).status).toBe(404);
    const team = await json<{ members: TeamMember[]; invitations: Invitation[] }>(
      api.call('GET', '/v1/team/members', { token: owner.token }),
    );
    expect(team.members.map((member) => member.role)).toEqual(['owner', 'viewer']);
    expect(team.invitations).toEqual([]);
    const logs = await recordedAuditTrail(api, owner.orgId);
    expect(logs.data[0]).toMatchObject({
      subject: 'team_member',
      action: 'invite',
      details: { email, role: 'viewer' },
    });
  });

  it('lets a teammate do only what the role allows', async () => {
    const owner = await signUp(api);
    await setPlan(api, owner.orgId, 'enterprise');
    const viewer = await addTeammate(api, owner, 'viewer');
    expect((await api.call('GET', '/v1/projects', { token: viewer })).status).toBe(200);
    const create = await api.call('POST', '/v1/projects', {
      token: viewer,
      body: { name: 'Nope' },
    });
    expect(create.status).toBe(403);
    expect(await json<ApiError>(create)).toEqual({
      error: 'Forbidden',
      message: 'Your role (viewer) may not create projects.',
    });
    expect((await api.call('GET', '/v1/team/members', { token: viewer })).status).toBe(403);
    const keys = await json<{ type: string }[]>(
      api.call('GET', `/v1/projects/${owner.projectId}/api-keys`, { token: viewer }),
    );
    expect(keys.map((key) => key.type)).toEqual(['public']);
    const org = await json<{ orgApiKey: string | null }>(
      api.call('GET', '/v1/users/me/org', { token: viewer }),
    );
    expect(org.orgApiKey).toBeNull();
  });

  it('limits a member to the projects they were given', async () => {
    const owner = await signUp(api);
    await setPlan(api, owner.orgId, 'team');
    const second = await json<Project>(
      api.call('POST', '/v1/projects', { token: owner.token, body: { name: 'Secret' } }),
    );
    const email = uniqueEmail('member');
    await api.call('POST', '/v1/team/invitations', {
      token: owner.token,
      body: { email, role: 'member', projectIds: [owner.projectId] },
    });
    const token = tokenFromLink((await api.mailLinks(email))[0]);
    const member = await json<{ token: string }>(
      api.call('POST', '/auth/join', { body: { token, name: 'M', password: 'member-password' } }),
    );
    const visible = await json<Project[]>(api.call('GET', '/v1/projects', { token: member.token }));
    expect(visible.map((project) => project.id)).toEqual([owner.projectId]);
    expect(
      (await api.call('GET', `/v1/projects/${second.id}/rules`, { token: member.token })).status,
    ).toBe(404);
  });

  it('changes a role and removes a member, auditing both; the owner stays untouchable', async () => {
    const owner = await signUp(api);
    await setPlan(api, owner.orgId, 'enterprise');
    const teammate = await addTeammate(api, owner, 'member');
    const teammateId = (
      await json<TeamMember>(api.call('GET', '/v1/users/me', { token: teammate }))
    ).id;
    const updated = await json<TeamMember>(
      api.call('PATCH', `/v1/team/members/${teammateId}`, {
        token: owner.token,
        body: { role: 'prompt_editor' },
      }),
    );
    expect(updated.role).toBe('prompt_editor');
    expect(
      (
        await api.call('PATCH', `/v1/team/members/${owner.accountId}`, {
          token: owner.token,
          body: { role: 'member' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await api.call('DELETE', `/v1/team/members/${teammateId}`, { token: owner.token })).status,
    ).toBe(204);
    expect((await api.call('GET', '/v1/users/me', { token: teammate })).status).toBe(401);
    const logs = await recordedAuditTrail(api, owner.orgId);
    expect(logs.data.slice(0, 2).map((entry) => `${entry.subject}:${entry.action}`)).toEqual([
      'team_member:remove_from_team',
      'team_member:update',
    ]);
  });

  it('withdraws a pending invitation: its link stops working', async () => {
    const owner = await signUp(api);
    await setPlan(api, owner.orgId, 'team');
    const email = uniqueEmail('later');
    const invitation = await json<Invitation>(
      api.call('POST', '/v1/team/invitations', {
        token: owner.token,
        body: { email, role: 'admin' },
      }),
    );
    expect(
      (await api.call('DELETE', `/v1/team/invitations/${invitation.id}`, { token: owner.token }))
        .status,
    ).toBe(204);
    const token = tokenFromLink((await api.mailLinks(email))[0]);
    expect(
      (
        await api.call('POST', '/auth/join', {
          body: { token, name: 'L', password: 'later-password' },
        })
      ).status,
    ).toBe(404);
  });
});

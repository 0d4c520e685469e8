import type { ApiError, GetCurrentOrgResponse } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { addTeammate, type SignedUp, signUp, upgradeToTeam } from '../testing/accounts.js';
import { lunaryBatch } from '../testing/lunary-batch.js';
import { createTestApp, json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

/** Who calls in a case: the owner, an admin and a member who joined after the owner, or a key. */
type Who = 'owner' | 'admin' | 'member' | 'privateKeyOfFourth';
/** Which project a case works on: the first (writable) or the fourth (past free's 3). */
type Where = 'first' | 'fourth';

interface Case {
  name: string;
  who: Who;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: (project: string) => string;
  body?: unknown;
  where: Where;
  /** What the free plan answers after the downgrade: null when the request goes through. */
  refusedFor: 'seats' | 'projects' | null;
}

const rename = { name: 'Renamed' };
/** The org of the signed-up owner, known once `beforeAll` has signed up. */
const orgIdOf = { owner: '' };
const view = { name: 'Errors', data: '', type: 'llm' };

const cases: Case[] = [
  {
    name: 'the owner renames a project within the limit',
    who: 'owner',
    method: 'PATCH',
    path: (p) => `/v1/projects/${p}`,
    body: rename,
    where: 'first',
    refusedFor: null,
  },
  {
    name: 'the owner saves a view in a project within the limit',
    who: 'owner',
    method: 'POST',
    path: (p) => `/v1/views?projectId=${p}`,
    body: view,
    where: 'first',
    refusedFor: null,
  },
  {
    name: 'an admin past the seat limit renames a project',
    who: 'admin',
    method: 'PATCH',
    path: (p) => `/v1/projects/${p}`,
    body: rename,
    where: 'first',
    refusedFor: 'seats',
  },
  {
    name: 'a member past the seat limit saves a view',
    who: 'member',
    method: 'POST',
    path: (p) => `/v1/views?projectId=${p}`,
    body: view,
    where: 'first',
    refusedFor: 'seats',
  },
  {
    name: 'an admin past the seat limit still reads the projects',
    who: 'admin',
    method: 'GET',
    path: () => '/v1/projects',
    where: 'first',
    refusedFor: null,
  },
  {
    name: 'the owner renames a project past the project limit',
    who: 'owner',
    method: 'PATCH',
    path: (p) => `/v1/projects/${p}`,
    body: rename,
    where: 'fourth',
    refusedFor: 'projects',
  },
  {
    name: 'the owner saves a view in a project past the limit',
    who: 'owner',
    method: 'POST',
    path: (p) => `/v1/views?projectId=${p}`,
    body: view,
    where: 'fourth',
    refusedFor: 'projects',
  },
  {
    name: 'the private key of a project past the limit saves a view',
    who: 'privateKeyOfFourth',
    method: 'POST',
    path: () => '/v1/views',
    body: view,
    where: 'fourth',
    refusedFor: 'projects',
  },
  {
    // The web app sends the selected project with every call: an org-wide write made while a
    // read-only project is selected is not a write to that project.
    name: 'the owner renames the org while a project past the limit is selected',
    who: 'owner',
    method: 'PATCH',
    path: (p) => `/v1/orgs/${orgIdOf.owner}?projectId=${p}`,
    body: { name: 'Renamed org' },
    where: 'fourth',
    refusedFor: null,
  },
  {
    name: 'the owner still reads the runs of a project past the limit',
    who: 'owner',
    method: 'GET',
    path: (p) => `/v1/runs?projectId=${p}`,
    where: 'fourth',
    refusedFor: null,
  },
];

describe.each(testDatabaseTargets())(
  'a downgrade past the seats and projects on $kind',
  (target) => {
    let database: DatabaseHandle;
    let cloud: TestApp;
    let owner: SignedUp;
    const tokens = {} as Record<Who, string>;
    const projects = {} as Record<Where, string>;
    let fourthPublicKey = '';
    let fifth = '';

    const call = (api: TestApp, item: Pick<Case, 'who' | 'method' | 'path' | 'body' | 'where'>) =>
      api.call(item.method, item.path(projects[item.where]), {
        token: tokens[item.who],
        ...(item.body === undefined ? {} : { body: item.body }),
      });

    beforeAll(async () => {
      database = await target.open();
      cloud = await createTestApp(database, { edition: 'cloud' });
      owner = await signUp(cloud);
      orgIdOf.owner = owner.orgId;
      await upgradeToTeam(cloud, owner);
      tokens.owner = owner.token;
      tokens.admin = await addTeammate(cloud, owner, 'admin');
      tokens.member = await addTeammate(cloud, owner, 'member');
      projects.first = owner.projectId;
      const created: string[] = [];
      for (const name of ['Second', 'Third', 'Fourth', 'Fifth']) {
        const project = await json<{ id: string }>(
          cloud.call('POST', '/v1/projects', { token: owner.token, body: { name } }),
        );
        created.push(project.id);
      }
      projects.fourth = created[2] ?? '';
      fifth = created[3] ?? '';
      const keys = await json<{ type: string; key: string }[]>(
        cloud.call('GET', `/v1/projects/${projects.fourth}/api-keys`, { token: owner.token }),
      );
      tokens.privateKeyOfFourth = keys.find((key) => key.type === 'private')?.key ?? '';
      fourthPublicKey = keys.find((key) => key.type === 'public')?.key ?? '';
      const downgrade = await cloud.call('POST', `/v1/orgs/${owner.orgId}/upgrade`, {
        token: owner.token,
        body: { plan: 'free', period: 'monthly', origin: 'http://lookout.test' },
      });
      expect(downgrade.status, await downgrade.clone().text()).toBe(200);
    });
    afterAll(async () => {
      await database?.close();
    });

    it.each(cases)('$name', async (item) => {
      const response = await call(cloud, item);
      if (item.refusedFor === null) {
        expect(response.status, await response.clone().text()).toBeLessThan(400);
        return;
      }
      expect(response.status).toBe(403);
      const body = await json<ApiError>(response);
      expect(body).toMatchObject({ code: 'plan_required', feature: item.refusedFor });
      expect(body.message).toMatch(/Free plan includes/);
      expect(body.message).toMatch(/[Uu]pgrade/);
    });

    it('tells the org what is read-only, and removes nobody', async () => {
      const org = await json<GetCurrentOrgResponse>(
        cloud.call('GET', '/v1/users/me/org', { token: tokens.admin }),
      );
      expect(org.plan).toBe('free');
      expect(org.users).toHaveLength(3);
      expect(org.planOverage?.seats).toMatchObject({ members: 3, included: 1 });
      expect(org.planOverage?.seats?.readOnlyAccountIds).toHaveLength(2);
      expect(org.planOverage?.seats?.readOnlyAccountIds).not.toContain(owner.accountId);
      expect(org.planOverage?.projects).toEqual({
        count: 5,
        included: 3,
        readOnlyProjectIds: [projects.fourth, fifth],
      });
    });

    it('keeps ingesting into a read-only project, so no event is lost', async () => {
      const { body } = lunaryBatch(2);
      const response = await cloud.call('POST', '/v1/runs/ingest', {
        token: fourthPublicKey,
        body,
      });
      expect(response.status, await response.clone().text()).toBe(200);
    });

    it('lets the owner delete a read-only project to get back within the plan', async () => {
      const deleted = await cloud.call('DELETE', `/v1/projects/${fifth}`, { token: owner.token });
      expect(deleted.status, await deleted.clone().text()).toBeLessThan(400);
    });

    it('has no seat or project limit on a self-hosted install', async () => {
      const selfHosted = await createTestApp(database, { edition: 'self-hosted' });
      for (const item of cases) {
        const response = await call(selfHosted, item);
        expect(response.status, `${item.name}: ${await response.clone().text()}`).toBeLessThan(400);
      }
      const org = await json<GetCurrentOrgResponse>(
        selfHosted.call('GET', '/v1/users/me/org', { token: owner.token }),
      );
      expect(org.planOverage).toBeNull();
    });

    it('makes everything writable again once the org pays for Team', async () => {
      await upgradeToTeam(cloud, owner);
      for (const item of cases) {
        const response = await call(cloud, item);
        expect(response.status, `${item.name}: ${await response.clone().text()}`).toBeLessThan(400);
      }
      const org = await json<GetCurrentOrgResponse>(
        cloud.call('GET', '/v1/users/me/org', { token: owner.token }),
      );
      expect(org.planOverage).toBeNull();
    });
  },
);

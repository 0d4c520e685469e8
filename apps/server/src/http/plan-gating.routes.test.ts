import type { EnricherView, PricingTablePlan } from '@lookout/domain';
import { planEnforcement, type ServerGatedPlanRow, serverGatedPlanRows } from '@lookout/rbac';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { type SignedUp, setPlan, signUp, uniqueEmail } from '../testing/accounts.js';
import { testSigningKey } from '../testing/saml-test-idp.js';
import { uniqueDomain } from '../testing/sso-test-setup.js';
import { createTestApp, json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

/**
 * One try at a plan row's action by the owner of a fresh org: whether the server refused it
 * for the plan. A `limit` case first brings the org to the free plan's bound, then goes past it.
 */
type GatedTry = (api: TestApp, owner: SignedUp) => Promise<boolean>;

/** A 403 that names the plan (a missing feature or a limit reached). */
async function refusedForPlan(response: Response): Promise<boolean> {
  if (response.status !== 403) {
    expect(response.status, await response.clone().text()).toBeLessThan(400);
    return false;
  }
  const body = (await response.json()) as { code?: string };
  expect(['plan_required', 'plan_limit']).toContain(body.code);
  return true;
}

/** A SAML signing certificate made once for the SSO cases. */
const signingKey = testSigningKey();

const scoped = (path: string, owner: SignedUp) =>
  `${path}${path.includes('?') ? '&' : '?'}projectId=${owner.projectId}`;

/** Every row the server gates, and how a user meets it; the compiler wants one per row. */
const gatedTries = {
  seats: async (api, owner) =>
    refusedForPlan(
      await api.call('POST', '/v1/team/invitations', {
        token: owner.token,
        body: { email: uniqueEmail(), role: 'member' },
      }),
    ),
  history: async (api, owner) =>
    refusedForPlan(
      await api.call('PATCH', `/v1/projects/${owner.projectId}`, {
        token: owner.token,
        body: { dataRetentionDays: 31 },
      }),
    ),
  projects: async (api, owner) => {
    for (const name of ['Second', 'Third']) {
      const created = await api.call('POST', '/v1/projects', {
        token: owner.token,
        body: { name },
      });
      expect(created.status).toBe(200);
    }
    return refusedForPlan(
      await api.call('POST', '/v1/projects', { token: owner.token, body: { name: 'Fourth' } }),
    );
  },
  dashboards: async (api, owner) =>
    refusedForPlan(
      await api.call('POST', scoped('/v1/dashboards', owner), { token: owner.token, body: {} }),
    ),
  'human-reviews': async (api, owner) =>
    refusedForPlan(await api.call('GET', scoped('/v1/review-queues', owner), owner)),
  topics: async (api, owner) =>
    refusedForPlan(
      await api.call('POST', scoped('/v1/enrichers', owner), {
        token: owner.token,
        body: { kind: 'topics', config: { topics: [{ name: 'Billing' }] } },
      }),
    ),
  // Sentiment is on by default; the plan decides whether it runs.
  sentiment: async (api, owner) => {
    const enrichers = await json<EnricherView[]>(
      api.call('GET', scoped('/v1/enrichers', owner), owner),
    );
    const sentiment = enrichers.find((enricher) => enricher.kind === 'sentiment');
    expect(sentiment?.enabled).toBe(true);
    return sentiment?.active === false;
  },
  exports: async (api, owner) =>
    refusedForPlan(
      await api.call('GET', scoped('/v1/runs/download?type=llm&format=csv', owner), owner),
    ),
  'access-control': async (api, owner) =>
    refusedForPlan(
      await api.call('POST', '/v1/team/invitations', {
        token: owner.token,
        body: { email: uniqueEmail(), role: 'viewer' },
      }),
    ),
  'pii-masking': async (api, owner) =>
    refusedForPlan(
      await api.call('POST', `/v1/projects/${owner.projectId}/rules`, {
        token: owner.token,
        body: { type: 'masking', piiKinds: ['email'] },
      }),
    ),
  'data-warehouse': async (api, owner) =>
    refusedForPlan(await api.call('GET', '/v1/orgs/data-warehouse-connections', owner)),
  // Saving a connection needs the plan; reading and deleting a kept one do not (after a downgrade).
  sso: async (api, owner) =>
    refusedForPlan(
      await api.call('PUT', '/v1/orgs/sso', {
        token: owner.token,
        body: {
          protocol: 'saml',
          idpEntityId: 'https://idp.example.test/entity',
          idpSsoUrl: 'https://idp.example.test/sso',
          idpCertificate: (await signingKey).certificate,
          allowedDomains: [uniqueDomain()],
        },
      }),
    ),
  // Entries are recorded on every plan; reading them is the Enterprise audit trail.
  'audit-trail': async (api, owner) =>
    refusedForPlan(await api.call('GET', '/v1/audit-logs', owner)),
} satisfies Record<ServerGatedPlanRow, GatedTry>;

/** The plans of the pricing table whose cell for `row` is "not included" or a bound the try exceeds. */
const refusedOn: Record<ServerGatedPlanRow, readonly PricingTablePlan[]> = {
  seats: ['free'],
  history: ['free'],
  projects: ['free'],
  dashboards: ['free'],
  'human-reviews': ['free'],
  topics: ['free'],
  sentiment: ['free'],
  exports: ['free'],
  // The roles beyond owner, admin and member open from the team plan (SPEC §6).
  'access-control': ['free'],
  'pii-masking': ['free', 'team'],
  'data-warehouse': ['free', 'team'],
  sso: ['free', 'team'],
  'audit-trail': ['free', 'team'],
};

const plans = ['free', 'team', 'enterprise'] as const satisfies readonly PricingTablePlan[];

describe.each(testDatabaseTargets())('plan gating on $kind', (target) => {
  let database: DatabaseHandle;
  let cloud: TestApp;
  let selfHosted: TestApp;
  beforeAll(async () => {
    database = await target.open();
    cloud = await createTestApp(database, { edition: 'cloud' });
    selfHosted = await createTestApp(database, { edition: 'self-hosted' });
    // Human reviews also need an evaluation licence on self-hosted: a separate gate from plans.
    selfHosted.context.licence = { expiresAt: '2099-01-01T00:00:00Z', evalEnabled: true };
  });
  afterAll(async () => {
    await database?.close();
  });

  it('has a case for every plan row the server gates, and nothing else', () => {
    expect(Object.keys(gatedTries).sort()).toEqual([...serverGatedPlanRows].sort());
    for (const row of serverGatedPlanRows) expect(planEnforcement[row]).toMatch(/feature|limit/);
  });

  describe.each(serverGatedPlanRows)('%s', (row) => {
    it.each(plans)('on the %s cloud plan', async (plan) => {
      const owner = await signUp(cloud);
      await setPlan(cloud, owner.orgId, plan);
      const refused = await gatedTries[row](cloud, owner);
      expect(refused).toBe(refusedOn[row].includes(plan));
    });

    it('on a free org of a self-hosted install: never refused', async () => {
      const owner = await signUp(selfHosted);
      expect(await gatedTries[row](selfHosted, owner)).toBe(false);
    });
  });
});

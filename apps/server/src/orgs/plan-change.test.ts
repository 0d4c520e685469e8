import type { ApiError, Org } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentProvider, UpgradeRequest } from '../billing/payment-provider.js';
import type { DatabaseHandle } from '../db/database.js';
import { type SignedUp, signUp, upgradeToTeam } from '../testing/accounts.js';
import { createTestApp, json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';

const toTeam = { plan: 'team', period: 'monthly', origin: 'http://lookout.test' } as const;

describe.each(testDatabaseTargets())('plan changes on $kind', (target) => {
  let database: DatabaseHandle;
  let cloud: TestApp;
  let selfHosted: TestApp;
  beforeAll(async () => {
    database = await target.open();
    cloud = await createTestApp(database, { edition: 'cloud' });
    selfHosted = await createTestApp(database, { edition: 'self-hosted' });
  });
  afterAll(async () => {
    await database?.close();
  });

  const upgrade = (api: TestApp, owner: SignedUp, body: object = toTeam) =>
    api.call('POST', `/v1/orgs/${owner.orgId}/upgrade`, { token: owner.token, body });
  const orgOf = (api: TestApp, owner: SignedUp) =>
    json<Org>(api.call('GET', '/v1/users/me/org', { token: owner.token }));

  it('has no billing on a self-hosted install: upgrade and invoices answer not found', async () => {
    const owner = await signUp(selfHosted);
    const refused = await upgrade(selfHosted, owner);
    expect(refused.status).toBe(404);
    expect((await json<ApiError>(refused)).message).toContain('self-hosted');
    const invoice = await selfHosted.call('GET', `/v1/orgs/${owner.orgId}/billing/latest-invoice`, {
      token: owner.token,
    });
    expect(invoice.status).toBe(404);
    expect((await orgOf(selfHosted, owner)).plan).toBe('free');
  });

  it('never switches a cloud org to a paid plan without a payment provider', async () => {
    const owner = await signUp(cloud);
    const refused = await upgrade(cloud, owner);
    expect(refused.status).toBe(503);
    expect(await json<ApiError>(refused)).toMatchObject({ error: 'Payments unavailable' });
    expect((await orgOf(cloud, owner)).plan).toBe('free');
  });

  it('sends a cloud upgrade to checkout and changes the plan only once the payment is confirmed', async () => {
    const requests: UpgradeRequest[] = [];
    const checkout: PaymentProvider = {
      name: 'checkout-only',
      async upgrade(request) {
        requests.push(request);
        return { kind: 'checkout', url: `https://pay.example/session/${request.orgId}` };
      },
      async latestInvoiceUrl() {
        return null;
      },
    };
    const paying = await createTestApp(database, { edition: 'cloud' });
    paying.context.payments = checkout;
    const owner = await signUp(paying);
    const started = await upgrade(paying, owner, { ...toTeam, period: 'yearly' });
    expect(await json(started)).toEqual({
      ok: true,
      url: `https://pay.example/session/${owner.orgId}`,
    });
    expect(requests).toMatchObject([{ orgId: owner.orgId, plan: 'team', period: 'yearly' }]);
    expect((await orgOf(paying, owner)).plan).toBe('free');
    await upgradeToTeam(paying, owner);
    expect((await orgOf(paying, owner)).plan).toBe('team');
  });

  it('moves a cloud org back to the free plan at once', async () => {
    const owner = await signUp(cloud);
    await upgradeToTeam(cloud, owner);
    const downgraded = await upgrade(cloud, owner, { ...toTeam, plan: 'free' });
    expect(await json(downgraded)).toEqual({ ok: true });
    expect((await orgOf(cloud, owner)).plan).toBe('free');
  });
});

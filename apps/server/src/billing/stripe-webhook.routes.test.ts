import type { Org } from '@lookout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { type SignedUp, signUp } from '../testing/accounts.js';
import { createTestApp, json, type TestApp } from '../testing/test-app.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { signStripePayload } from './stripe-signature.js';

const secret = 'whsec_test_secret';

describe.each(testDatabaseTargets())('Stripe webhook on $kind', (target) => {
  let database: DatabaseHandle;
  let api: TestApp;
  let owner: SignedUp;
  beforeAll(async () => {
    database = await target.open();
    api = await createTestApp(database, { stripeWebhookSecret: secret, edition: 'cloud' });
    owner = await signUp(api);
  });
  afterAll(async () => {
    await database?.close();
  });

  const send = (event: unknown, signature?: string) => {
    const body = JSON.stringify(event);
    return api.call('POST', '/v1/billing/stripe-webhook', {
      body,
      headers: { 'stripe-signature': signature ?? signStripePayload(body, secret) },
    });
  };
  const org = () => json<Org>(api.call('GET', '/v1/users/me/org', { token: owner.token }));
  const failingSince = async () =>
    (
      await database.db
        .selectFrom('org')
        .select('billing_delinquent_since')
        .where('id', '=', owner.orgId)
        .executeTakeFirstOrThrow()
    ).billing_delinquent_since;

  it('refuses a body whose signature does not match', async () => {
    const response = await send(
      { type: 'checkout.session.completed', data: { object: {} } },
      't=1,v1=00',
    );
    expect(response.status).toBe(400);
  });

  it('switches the plan after checkout, then follows cancellation, failed payments and the end of the subscription', async () => {
    await send({
      type: 'checkout.session.completed',
      data: {
        object: {
          client_reference_id: owner.orgId,
          customer: 'cus_1',
          metadata: { plan: 'team', period: 'yearly' },
        },
      },
    });
    expect(await org()).toMatchObject({ plan: 'team', canceled: false });
    await send({
      type: 'customer.subscription.updated',
      data: { object: { customer: 'cus_1', cancel_at_period_end: true } },
    });
    expect((await org()).canceled).toBe(true);
    await send({ type: 'invoice.payment_failed', data: { object: { customer: 'cus_1' } } });
    expect((await org()).billingDelinquent).toBe(true);
    const firstFailure = await failingSince();
    expect(firstFailure).toBeInstanceOf(Date);
    // The alert says when data older than 30 days starts going: 14 days after the first failure.
    expect((await org()).failedPaymentDeletionAt).toBe(
      new Date((firstFailure as Date).getTime() + 14 * 86_400_000).toISOString(),
    );
    // Stripe's retry fails again: the grace still counts from the first failure.
    await database.db
      .updateTable('org')
      .set({ billing_delinquent_since: new Date(Date.now() - 5 * 86_400_000) })
      .where('id', '=', owner.orgId)
      .execute();
    const backdated = await failingSince();
    await send({ type: 'invoice.payment_failed', data: { object: { customer: 'cus_1' } } });
    expect(await failingSince()).toEqual(backdated);
    await send({ type: 'invoice.paid', data: { object: { customer: 'cus_1' } } });
    expect(await org()).toMatchObject({ billingDelinquent: false, failedPaymentDeletionAt: null });
    expect(await failingSince()).toBeNull();
    await send({ type: 'customer.subscription.deleted', data: { object: { customer: 'cus_1' } } });
    expect(await org()).toMatchObject({ plan: 'free', canceled: false });
  });
});

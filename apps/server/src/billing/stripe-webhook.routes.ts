import { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppEnv } from '../http/app-env.js';
import { verifyStripeSignature } from './stripe-signature.js';

interface StripeEvent {
  type: string;
  data: { object: Record<string, unknown> };
}

const paidPlans = new Set(['team', 'enterprise']);

/**
 * `POST /v1/billing/stripe-webhook`: Stripe tells what happened to payments.
 * A completed checkout switches the org's plan; a subscription set to end
 * marks it canceled; an ended one returns it to free; failed and paid
 * invoices set and clear the delinquent flag. Signed with STRIPE_WEBHOOK_SECRET.
 */
export const stripeWebhookRoutes = new Hono<AppEnv>().post('/billing/stripe-webhook', async (c) => {
  const { db, config } = c.var.ctx;
  if (!config.stripeWebhookSecret) {
    return c.json(
      { error: 'Not found', message: 'Stripe webhooks are not configured on this server.' },
      404,
    );
  }
  const rawBody = await c.req.text();
  if (
    !verifyStripeSignature(rawBody, c.req.header('stripe-signature'), config.stripeWebhookSecret)
  ) {
    return c.json(
      {
        error: 'Invalid signature',
        message: 'The Stripe-Signature header does not match this endpoint.',
      },
      400,
    );
  }
  let event: StripeEvent;
  try {
    event = JSON.parse(rawBody) as StripeEvent;
  } catch {
    return c.json({ error: 'Invalid request', message: 'The body is not valid JSON.' }, 400);
  }
  const object = event.data?.object ?? {};
  const customer = typeof object.customer === 'string' ? object.customer : null;
  switch (event.type) {
    case 'checkout.session.completed': {
      const orgId =
        typeof object.client_reference_id === 'string' ? object.client_reference_id : null;
      const metadata = (object.metadata ?? {}) as Record<string, unknown>;
      const plan =
        typeof metadata.plan === 'string' && paidPlans.has(metadata.plan) ? metadata.plan : null;
      if (orgId && plan) {
        await db
          .updateTable('org')
          .set({
            plan,
            plan_period: metadata.period === 'yearly' ? 'yearly' : 'monthly',
            canceled: false,
            billing_delinquent: false,
            billing_delinquent_since: null,
            limited: false,
            ...(customer ? { billing_customer_id: customer } : {}),
          })
          .where('id', '=', orgId)
          .execute();
      }
      break;
    }
    case 'customer.subscription.updated':
      if (customer) {
        await db
          .updateTable('org')
          .set({ canceled: object.cancel_at_period_end === true })
          .where('billing_customer_id', '=', customer)
          .execute();
      }
      break;
    case 'customer.subscription.deleted':
      if (customer) {
        await db
          .updateTable('org')
          .set({ plan: 'free', canceled: false })
          .where('billing_customer_id', '=', customer)
          .execute();
      }
      break;
    case 'invoice.payment_failed':
      // Stripe retries a failed invoice and reports each failure: the grace before the history
      // is cut to 30 days counts from the first one (`retentionDaysOfPass`).
      if (customer) {
        await db
          .updateTable('org')
          .set({
            billing_delinquent: true,
            billing_delinquent_since: sql`coalesce(billing_delinquent_since, now())`,
          })
          .where('billing_customer_id', '=', customer)
          .execute();
      }
      break;
    case 'invoice.paid':
      if (customer) {
        await db
          .updateTable('org')
          .set({ billing_delinquent: false, billing_delinquent_since: null })
          .where('billing_customer_id', '=', customer)
          .execute();
      }
      break;
    default:
      // Other events are acknowledged so Stripe stops resending them.
      break;
  }
  return c.json({ received: true }, 200);
});

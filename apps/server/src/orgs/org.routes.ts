import { createRoute } from '@hono/zod-openapi';
import {
  getLatestInvoiceResponseSchema,
  idParamsSchema,
  regenerateOrgApiKeyResponseSchema,
  setOrgBetaBodySchema,
  setOrgBetaResponseSchema,
  updateOrgBodySchema,
  updateOrgResponseSchema,
  upgradeOrgBodySchema,
  upgradeOrgResponseSchema,
} from '@lookout/domain';
import { withAudit } from '../audit/record-audit.js';
import { ApiError } from '../http/api-error.js';
import type { ServerContext } from '../http/app-env.js';
import { requireAccount } from '../http/require-account.js';
import { requirePermission } from '../http/require-permission.js';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../http/router.js';
import { newOrgKey } from '../projects/api-keys.js';
import { findOrg, toOrg } from './org.repository.js';

const tags = ['Org'];

/** Another org's id answers like an unknown one. */
function assertOwnOrg(callerOrgId: string, orgId: string): void {
  if (callerOrgId !== orgId) throw new ApiError(404, 'Org not found', 'No such organisation.');
}

/** Billing exists on the cloud edition only; a self-hosted install has no plans to buy (DESIGN §11). */
function assertCloudBilling(edition: 'self-hosted' | 'cloud'): void {
  if (edition !== 'cloud') {
    throw new ApiError(
      404,
      'Not found',
      'Billing is not part of a self-hosted install: every plan feature is already included.',
    );
  }
}

/** `/v1/orgs/{id}…`: rename, the org key, plan changes and invoices. */
/** The org as its owner or admin sees it after a change, with its API key. */
function ownerView(
  { licence, config }: Pick<ServerContext, 'licence' | 'config'>,
  org: Parameters<typeof toOrg>[0],
) {
  return toOrg(org, {
    licence,
    showApiKey: true,
    betaOrgs: config.betaOrgs,
    edition: config.edition,
  });
}

export const orgRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'patch',
      path: '/orgs/{id}',
      tags,
      summary: 'Rename the org',
      middleware: [requirePermission('org', 'update')] as const,
      request: { params: idParamsSchema, body: jsonBody(updateOrgBodySchema) },
      responses: { 200: jsonContent(updateOrgResponseSchema, 'The org'), ...errorResponses },
    }),
    async (c) => {
      const caller = requireAccount(c);
      const { id } = c.req.valid('param');
      assertOwnOrg(caller.orgId, id);
      const { name } = c.req.valid('json');
      const before = await findOrg(c.var.ctx.db, id);
      const org = await withAudit(
        c,
        (trx) =>
          trx
            .updateTable('org')
            .set({ name })
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow(),
        { subject: 'org_name', action: 'update', details: { from: before.name, to: name } },
      );
      return c.json(ownerView(c.var.ctx, org), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/orgs/{id}/beta',
      tags,
      summary: "Turn the org's beta pages on or off (self-hosted, owners)",
      description:
        'Insights, experiments, data rules, alerts and guardrails show for orgs with the beta flag. On the self-hosted edition an owner sets it here; an org the instance lists in LOOKOUT_BETA_ORGS keeps the pages either way. The cloud edition answers 403.',
      middleware: [requirePermission('org', 'update')] as const,
      request: { params: idParamsSchema, body: jsonBody(setOrgBetaBodySchema) },
      responses: { 200: jsonContent(setOrgBetaResponseSchema, 'The org'), ...errorResponses },
    }),
    async (c) => {
      const caller = requireAccount(c);
      const { id } = c.req.valid('param');
      assertOwnOrg(caller.orgId, id);
      if (c.var.ctx.config.edition !== 'self-hosted') {
        throw new ApiError(
          403,
          'Forbidden',
          'On the cloud edition beta features are turned on by Lookout, not from the org settings.',
        );
      }
      const { enabled } = c.req.valid('json');
      const before = await findOrg(c.var.ctx.db, id);
      const org = await withAudit(
        c,
        (trx) =>
          trx
            .updateTable('org')
            .set({ beta: enabled })
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow(),
        { subject: 'org', action: 'update', details: { beta: { from: before.beta, to: enabled } } },
      );
      return c.json(ownerView(c.var.ctx, org), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/orgs/{id}/api-key/regenerate',
      tags,
      summary: 'Replace the org API key; the old one stops working',
      middleware: [requirePermission('privateKeys', 'update')] as const,
      request: { params: idParamsSchema },
      responses: {
        200: jsonContent(regenerateOrgApiKeyResponseSchema, 'The new key'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = requireAccount(c);
      const { id } = c.req.valid('param');
      assertOwnOrg(caller.orgId, id);
      const apiKey = newOrgKey();
      await withAudit(
        c,
        (trx) => trx.updateTable('org').set({ api_key: apiKey }).where('id', '=', id).execute(),
        { subject: 'org_api_key', action: 'regenerate' },
      );
      return c.json({ apiKey }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/orgs/{id}/upgrade',
      tags,
      summary:
        'Change plan: to free at once; to a paid plan through a hosted checkout whose URL is returned (the plan changes once the payment is confirmed)',
      middleware: [requirePermission('billing', 'update')] as const,
      request: { params: idParamsSchema, body: jsonBody(upgradeOrgBodySchema) },
      responses: {
        200: jsonContent(upgradeOrgResponseSchema, 'Plan changed, or checkout started'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = requireAccount(c);
      const { id } = c.req.valid('param');
      assertOwnOrg(caller.orgId, id);
      const body = c.req.valid('json');
      const { db, payments, config } = c.var.ctx;
      assertCloudBilling(config.edition);
      const org = await findOrg(db, id);
      if (body.plan === 'enterprise') {
        throw new ApiError(
          400,
          'Contact sales',
          'The enterprise plan is arranged with our team: use "Get a Quote".',
        );
      }
      const outcome = await payments.upgrade({
        orgId: id,
        customerId: org.billing_customer_id,
        customerEmail: caller.email,
        plan: body.plan,
        period: body.period,
        origin: body.origin,
      });
      if (outcome.kind === 'checkout') return c.json({ ok: true, url: outcome.url }, 200);
      if (outcome.kind === 'unavailable' || body.plan !== 'free') {
        // Never switch to a paid plan before the payment is confirmed (the provider's webhook).
        throw new ApiError(
          503,
          'Payments unavailable',
          'Paid plans are bought through checkout, and this server has no payment provider configured (STRIPE_SECRET_KEY). The plan was not changed.',
        );
      }
      await db
        .updateTable('org')
        .set({ plan: body.plan, plan_period: body.period, canceled: false, limited: false })
        .where('id', '=', id)
        .execute();
      return c.json({ ok: true }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/orgs/{id}/billing/latest-invoice',
      tags,
      summary: 'The hosted page of the latest invoice',
      middleware: [requirePermission('billing', 'read')] as const,
      request: { params: idParamsSchema },
      responses: {
        200: jsonContent(getLatestInvoiceResponseSchema, 'The invoice link, if any'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = requireAccount(c);
      const { id } = c.req.valid('param');
      assertOwnOrg(caller.orgId, id);
      assertCloudBilling(c.var.ctx.config.edition);
      const org = await findOrg(c.var.ctx.db, id);
      return c.json(
        { hostedInvoiceUrl: await c.var.ctx.payments.latestInvoiceUrl(org.billing_customer_id) },
        200,
      );
    },
  );

import type { Plan } from '@lookout/domain';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv, ServerContext } from './app-env.js';
import { callerOrgPlan, orgPlanOf } from './request-org-plan.js';

/** Just enough of the database for `findOrgPlan`, counting the plan reads. */
function plansTable(plans: Record<string, Plan>) {
  const reads: string[] = [];
  const db = {
    selectFrom: () => ({
      select: () => ({
        where: (_column: string, _operator: string, orgId: string) => ({
          executeTakeFirstOrThrow: async () => {
            reads.push(orgId);
            return { plan: plans[orgId] };
          },
        }),
      }),
    }),
  };
  return { ctx: { db } as unknown as ServerContext, reads };
}

function appAnswering(ctx: ServerContext, orgId: string, askPlan: boolean) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('ctx', ctx);
      c.set('caller', { kind: 'org-key', orgId });
      await next();
    })
    .get('/', async (c) => {
      if (!askPlan) return c.json({ plans: [] });
      // As the read-only guard, a plan-feature guard and the handler would ask.
      const plans = await Promise.all([callerOrgPlan(c), callerOrgPlan(c)]);
      plans.push(await callerOrgPlan(c));
      plans.push(await orgPlanOf(c, 'other-org'));
      return c.json({ plans });
    });
}

describe('the org plan of a request', () => {
  it('is read once per org and request, however many checks ask', async () => {
    const { ctx, reads } = plansTable({ 'org-1': 'team', 'other-org': 'enterprise' });
    const app = appAnswering(ctx, 'org-1', true);
    expect(await (await app.request('/')).json()).toEqual({
      plans: ['team', 'team', 'team', 'enterprise'],
    });
    expect(reads).toEqual(['org-1', 'other-org']);
    // The next request reads it afresh (a plan change in between is seen).
    await app.request('/');
    expect(reads).toEqual(['org-1', 'other-org', 'org-1', 'other-org']);
  });

  it('is not read by a request that never asks', async () => {
    const { ctx, reads } = plansTable({ 'org-1': 'free' });
    expect((await appAnswering(ctx, 'org-1', false).request('/')).status).toBe(200);
    expect(reads).toEqual([]);
  });
});

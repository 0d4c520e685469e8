import type { Edition, Plan, PlanOverage } from '@lookout/domain';
import { planLimitsFor, readOnlyPastLimit } from '@lookout/rbac';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * The members and projects of an org past its plan's seat and project limits (a downgrade keeps
 * them read-only, SPEC §9; rule in `readOnlyPastLimit`), or null when the org is within both.
 * Self-hosted installs have no limits (DESIGN §11), so never any overage there.
 */
export async function findPlanOverage(
  db: Kysely<Database>,
  orgId: string,
  context: { plan: Plan; edition: Edition },
): Promise<PlanOverage | null> {
  const limits = planLimitsFor(context);
  if (limits.seats === null && limits.projects === null) return null;
  const [members, projects] = await Promise.all([
    limits.seats === null
      ? []
      : db
          .selectFrom('account')
          .select(['id', 'role', 'created_at'])
          .where('org_id', '=', orgId)
          .execute(),
    limits.projects === null
      ? []
      : db.selectFrom('project').select(['id', 'created_at']).where('org_id', '=', orgId).execute(),
  ]);
  const seats =
    limits.seats !== null && members.length > limits.seats
      ? {
          members: members.length,
          included: limits.seats,
          readOnlyAccountIds: readOnlyPastLimit(
            members.map((row) => ({
              id: row.id,
              createdAt: row.created_at,
              owner: row.role === 'owner',
            })),
            limits.seats,
          ),
        }
      : null;
  const overProjects =
    limits.projects !== null && projects.length > limits.projects
      ? {
          count: projects.length,
          included: limits.projects,
          readOnlyProjectIds: readOnlyPastLimit(
            projects.map((row) => ({ id: row.id, createdAt: row.created_at })),
            limits.projects,
          ),
        }
      : null;
  return seats || overProjects ? { seats, projects: overProjects } : null;
}

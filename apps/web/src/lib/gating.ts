import type { Edition, Org, User } from '@lookout/domain';
import { type GatingContext, planReadOnlyOf } from '@lookout/rbac';

/** What the UI gating rules look at, built from the user, their org and the server's edition. */
export function gatingContextOf(
  user: Pick<User, 'id' | 'role'>,
  org: Org,
  edition: Edition,
): GatingContext {
  return {
    role: user.role,
    plan: org.plan,
    edition,
    beta: org.beta,
    datasetV2Enabled: org.datasetV2Enabled,
    license: org.license,
    readOnly: planReadOnlyOf(org.planOverage, user.id, edition),
  };
}

import { type AlertMetric, alertFieldsProblem } from '@lookout/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { assertValidFilterString } from '../runs/filter-sql/filter-string-problems.js';

const invalid = (field: string, message: string) =>
  new ApiError(400, 'Invalid request', `${field}: ${message}`);

/** An alert's fields once a create or an update is applied. */
export interface AlertSettings {
  metric: AlertMetric;
  evaluatorId: string | null;
  filters: string;
  threshold: number;
  emails: string[];
}

/**
 * Refuses settings that cannot be evaluated or sent, with 400 naming the
 * field: fields that contradict each other, a bad logs filter string, an
 * evaluator not in the project, a recipient who is not a member of the org.
 */
export async function assertValidAlertSettings(
  db: Kysely<Database>,
  scope: { orgId: string; projectId: string },
  settings: AlertSettings,
): Promise<void> {
  const problem = alertFieldsProblem(settings);
  if (problem) throw invalid(...problem);
  assertValidFilterString(settings.filters, 'filters');
  if (settings.evaluatorId) {
    const evaluator = await db
      .selectFrom('evaluator')
      .select('id')
      .where('project_id', '=', scope.projectId)
      .where('id', '=', settings.evaluatorId)
      .executeTakeFirst();
    if (!evaluator) throw invalid('evaluatorId', 'No such evaluator in this project');
  }
  const emails = [...new Set(settings.emails)];
  if (emails.length > 0) {
    const members = await db
      .selectFrom('account')
      .select('email')
      .where('org_id', '=', scope.orgId)
      .where('email', 'in', emails)
      .execute();
    const known = new Set(members.map((member) => member.email.toLowerCase()));
    const strangers = emails.filter((email) => !known.has(email));
    if (strangers.length > 0)
      throw invalid(
        'emails',
        `${strangers.join(', ')} ${strangers.length === 1 ? 'is not a member' : 'are not members'} of this organisation`,
      );
  }
}

import type { GuardrailDecision, GuardrailViolation } from '@lookout/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** What one check decided, to record. */
export interface DecisionToRecord {
  projectId: string;
  runId: string | null;
  policyId: string;
  target: 'input' | 'output';
  passed: boolean;
  violations: GuardrailViolation[];
}

/** Records one decision: a single small insert. */
export async function insertGuardrailDecision(
  db: Kysely<Database>,
  decision: DecisionToRecord,
): Promise<void> {
  await db
    .insertInto('guardrail_decision')
    .values({
      project_id: decision.projectId,
      run_id: decision.runId,
      policy_id: decision.policyId,
      target: decision.target,
      passed: decision.passed,
      violations: JSON.stringify(decision.violations),
    })
    .execute();
}

/** The project's latest decisions (of one run, when given), newest first. */
export async function listGuardrailDecisions(
  db: Kysely<Database>,
  projectId: string,
  runId: string | null,
  limit = 100,
): Promise<GuardrailDecision[]> {
  let query = db
    .selectFrom('guardrail_decision')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit);
  if (runId !== null) query = query.where('run_id', '=', runId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    runId: row.run_id,
    policyId: row.policy_id,
    target: row.target,
    passed: row.passed,
    violations: row.violations,
    createdAt: row.created_at.toISOString(),
  }));
}

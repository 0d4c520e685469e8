import {
  type GuardrailCheckBody,
  type GuardrailCheckResponse,
  guardrailTextLimit,
} from '@lookout/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { toRunUuid } from '../runs/run-id.js';
import { warmTextEngines } from '../text-analysis/text-engines.js';
import { checkText, textLength } from './check-text.js';
import { insertGuardrailDecision } from './guardrail-decision.repository.js';
import { projectPolicies } from './policy-cache.js';

/**
 * Answers `POST /v1/guardrails/check`: the policy from the cache (no policy
 * read, no pattern compiled), the local checks on the text, and, when `record`
 * is set, one small insert of the decision (on the run when a run id is given).
 * Texts over `guardrailTextLimit` characters are refused with 413 rather than
 * checked in part: a prefix that passes says nothing about the rest.
 */
export async function runGuardrails(
  db: Kysely<Database>,
  projectId: string,
  body: GuardrailCheckBody,
  options: { record: boolean },
): Promise<GuardrailCheckResponse> {
  const target = body.input !== undefined ? 'input' : 'output';
  const text = body.input ?? body.output ?? '';
  const length = textLength(text);
  if (length > guardrailTextLimit) {
    throw new ApiError(
      413,
      'Payload too large',
      `${target}: the text has ${length} characters; a guardrail check reads at most ${guardrailTextLimit}. Check a shorter text, or split it.`,
    );
  }
  // Loaded at the server's start; resolves at once after that.
  await warmTextEngines();
  const policies = await projectPolicies(db, projectId);
  const policyId = body.policyId ?? policies.defaultId;
  const policy = policyId ? policies.byId.get(policyId) : undefined;
  if (!policy) {
    throw body.policyId
      ? new ApiError(404, 'Policy not found', 'policyId: no such guardrail policy in this project.')
      : new ApiError(
          404,
          'No default policy',
          'This project has no default guardrail policy: create one on the Guardrails page, or send policyId.',
        );
  }
  const applies = policy.appliesTo === 'both' || policy.appliesTo === target;
  const result = applies
    ? checkText(policy, text)
    : { passed: true, violations: [], masked: text, piiFound: [] };
  if (options.record) {
    await insertGuardrailDecision(db, {
      projectId,
      runId: body.runId ? toRunUuid(body.runId) : null,
      policyId: policy.id,
      target,
      passed: result.passed,
      violations: result.violations,
    });
  }
  return { policyId: policy.id, ...result };
}

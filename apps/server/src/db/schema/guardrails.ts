import type { GuardrailChecks, GuardrailViolation } from '@lookout/domain';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json } from './column-types.js';

/** A guardrail policy of a project (migration 0027). */
export interface GuardrailPolicyTable {
  project_id: string;
  id: Generated<string>;
  name: string;
  is_default: Generated<boolean>;
  applies_to: 'input' | 'output' | 'both';
  checks: Json<GuardrailChecks>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One answer of `POST /v1/guardrails/check` (migration 0027). */
export interface GuardrailDecisionTable {
  project_id: string;
  id: Generated<string>;
  run_id: string | null;
  policy_id: string | null;
  target: 'input' | 'output';
  passed: boolean;
  violations: Json<GuardrailViolation[]>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** Guardrail policies and decisions (`guardrails/`). */
export interface GuardrailsSchema {
  guardrail_policy: GuardrailPolicyTable;
  guardrail_decision: GuardrailDecisionTable;
}

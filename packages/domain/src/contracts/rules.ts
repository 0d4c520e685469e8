import { z } from 'zod';
import { idSchema } from '../entities/id.js';
import { ruleSchema, ruleSettingsSchema } from '../entities/rule.js';

/** `GET /v1/projects/{id}/rules`: the project's masking and filtering rules. */
export const listRulesResponseSchema = z.array(ruleSchema);
export type ListRulesResponse = z.infer<typeof listRulesResponseSchema>;

/** `POST /v1/projects/{id}/rules`: adds a masking or filtering rule. */
export const createRuleBodySchema = ruleSettingsSchema;
export type CreateRuleBody = z.infer<typeof createRuleBodySchema>;
export const createRuleResponseSchema = ruleSchema;
export type CreateRuleResponse = z.infer<typeof createRuleResponseSchema>;

/** `DELETE /v1/projects/{id}/rules?ruleId=`: removes one rule; 204. */
export const deleteRuleQuerySchema = z.object({
  ruleId: idSchema,
});
export type DeleteRuleQuery = z.infer<typeof deleteRuleQuerySchema>;

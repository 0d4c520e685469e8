import { z } from 'zod';
import { idSchema } from './id.js';
import { piiKindSchema } from './pii-kind.js';
import { timestampSchema } from './timestamp.js';

/**
 * Ingestion rules of a project: masking hides personal data before it is stored,
 * filtering drops the input or output of runs.
 */
export const ruleTypes = ['masking', 'filtering'] as const;
export const ruleTypeSchema = z.enum(ruleTypes);
export type RuleType = z.infer<typeof ruleTypeSchema>;

/** A regular expression written by the user; it must compile. */
export const customRegexSchema = z
  .string()
  .min(1, 'A regex cannot be empty')
  .refine(
    (source) => {
      try {
        new RegExp(source);
        return true;
      } catch {
        return false;
      }
    },
    { error: 'Not a valid regular expression' },
  );

/** What a masking rule hides: the PII kinds to detect, plus the user's own patterns for `regex`. */
export const maskingRuleSettingsSchema = z
  .object({
    type: z.literal('masking'),
    piiKinds: z.array(piiKindSchema).min(1, 'Choose at least one kind of personal data'),
    customRegexes: z.array(customRegexSchema).default([]),
  })
  .refine((rule) => !rule.piiKinds.includes('regex') || rule.customRegexes.length > 0, {
    error: 'Add at least one custom regex to mask by regex',
    path: ['customRegexes'],
  });

/**
 * What a filtering rule drops from the runs it matches (a filter string; empty
 * matches every run). At least one of input or output is dropped.
 */
export const filteringRuleSettingsSchema = z
  .object({
    type: z.literal('filtering'),
    filters: z.string().default(''),
    dropInput: z.boolean(),
    dropOutput: z.boolean(),
  })
  .refine((rule) => rule.dropInput || rule.dropOutput, {
    error: 'A filtering rule must drop the input, the output or both',
    path: ['dropInput'],
  });

/** The settings of either kind of rule, told apart by `type`. */
export const ruleSettingsSchema = z.discriminatedUnion('type', [
  maskingRuleSettingsSchema,
  filteringRuleSettingsSchema,
]);
export type RuleSettings = z.infer<typeof ruleSettingsSchema>;

const storedRuleFields = { id: idSchema, createdAt: timestampSchema };

/** A stored ingestion rule of a project. */
export const ruleSchema = z.discriminatedUnion('type', [
  maskingRuleSettingsSchema.safeExtend(storedRuleFields),
  filteringRuleSettingsSchema.safeExtend(storedRuleFields),
]);
export type Rule = z.infer<typeof ruleSchema>;
export type MaskingRule = Extract<Rule, { type: 'masking' }>;
export type FilteringRule = Extract<Rule, { type: 'filtering' }>;

import {
  customRegexSchema,
  type PiiKind,
  type Rule,
  type RuleSettings,
  ruleSettingsSchema,
} from '@lookout/domain';

/** What the add-rule form holds while it is edited. */
export type RuleDraft =
  | { type: 'masking'; piiKinds: PiiKind[]; customRegexes: string[] }
  | { type: 'filtering'; filters: string; dropInput: boolean; dropOutput: boolean };

export const piiKindLabels: Record<PiiKind, string> = {
  person: 'Names',
  email: 'Email addresses',
  phone: 'Phone numbers',
  location: 'Places',
  cc: 'Credit card numbers',
  ip: 'IP addresses',
  regex: 'Custom regexes',
};

export function emptyDraft(type: RuleDraft['type']): RuleDraft {
  return type === 'masking'
    ? { type, piiKinds: ['email', 'phone', 'cc'], customRegexes: [] }
    : { type, filters: '', dropInput: true, dropOutput: false };
}

/**
 * The settings a draft stands for: custom regexes only when `regex` is ticked, blank rows
 * left out. Null with the first problem when the form is not complete.
 * @example draftSettings({ type: 'masking', piiKinds: [], customRegexes: [] }).problem // 'Choose at least one kind of personal data'
 */
export function draftSettings(
  draft: RuleDraft,
): { settings: RuleSettings; problem: null } | { settings: null; problem: string } {
  const candidate =
    draft.type === 'masking'
      ? {
          ...draft,
          customRegexes: draft.piiKinds.includes('regex')
            ? draft.customRegexes.filter((source) => source.length > 0)
            : [],
        }
      : draft;
  const parsed = ruleSettingsSchema.safeParse(candidate);
  if (parsed.success) return { settings: parsed.data, problem: null };
  return { settings: null, problem: parsed.error.issues[0]?.message ?? 'Incomplete rule' };
}

/**
 * Problems of each custom regex row: the browser's own check first, then the server's reason
 * (`Custom regex 2 (…) cannot be used: …` names the row among the non-blank ones).
 */
export function regexRowErrors(customRegexes: readonly string[], serverMessage: string | null) {
  const errors: (string | null)[] = customRegexes.map((source) => {
    if (source.length === 0) return null;
    const checked = customRegexSchema.safeParse(source);
    return checked.success ? null : (checked.error.issues[0]?.message ?? 'Invalid');
  });
  const named = serverMessage?.match(/^Custom regex (\d+) \(.*?\) cannot be used: (.*)$/s);
  if (named) {
    const position = Number(named[1]) - 1;
    const rows = customRegexes
      .map((source, index) => ({ source, index }))
      .filter((row) => row.source.length > 0);
    const row = rows[position];
    if (row && errors[row.index] === null) errors[row.index] = named[2] ?? serverMessage;
  }
  return errors;
}

/** What a stored rule does, in a few words for the list. */
export function ruleSummary(rule: Rule): string {
  if (rule.type === 'masking') {
    const kinds = rule.piiKinds
      .filter((kind) => kind !== 'regex')
      .map((kind) => piiKindLabels[kind]);
    if (rule.piiKinds.includes('regex'))
      kinds.push(
        `${rule.customRegexes.length} custom regex${rule.customRegexes.length === 1 ? '' : 'es'}`,
      );
    return `Masks ${kinds.join(', ')}`;
  }
  const dropped = [rule.dropInput ? 'input' : null, rule.dropOutput ? 'output' : null]
    .filter(Boolean)
    .join(' and ');
  return `Does not store the ${dropped}`;
}

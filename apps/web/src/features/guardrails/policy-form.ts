import type {
  CreateGuardrailPolicyBody,
  EnricherRegex,
  GuardrailPolicy,
  GuardrailTarget,
  PiiKind,
  Topic,
} from '@lookout/domain';

/** The editable state of the policy dialog: every check's options, on or off. */
export interface PolicyDraft {
  name: string;
  isDefault: boolean;
  appliesTo: GuardrailTarget;
  piiOn: boolean;
  piiKinds: PiiKind[];
  piiAction: 'block' | 'mask';
  toxicityOn: boolean;
  topicsOn: boolean;
  /** One topic a line: `Name: description`. */
  topics: string;
  /** One pattern a line: `Name: pattern`. */
  regexes: string;
  injectionOn: boolean;
  injectionBuiltIn: boolean;
  /** One phrase a line. */
  injectionPhrases: string;
  maxLengthOn: boolean;
  maxLength: string;
}

export const emptyDraft: PolicyDraft = {
  name: '',
  isDefault: false,
  appliesTo: 'both',
  piiOn: true,
  piiKinds: ['email', 'phone', 'cc', 'ip'],
  piiAction: 'mask',
  toxicityOn: true,
  topicsOn: false,
  topics: '',
  regexes: '',
  injectionOn: true,
  injectionBuiltIn: true,
  injectionPhrases: '',
  maxLengthOn: false,
  maxLength: '4000',
};

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** `Name: rest` → [name, rest]; a line without a colon is all name. */
function splitLine(line: string): [string, string] {
  const colon = line.indexOf(':');
  return colon < 0 ? [line, ''] : [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
}

/** The dialog's state for a stored policy. */
export function draftOf(policy: GuardrailPolicy): PolicyDraft {
  const { checks } = policy;
  return {
    name: policy.name,
    isDefault: policy.isDefault,
    appliesTo: policy.appliesTo,
    piiOn: checks.pii !== null,
    piiKinds: checks.pii?.kinds ?? emptyDraft.piiKinds,
    piiAction: checks.pii?.action ?? 'mask',
    toxicityOn: checks.toxicity !== null,
    topicsOn: checks.topics !== null,
    topics: (checks.topics?.topics ?? [])
      .map((topic) => (topic.description ? `${topic.name}: ${topic.description}` : topic.name))
      .join('\n'),
    regexes: checks.regexes.map((regex) => `${regex.name}: ${regex.pattern}`).join('\n'),
    injectionOn: checks.promptInjection !== null,
    injectionBuiltIn: checks.promptInjection?.builtIn ?? true,
    injectionPhrases: (checks.promptInjection?.phrases ?? []).join('\n'),
    maxLengthOn: checks.maxLength !== null,
    maxLength: String(checks.maxLength ?? emptyDraft.maxLength),
  };
}

/** The request body for a draft; the server validates it and names any bad field. */
export function bodyOf(draft: PolicyDraft): CreateGuardrailPolicyBody {
  const topics: Topic[] = lines(draft.topics).map((line) => {
    const [name, description] = splitLine(line);
    return { name, description };
  });
  const regexes: EnricherRegex[] = lines(draft.regexes).map((line) => {
    const [name, pattern] = splitLine(line);
    return { name, pattern };
  });
  return {
    name: draft.name.trim(),
    isDefault: draft.isDefault,
    appliesTo: draft.appliesTo,
    checks: {
      pii: draft.piiOn ? { kinds: draft.piiKinds, action: draft.piiAction } : null,
      toxicity: draft.toxicityOn ? {} : null,
      topics: draft.topicsOn ? { topics } : null,
      regexes,
      promptInjection: draft.injectionOn
        ? { builtIn: draft.injectionBuiltIn, phrases: lines(draft.injectionPhrases) }
        : null,
      maxLength: draft.maxLengthOn ? Number(draft.maxLength) : null,
    },
  };
}

/** The checks a policy has on, in words, for the list. */
export function checkSummary(policy: GuardrailPolicy): string[] {
  const { checks } = policy;
  return [
    checks.pii ? `PII (${checks.pii.action})` : null,
    checks.toxicity ? 'Toxicity' : null,
    checks.topics ? `Topics (${checks.topics.topics.length})` : null,
    checks.regexes.length > 0 ? `Regexes (${checks.regexes.length})` : null,
    checks.promptInjection ? 'Prompt injection' : null,
    checks.maxLength !== null ? `Max ${checks.maxLength} chars` : null,
  ].filter((label): label is string => label !== null);
}

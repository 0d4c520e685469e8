import type {
  ChatMessage,
  GuardrailText,
  GuardrailViolation,
  PiiEntity,
  PiiKind,
} from '@lookout/domain';
import { piiReplacements } from '../rules/pii-patterns.js';
import { findPii } from '../text-analysis/pii.js';
import { classifyTopics } from '../text-analysis/topics.js';
import { detectToxicity } from '../text-analysis/toxicity.js';
import type { CompiledPolicy } from './compiled-policy.js';

/** The outcome of one check, before it is answered or recorded. */
export interface TextCheck {
  passed: boolean;
  violations: GuardrailViolation[];
  masked: GuardrailText;
  piiFound: PiiKind[];
}

/** How many characters a check reads: the string, or every text of the messages. */
export function textLength(text: GuardrailText): number {
  if (typeof text === 'string') return text.length;
  let length = 0;
  for (const message of text) {
    const { content } = message;
    if (typeof content === 'string') length += content.length;
    else if (Array.isArray(content))
      for (const part of content) if (part.type === 'text') length += part.text.length;
  }
  return length;
}

const snippet = (text: string, start: number, end: number) => {
  const found = text.slice(start, end);
  return found.length > 40 ? `${found.slice(0, 40)}…` : found;
};

/**
 * Longest prefix in which the check looks for names of people and places: the
 * English tagger costs tens of microseconds a character, too slow for the
 * request path on long texts; shapes (email, phone, card, IP) are found in the
 * whole text.
 */
export const guardrailNameScanLimit = 2_000;

const nameKinds = new Set<PiiKind>(['person', 'location']);

/** The PII of a text: shapes in all of it, names and places in its first characters. */
function findGuardrailPii(text: string, pii: NonNullable<CompiledPolicy['pii']>): PiiEntity[] {
  if (text.length <= guardrailNameScanLimit || !pii.kinds.some((kind) => nameKinds.has(kind)))
    return findPii(text, pii.detector);
  const shapes = findPii(text, {
    ...pii.detector,
    kinds: pii.kinds.filter((kind) => !nameKinds.has(kind)),
  });
  const names = findPii(text.slice(0, guardrailNameScanLimit), {
    kinds: pii.kinds.filter((kind) => nameKinds.has(kind)),
    patterns: [],
  }).filter((name) => !shapes.some((shape) => name.start < shape.end && name.end > shape.start));
  return [...shapes, ...names].sort((a, b) => a.start - b.start);
}

/** Every check of `policy` on one piece of text; offsets are within that text. */
function checkOne(policy: CompiledPolicy, text: string, where: Partial<GuardrailViolation>) {
  const violations: GuardrailViolation[] = [];
  const add = (violation: GuardrailViolation) => violations.push({ ...violation, ...where });
  const pii = policy.pii ? findGuardrailPii(text, policy.pii) : [];
  if (policy.pii?.action === 'block') {
    for (const span of pii) {
      add({
        check: 'pii',
        kind: span.kind,
        message: `Personal data (${span.kind}) found`,
        start: span.start,
        end: span.end,
      });
    }
  }
  if (policy.toxicity) {
    const toxicity = detectToxicity(text);
    if (toxicity.toxic) {
      add({
        check: 'toxicity',
        kind: toxicity.labels.join(', '),
        message: `Toxic language (${toxicity.labels.join(', ')}), score ${toxicity.score}`,
      });
    }
  }
  for (const topic of classifyTopics(text, policy.topics)) {
    add({ check: 'topics', kind: topic, message: `The text is about a refused topic: ${topic}` });
  }
  for (const { name, regex } of policy.regexes) {
    const matcher = regex.matcher(text);
    if (matcher.find()) {
      add({
        check: 'regex',
        kind: name,
        message: `Matches the pattern "${name}": "${snippet(text, matcher.start(), matcher.end())}"`,
        start: matcher.start(),
        end: matcher.end(),
      });
    }
  }
  for (const { id, regex } of policy.injections) {
    const match = regex.exec(text);
    if (match) {
      const end = match.index + match[0].length;
      add({
        check: 'promptInjection',
        kind: id,
        message: `Looks like a prompt injection (${id}): "${snippet(text, match.index, end)}"`,
        start: match.index,
        end,
      });
    }
  }
  let masked = '';
  let from = 0;
  for (const entity of pii) {
    masked += text.slice(from, entity.start) + piiReplacements[entity.kind];
    from = entity.end;
  }
  masked += text.slice(from);
  return { violations, masked, piiKinds: pii.map((span) => span.kind) };
}

function maskedMessage(message: ChatMessage, mask: (text: string) => string): ChatMessage {
  const { content } = message;
  if (typeof content === 'string') return { ...message, content: mask(content) } as ChatMessage;
  if (Array.isArray(content)) {
    return {
      ...message,
      content: content.map((part) =>
        part.type === 'text' ? { ...part, text: mask(part.text) } : part,
      ),
    } as ChatMessage;
  }
  return message;
}

/**
 * Runs a compiled policy on a text or on chat messages (their text content,
 * each message on its own so offsets point into it). Maximum length counts
 * every character checked. PII with the `mask` action is masked, not refused.
 */
export function checkText(policy: CompiledPolicy, text: GuardrailText): TextCheck {
  const violations: GuardrailViolation[] = [];
  const piiFound = new Set<PiiKind>();
  const length = textLength(text);
  if (policy.maxLength !== null && length > policy.maxLength) {
    violations.push({
      check: 'maxLength',
      message: `The text has ${length} characters, more than the ${policy.maxLength} allowed`,
    });
  }
  let masked: GuardrailText;
  if (typeof text === 'string') {
    const one = checkOne(policy, text, {});
    violations.push(...one.violations);
    for (const kind of one.piiKinds) piiFound.add(kind);
    masked = one.masked;
  } else {
    masked = text.map((message, messageIndex) => {
      const mask = (part: string) => {
        const one = checkOne(policy, part, { messageIndex });
        violations.push(...one.violations);
        for (const kind of one.piiKinds) piiFound.add(kind);
        return one.masked;
      };
      return maskedMessage(message, mask);
    });
  }
  return { passed: violations.length === 0, violations, masked, piiFound: [...piiFound] };
}

import {
  type GuardrailPolicy,
  type PiiKind,
  promptInjectionPatterns,
  type Topic,
} from '@lookout/domain';
import type { RE2JS } from 're2js';
import { compileUserRegex } from '../rules/user-regex.js';
import { compilePiiDetector, type PiiDetector } from '../text-analysis/pii.js';

/** A policy made ready to check texts fast: patterns compiled once, topics prepared. */
export interface CompiledPolicy {
  id: string;
  name: string;
  isDefault: boolean;
  appliesTo: GuardrailPolicy['appliesTo'];
  pii: { kinds: PiiKind[]; action: 'block' | 'mask'; detector: PiiDetector } | null;
  toxicity: boolean;
  /** The same array for the policy's life, so the topic classifier's compiled profiles are reused. */
  topics: Topic[];
  regexes: { name: string; regex: RE2JS }[];
  /** Built-in and custom injection phrasings: our own patterns, safe for RegExp (no nested repeats). */
  injections: { id: string; regex: RegExp }[];
  maxLength: number | null;
}

const builtInInjections = promptInjectionPatterns.map((pattern) => ({
  id: pattern.id,
  regex: new RegExp(pattern.pattern, 'i'),
}));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Compiles a stored policy. Its regexes were checked when it was saved; one
 * that no longer compiles (an engine upgrade) is skipped rather than failing
 * every check.
 */
export function compilePolicy(policy: GuardrailPolicy): CompiledPolicy {
  const { checks } = policy;
  const regexes = checks.regexes.flatMap((entry) => {
    const compiled = compileUserRegex(entry.pattern);
    return compiled.ok ? [{ name: entry.name, regex: compiled.regex }] : [];
  });
  const phrases = (checks.promptInjection?.phrases ?? []).map((phrase) => ({
    id: phrase,
    regex: new RegExp(phrase.split(/\s+/).map(escapeRegExp).join('\\s+'), 'i'),
  }));
  return {
    id: policy.id,
    name: policy.name,
    isDefault: policy.isDefault,
    appliesTo: policy.appliesTo,
    pii: checks.pii
      ? {
          kinds: checks.pii.kinds,
          action: checks.pii.action,
          detector: compilePiiDetector({ kinds: checks.pii.kinds, customRegexes: [] }),
        }
      : null,
    toxicity: checks.toxicity !== null,
    topics: checks.topics?.topics ?? [],
    regexes,
    injections: checks.promptInjection
      ? [...(checks.promptInjection.builtIn ? builtInInjections : []), ...phrases]
      : [],
    maxLength: checks.maxLength,
  };
}

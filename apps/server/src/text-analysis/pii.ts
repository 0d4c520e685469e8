import type { EnricherConfigOf, PiiEntity, PiiKind } from '@lookout/domain';
import { RE2JS } from 're2js';
import { findNamesAndPlaces } from './pii-names.js';
import {
  findCardNumbers,
  findEmails,
  findIpAddresses,
  findPhones,
  type Span,
} from './pii-shapes.js';

export { nameScanLimit } from './pii-names.js';
export { passesLuhn } from './pii-shapes.js';

/** A custom pattern compiled for RE2JS, which matches in time linear in the text. */
export interface CompiledPattern {
  name: string;
  regex: RE2JS;
}

/** What to look for, compiled once and reused for every text (ingestion masking, enrichment jobs). */
export interface PiiDetector {
  kinds: readonly PiiKind[];
  /** Used when `kinds` includes `regex` (masking rules list their patterns without a kind). */
  patterns: readonly CompiledPattern[];
}

/** Longest custom pattern, in characters (the domain caps enricher patterns at 500). */
export const maxCustomPatternLength = 1_000;

/**
 * Whether a user's pattern can be used for PII detection, and why not:
 * RE2JS reads JavaScript-style patterns but refuses what needs backtracking
 * (back-references, lookarounds), so a catastrophic pattern such as `(a+)+$`
 * runs in linear time instead of hanging the server. A pattern that matches
 * empty text would flag every text, so it is refused too.
 * @example checkEnricherRegex('ORD-\\d+') // { ok: true }
 * @example checkEnricherRegex('(\\w)\\1') // { ok: false, reason: 'invalid escape sequence: `\\1` …' }
 */
export function checkEnricherRegex(pattern: string): { ok: true } | { ok: false; reason: string } {
  if (pattern.length === 0) return { ok: false, reason: 'the pattern is empty' };
  if (pattern.length > maxCustomPatternLength)
    return { ok: false, reason: `it is longer than ${maxCustomPatternLength} characters` };
  let regex: RE2JS;
  try {
    regex = RE2JS.compile(pattern);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      reason: `${message.replace(/^error parsing regexp: /, '')} (patterns run on a linear-time engine without back-references or lookarounds)`,
    };
  }
  if (regex.matches(''))
    return { ok: false, reason: 'it matches empty text, so it would flag every text' };
  return { ok: true };
}

/**
 * Compiles a PII enricher's settings. Patterns were checked when saved; one
 * that no longer compiles is skipped rather than failing every text.
 */
export function compilePiiDetector(config: EnricherConfigOf<'pii'>): PiiDetector {
  const patterns: CompiledPattern[] = [];
  if (config.kinds.includes('regex')) {
    for (const { name, pattern } of config.customRegexes) {
      if (checkEnricherRegex(pattern).ok) patterns.push({ name, regex: RE2JS.compile(pattern) });
    }
  }
  return { kinds: config.kinds, patterns };
}

/**
 * Which kind wins where two matches overlap: the team's own patterns first
 * (they say what matters to them), then the most specific shapes (an email
 * contains a name, a card number reads as a phone, a dotted IP as digits),
 * then names before places (`Paris Hilton`).
 */
const precedence = [
  'regex',
  'email',
  'cc',
  'ip',
  'phone',
  'person',
  'location',
] as const satisfies readonly PiiKind[];

interface Candidate extends Span {
  kind: PiiKind;
  name?: string;
}

/**
 * Adds to `claimed` (sorted, non-overlapping) the candidates (sorted by start)
 * that overlap neither it nor an earlier accepted candidate; linear in both.
 */
function claim(claimed: readonly Candidate[], candidates: readonly Candidate[]): Candidate[] {
  const accepted: Candidate[] = [];
  let next = 0;
  let acceptedEnd = 0;
  for (const candidate of candidates) {
    if (candidate.start < acceptedEnd) continue;
    while (next < claimed.length && (claimed[next] as Candidate).end <= candidate.start) next += 1;
    const blocker = claimed[next];
    if (blocker && blocker.start < candidate.end) continue;
    accepted.push(candidate);
    acceptedEnd = candidate.end;
  }
  const merged: Candidate[] = [];
  let left = 0;
  let right = 0;
  while (left < claimed.length || right < accepted.length) {
    const fromClaimed = claimed[left];
    const fromAccepted = accepted[right];
    if (fromAccepted === undefined || (fromClaimed && fromClaimed.start < fromAccepted.start)) {
      merged.push(fromClaimed as Candidate);
      left += 1;
    } else {
      merged.push(fromAccepted);
      right += 1;
    }
  }
  return merged;
}

function patternSpans(text: string, patterns: readonly CompiledPattern[]): Candidate[] {
  const found: Candidate[] = [];
  for (const { name, regex } of patterns) {
    const matcher = regex.matcher(text);
    while (matcher.find()) {
      const start = matcher.start();
      const end = matcher.end();
      if (end > start) found.push({ kind: 'regex', name, start, end });
    }
  }
  return found;
}

/**
 * The personal data in a text, for the PII enrichment and for masking at
 * ingestion (one detector for both). Kinds: person and location (compromise's
 * English tagger, first {@link nameScanLimit} characters), email, phone,
 * cc (Luhn), ip (v4 and v6) and regex (the detector's patterns, RE2JS).
 *
 * Overlaps are resolved deterministically: kinds claim text in the order of
 * `precedence`, and within a kind the earlier, then longer, match wins; a
 * match overlapping text already claimed is dropped. Entities come back in
 * text order with UTF-16 offsets (`text.slice(start, end) === entity.text`).
 * @example findPii('Mail ada@example.com', { kinds: ['email'], patterns: [] })
 * // [{ kind: 'email', text: 'ada@example.com', start: 5, end: 20 }]
 */
export function findPii(text: string, detector: PiiDetector): PiiEntity[] {
  if (text.length === 0) return [];
  const wants = new Set(detector.kinds);
  const byKind: { [Kind in PiiKind]?: Candidate[] } = {};
  if (wants.has('regex')) byKind.regex = patternSpans(text, detector.patterns);
  if (wants.has('email'))
    byKind.email = findEmails(text).map((span) => ({ ...span, kind: 'email' }));
  if (wants.has('cc')) byKind.cc = findCardNumbers(text).map((span) => ({ ...span, kind: 'cc' }));
  if (wants.has('ip')) byKind.ip = findIpAddresses(text).map((span) => ({ ...span, kind: 'ip' }));
  if (wants.has('phone'))
    byKind.phone = findPhones(text).map((span) => ({ ...span, kind: 'phone' }));
  if (wants.has('person') || wants.has('location')) {
    const names = findNamesAndPlaces(text, {
      person: wants.has('person'),
      location: wants.has('location'),
    });
    byKind.person = names.person.map((span) => ({ ...span, kind: 'person' }));
    byKind.location = names.location.map((span) => ({ ...span, kind: 'location' }));
  }
  let claimed: Candidate[] = [];
  for (const kind of precedence) {
    const ordered = [...(byKind[kind] ?? [])].sort((a, b) => a.start - b.start || b.end - a.end);
    if (ordered.length > 0) claimed = claim(claimed, ordered);
  }
  return claimed.map(({ kind, name, start, end }) => ({
    kind,
    ...(name === undefined ? {} : { name }),
    text: text.slice(start, end),
    start,
    end,
  }));
}

/**
 * The PII enrichment of a text with a project's enricher settings.
 * @example detectPii('Call +44 20 7946 0958', { kinds: ['phone'], customRegexes: [] })
 * // [{ kind: 'phone', text: '+44 20 7946 0958', start: 5, end: 21 }]
 */
export function detectPii(text: string, config: EnricherConfigOf<'pii'>): PiiEntity[] {
  return findPii(text, compilePiiDetector(config));
}

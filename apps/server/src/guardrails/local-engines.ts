import type { PiiKind, Topic } from '@lookout/domain';
import { passesLuhn, piiPatterns } from '../rules/pii-patterns.js';
import { wordTokens } from '../text-analysis/word-tokens.js';

/** A span of a text that a check found. */
export interface TextSpan {
  start: number;
  end: number;
}

/**
 * The offline engines the check calls, behind one seam so that the enrichment
 * engines (`text-analysis/pii.ts`, `toxicity.ts`, `topics.ts`) replace these
 * interim ones when they land, without touching the check.
 */

/**
 * Personal data found by shape (email, phone, card numbers passing Luhn, IP
 * addresses). `person` and `location` need the named-entity engine and are not
 * found by this one.
 */
export function findPii(text: string, kinds: readonly PiiKind[]): (TextSpan & { kind: PiiKind })[] {
  const found: (TextSpan & { kind: PiiKind })[] = [];
  const taken: TextSpan[] = [];
  // Specific shapes first, as the masker does: a phone pattern also swallows card numbers.
  for (const kind of ['email', 'cc', 'ip', 'phone'] as const) {
    if (!kinds.includes(kind)) continue;
    for (const match of text.matchAll(piiPatterns[kind])) {
      const start = match.index;
      const end = start + match[0].length;
      if (kind === 'cc' && !passesLuhn(match[0])) continue;
      if (taken.some((span) => start < span.end && end > span.start)) continue;
      taken.push({ start, end });
      found.push({ kind, start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/**
 * Abusive language, by a short lexicon of insults, threats and slurs (interim:
 * the toxicity enricher's engine replaces it). Matches whole words only, so
 * "class" or "Scunthorpe" never trip it.
 */
const abusiveTerms = [
  'idiot',
  'idiots',
  'moron',
  'morons',
  'imbecile',
  'stupid',
  'dumb',
  'dumbass',
  'loser',
  'losers',
  'pathetic',
  'worthless',
  'scum',
  'bastard',
  'bitch',
  'asshole',
  'fuck',
  'fucking',
  'fucker',
  'shit',
  'retard',
  'retarded',
  'whore',
  'slut',
  'cunt',
  'dickhead',
  'jerk',
];
const abusivePhrases = [
  /\bshut\s+up\b/gi,
  /\bkill\s+(?:yourself|urself|you)\b/gi,
  /\bi\s+(?:hate|will\s+hurt|will\s+kill)\s+you\b/gi,
  /\bgo\s+to\s+hell\b/gi,
  /\bdrop\s+dead\b/gi,
];
const abusiveWord = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${abusiveTerms.join('|')})(?![\\p{L}\\p{N}])`,
  'giu',
);

export function findToxicity(text: string): (TextSpan & { term: string })[] {
  const found: (TextSpan & { term: string })[] = [];
  for (const pattern of [abusiveWord, ...abusivePhrases]) {
    for (const match of text.matchAll(pattern)) {
      found.push({
        term: match[0].toLowerCase(),
        start: match.index,
        end: match.index + match[0].length,
      });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Words too common to say anything about a topic. */
const stopWords = new Set(
  'a an and are as at be but by for from has have how i in into is it its my of on or our so that the their them they this to was we what when where which who why will with you your about any can do does not'.split(
    ' ',
  ),
);

function keywordsOf(topic: Topic): Set<string> {
  return new Set(
    wordTokens(`${topic.name} ${topic.description}`).filter(
      (word) => word.length > 2 && !stopWords.has(word),
    ),
  );
}

/** A topic prepared for classification: its name's words and its keywords. */
export interface PreparedTopic {
  name: string;
  nameWords: string[];
  keywords: Set<string>;
}

export function prepareTopic(topic: Topic): PreparedTopic {
  return { name: topic.name, nameWords: wordTokens(topic.name), keywords: keywordsOf(topic) };
}

/**
 * The topics a text is about (interim, by keywords: the topics enricher's
 * engine replaces it): the topic's name appears as words, or at least two
 * distinct keywords of its name and description do.
 */
export function classifyTopics(text: string, topics: readonly PreparedTopic[]): string[] {
  if (topics.length === 0) return [];
  const words = wordTokens(text);
  const present = new Set(words);
  const joined = ` ${words.join(' ')} `;
  return topics
    .filter((topic) => {
      if (topic.nameWords.length > 0 && joined.includes(` ${topic.nameWords.join(' ')} `))
        return true;
      let hits = 0;
      for (const keyword of topic.keywords) if (present.has(keyword)) hits += 1;
      return hits >= 2;
    })
    .map((topic) => topic.name);
}

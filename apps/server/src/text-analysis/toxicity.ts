import { createRequire } from 'node:module';
import { type toxicityEnrichmentSchema, toxicityLabels } from '@lookout/domain';
import type * as obscenityModule from 'obscenity';
import type { z } from 'zod';
import { detectLanguageWithConfidence } from './detect-language.js';
import { lazyModule } from './lazy-module.js';
import {
  cleanWords,
  maskedWords,
  obscenityWordLabels,
  type ToxicityLabel,
  toxicPhrases,
  wordsOrdinaryElsewhere,
} from './toxicity-words.js';

/** Whether a text is toxic, why, and how strongly, as the toxicity enrichment stores it. */
export type ToxicityResult = z.infer<typeof toxicityEnrichmentSchema>;

/**
 * Longest prefix read. The word matcher costs about 2 µs per character, so
 * 20,000 characters (a long chat message or a few pages of output) stay
 * under ~40 ms; a 1 MB text is judged by its beginning.
 */
export const maxToxicityReadLength = 20_000;

const require = createRequire(import.meta.url);

/** obscenity's English list, less the words it has no label for here, and its matcher. */
function buildWordMatcher() {
  const { englishDataset, englishRecommendedTransformers, RegExpMatcher } =
    require('obscenity') as typeof obscenityModule;
  const dataset = englishDataset.removePhrasesIf(
    (phrase) => !(String(phrase.metadata?.originalWord) in obscenityWordLabels),
  );
  const matcher = new RegExpMatcher({ ...dataset.build(), ...englishRecommendedTransformers });
  return { dataset, matcher };
}

/** Built once, on first use or by the warm-up at start (obscenity's CommonJS build). */
export const toxicWordMatcher = lazyModule({
  importAsync: async () => buildWordMatcher(),
  requireSync: buildWordMatcher,
});

/** How sure the language detector must be that a text is not English to spare its ambiguous words. */
const otherLanguageConfidence = 0.4;

/** How much each label weighs in the score; several labels add up. */
const labelWeights: Readonly<Record<ToxicityLabel, number>> = {
  profanity: 0.6,
  sexual: 0.7,
  insult: 0.75,
  hate: 0.9,
  threat: 0.9,
};

/** Leetspeak digits and symbols, as people write them to get past filters. */
const leet: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'i',
};

/**
 * The text as the phrase patterns read it: lower case, accents and
 * leetspeak undone, letters spaced out ("f u c k", "k.i.l.l") joined,
 * letters repeated three times or more collapsed ("stuuupid"), apostrophes
 * dropped ("you're" → "youre"), everything else a single space.
 */
export function normaliseForToxicity(text: string): string {
  const lowered = text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/['’`]/g, '');
  const unleet = lowered.replace(
    /(?<=\p{L})[0134578@$!|]{1,4}(?=\p{L})|(?<=\p{L})[0134578@$]{1,4}\b|(?<![\p{L}\p{N}])[0134578@$]{1,4}(?=\p{L})/gu,
    (symbols) => [...symbols].map((symbol) => leet[symbol] ?? symbol).join(''),
  );
  const joined = unleet.replace(/\b\p{L}(?:[ .\-_*]{1,2}\p{L}\b){2,}/gu, (spaced) =>
    spaced.replace(/[ .\-_*]/g, ''),
  );
  return joined
    .replace(/(\p{L})\1{2,}/gu, '$1')
    .replace(/[^\p{L}\p{N}*#]+/gu, ' ')
    .trim();
}

/** Longest stretch read on each side of a match for its enclosing word: no real word is longer. */
const maxWordReach = 40;

/** The whole word around `start…end` of `text`, in lower case (at most 40 letters each side). */
function enclosingWord(text: string, start: number, end: number): string {
  let from = start;
  let to = end + 1;
  const floor = Math.max(0, start - maxWordReach);
  const ceiling = Math.min(text.length, end + 1 + maxWordReach);
  while (from > floor && /\p{L}/u.test(text[from - 1] as string)) from--;
  while (to < ceiling && /\p{L}/u.test(text[to] as string)) to++;
  return text.slice(from, to).toLowerCase();
}

/**
 * "Dick Van Dyke", "Moby-Dick": a capitalised match next to another
 * capitalised word, in a text that is not shouting, is part of a name.
 */
function isPartOfName(text: string, start: number, end: number): boolean {
  if (!/^\p{Lu}\p{Ll}+$/u.test(text.slice(start, end + 1))) return false;
  const before = /(\p{Lu}\p{Ll}*)[\s-]+$/u.test(text.slice(Math.max(0, start - 30), start));
  const after = /^[\s-]+\p{Lu}/u.test(text.slice(end + 1, end + 30));
  return before || after;
}

/**
 * Adds the labels of the listed words found in `text`. `plainWords`, on the
 * normalised pass, are the words the original already showed as they are:
 * those were judged there, with their capitals (names) intact.
 */
function obscenityLabels(
  text: string,
  into: Set<ToxicityLabel>,
  inOtherLanguage: () => boolean,
  plainWords?: ReadonlySet<string>,
): void {
  const { dataset, matcher } = toxicWordMatcher.get();
  for (const match of matcher.getAllMatches(text)) {
    const word = dataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord;
    const labels = word === undefined ? undefined : obscenityWordLabels[word];
    if (!labels || labels.every((label) => into.has(label))) continue;
    const whole = enclosingWord(text, match.startIndex, match.endIndex);
    if (cleanWords.test(whole) || plainWords?.has(whole)) continue;
    if (wordsOrdinaryElsewhere.has(word as string) && inOtherLanguage()) continue;
    if (isPartOfName(text, match.startIndex, match.endIndex)) continue;
    for (const label of labels) into.add(label);
  }
}

/** Sentence ends: no listed word, allow-listed phrase or name check reaches across one. */
const sentenceEnd = /[.!?]\s+/g;
/** Sentences of at most this many characters are remembered with the labels the word list found. */
const maxCachedSentence = 2_000;
const cachedSentences = 2_000;
/**
 * The word list's labels per sentence, most recently used last: a system
 * prompt and a thread's earlier messages come again with every call.
 */
const sentenceLabels = new Map<string, readonly ToxicityLabel[]>();

/**
 * The word list's pass over the original text, sentence by sentence (the
 * same matches as over the whole text), each sentence's labels remembered
 * unless they depended on the language of the whole text.
 */
function wordListLabels(
  sample: string,
  into: Set<ToxicityLabel>,
  inOtherLanguage: () => boolean,
): void {
  const read = (sentence: string) => {
    const cached = sentenceLabels.get(sentence);
    if (cached) {
      sentenceLabels.delete(sentence);
      sentenceLabels.set(sentence, cached);
      for (const label of cached) into.add(label);
      return;
    }
    const found = new Set<ToxicityLabel>();
    let askedLanguage = false;
    obscenityLabels(sentence, found, () => {
      askedLanguage = true;
      return inOtherLanguage();
    });
    for (const label of found) into.add(label);
    if (askedLanguage || sentence.length > maxCachedSentence) return;
    sentenceLabels.set(sentence, [...found]);
    if (sentenceLabels.size > cachedSentences) {
      const oldest = sentenceLabels.keys().next();
      if (!oldest.done) sentenceLabels.delete(oldest.value);
    }
  };
  let from = 0;
  for (const match of sample.matchAll(sentenceEnd)) {
    const end = match.index + match[0].length;
    read(sample.slice(from, end));
    from = end;
  }
  if (from < sample.length) read(sample.slice(from));
}

/**
 * Between two stretches of {@link changedStretches}: no listed word or
 * allow-listed phrase can run across it (a wildcard of the list stands for
 * one character, and these three stay three after obscenity collapses
 * repeated characters).
 */
const stretchSeparator = '\n.\n';

/**
 * What the normalised pass has to read: each word of the normalised text
 * that the original does not show as it is (leetspeak undone, spaced letters
 * joined, accents or apostrophes dropped, digits, masks), with the word
 * before and after it (a listed word can run into its neighbour, and
 * obscenity's allow-list holds two-word phrases), neighbouring stretches
 * merged. A word the original shows as it is was read by the first pass, and
 * its matches are skipped on this one (`plainWords`), so reading all of a
 * long text twice found nothing more and doubled the cost. Null when every
 * word is plain.
 */
function changedStretches(normalised: string, plainWords: ReadonlySet<string>): string | null {
  const words = normalised.split(' ');
  const stretches: string[] = [];
  let open: { from: number; to: number } | null = null;
  const flush = (stretch: { from: number; to: number }) =>
    stretches.push(words.slice(stretch.from, stretch.to + 1).join(' '));
  for (let index = 0; index < words.length; index += 1) {
    if (plainWords.has(words[index] as string)) continue;
    const from = Math.max(0, index - 1);
    const to = Math.min(words.length - 1, index + 1);
    if (open && from <= open.to + 1) open.to = to;
    else {
      if (open) flush(open);
      open = { from, to };
    }
  }
  if (open) flush(open);
  return stretches.length > 0 ? stretches.join(stretchSeparator) : null;
}

/** "f*ck", "sh#t", "b**ch": a masked word whose letters fit one of the core words. */
function maskedLabels(normalised: string, into: Set<ToxicityLabel>): void {
  // Whole tokens of letters and masks, at most 16 long: masked words are short, and the bound
  // keeps a long run of letters linear.
  for (const [token] of normalised.matchAll(/(?<![\p{L}*#])[\p{L}*#]{2,16}(?![\p{L}*#])/gu)) {
    if (!/^\p{L}.*[*#]|[*#].*\p{L}$/u.test(token)) continue;
    const shape = new RegExp(
      `^${token.replace(/[*#]+/g, (stars) => `\\p{L}{1,${stars.length + 1}}`)}$`,
      'u',
    );
    for (const [word, labels] of maskedWords) {
      if (shape.test(word)) for (const label of labels) into.add(label);
    }
  }
}

/**
 * Whether a text is toxic, offline: obscenity's English word list (with its
 * handling of leetspeak, look-alike characters and repeated letters, and
 * its allow-list against the Scunthorpe problem, plus a longer one here)
 * for profanity, sexual words, slurs and insulting words; masked spellings
 * ("f*ck"); spaced-out letters ("f u c k"); and phrase patterns for insults
 * aimed at someone, threats and hate against groups. English-focused; the
 * first 20,000 characters are read. The score is 0 for a clean text and
 * grows with the weight of each label found (threat and hate weigh most).
 * @example detectToxicity('you are a f*cking idiot') // { toxic: true, labels: ['profanity', 'insult'], score: 0.9 }
 */
export function detectToxicity(text: string): ToxicityResult {
  const sample = text.slice(0, maxToxicityReadLength);
  const found = new Set<ToxicityLabel>();
  // Asked only when an ambiguous word turns up, and then once.
  let otherLanguage: boolean | undefined;
  const inOtherLanguage = () => {
    if (otherLanguage === undefined) {
      const { code, confidence } = detectLanguageWithConfidence(sample);
      otherLanguage = code !== null && code !== 'en' && confidence >= otherLanguageConfidence;
    }
    return otherLanguage;
  };
  wordListLabels(sample, found, inOtherLanguage);
  const normalised = normaliseForToxicity(sample);
  const lowered = sample.toLowerCase();
  if (normalised !== lowered) {
    const plainWords = new Set(lowered.match(/\p{L}+/gu));
    const changed = changedStretches(normalised, plainWords);
    if (changed) obscenityLabels(changed, found, inOtherLanguage, plainWords);
  }
  maskedLabels(normalised, found);
  for (const { label, pattern } of toxicPhrases) {
    if (!found.has(label) && pattern.test(normalised)) found.add(label);
  }
  const labels = toxicityLabels.filter((label) => found.has(label));
  const clean = labels.reduce((left, label) => left * (1 - labelWeights[label]), 1);
  return { toxic: labels.length > 0, labels, score: Math.round((1 - clean) * 1000) / 1000 };
}

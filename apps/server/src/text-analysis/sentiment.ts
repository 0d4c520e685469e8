import type { SentimentLabel, sentimentEnrichmentSchema } from '@lookout/domain';
import type { z } from 'zod';
import {
  intensifiers,
  negatedOnlyLexicon,
  negators,
  sentimentLexicon,
} from './sentiment-lexicon.js';

export type { SentimentLabel } from '@lookout/domain';

/** The tone of a text: a label and a score from -1 to 1, as the sentiment enrichment stores it. */
export type SentimentResult = z.infer<typeof sentimentEnrichmentSchema>;

/**
 * Longest prefix read. A message's tone shows in its first 10,000
 * characters, and the cap keeps a 1 MB text to a few milliseconds.
 */
export const maxSentimentReadLength = 10_000;

/** Scores within this distance of 0 read as neutral (one mild word in a long text stays neutral). */
export const neutralBand = 0.3;

/** How far a negator reaches: the next three words, within the clause. */
const negationReach = 3;
/** A negated word counts the other way, a bit weaker: "not bad" is mildly positive. */
const negationFactor = -0.75;
/** "at all", "whatsoever" after a negated word make the negation stronger. */
const negationEmphasis = 1.3;
/** After "but" the clause counts more and what came before less ("nice, but slow"). */
const beforeBut = 0.5;
const afterBut = 1.5;

/**
 * Words, emoticons and emoji; clause breaks (. ! ? ; : , and "but") are
 * tokens too. Apostrophes are dropped so "don't" and "dont" are one negator.
 */
const tokenPattern =
  /[:;]-?[)(dp]|[\p{L}\p{N}'’]+|\p{Extended_Pictographic}|[.!?;:,]|\p{Regional_Indicator}/gu;

interface Token {
  word: string;
  upper: boolean;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const [raw] of text.matchAll(tokenPattern)) {
    // "I'll", "it's" lose their ending ("ill" would read as sick); "don't" becomes "dont".
    const word = raw
      .toLowerCase()
      .replace(/['’](?:ll|re|ve|d|m|s)$/, '')
      .replace(/['’]/g, '');
    tokens.push({ word, upper: raw.length > 2 && raw === raw.toUpperCase() && raw !== word });
  }
  return tokens;
}

const clauseBreaks = new Set(['.', '!', '?', ';', ':', ',', 'but', 'however', 'although']);

/**
 * The sentiment of an English text, offline, by word scores (AFINN-165 and
 * emoji, adjusted for LLM-app chat) with negation ("not good", "didn't
 * help", "not bad at all"), intensifiers ("very", "slightly"), contrast
 * ("…, but it is slow") and shouting (ALL CAPS, "!!"). The sum is squashed
 * to -1…1 (x / √(x² + 15)); within ±0.3 it reads neutral (one mild word alone, such as
 * "error", is not a feeling). Other languages
 * score only by their emoji and the English words they contain, so mostly
 * neutral. Reads the first 10,000 characters.
 * @example analyzeSentiment('Not good at all.') // { label: 'negative', score: -0.59 }
 */
export function analyzeSentiment(text: string): SentimentResult {
  const tokens = tokenize(text.slice(0, maxSentimentReadLength));
  const shouting = tokens.some((token) => !token.upper) && tokens.some((token) => token.upper);
  let total = 0;
  let clause = 0;
  let negatedUntil = -1;
  let lastNegated = false;
  let boost = 1;
  let exclamations = 0;

  const closeClause = (weight: number) => {
    total += clause * weight;
    clause = 0;
  };

  for (let index = 0; index < tokens.length; index++) {
    const { word, upper } = tokens[index] as Token;
    if (clauseBreaks.has(word)) {
      if (word === 'but' || word === 'however' || word === 'although') {
        // What came before the contrast counts less, what follows more.
        total *= beforeBut;
        closeClause(beforeBut);
        boost = afterBut;
      } else {
        if (word === '!') exclamations++;
        closeClause(boost);
        if (word === '.' || word === '!' || word === '?') boost = 1;
      }
      negatedUntil = -1;
      continue;
    }
    if (negators.has(word)) {
      negatedUntil = index + negationReach;
      continue;
    }
    if ((word === 'all' && tokens[index - 1]?.word === 'at') || word === 'whatsoever') {
      if (lastNegated) clause *= negationEmphasis;
      continue;
    }
    const negated = index <= negatedUntil;
    const score =
      sentimentLexicon.get(word) ?? (negated ? negatedOnlyLexicon.get(word) : undefined);
    if (score === undefined) continue;
    let value = score;
    const previous = tokens[index - 1]?.word;
    const beforePrevious = tokens[index - 2]?.word;
    const intensity =
      (previous !== undefined ? intensifiers.get(previous) : undefined) ??
      (beforePrevious !== undefined ? intensifiers.get(beforePrevious) : undefined) ??
      1;
    value *= intensity;
    if (upper && shouting) value *= 1.3;
    // Emoji carry the writer's feeling whatever the words around them say.
    lastNegated = negated && /\p{L}/u.test(word);
    if (lastNegated) value *= negationFactor;
    clause += value;
  }
  closeClause(boost);
  if (total !== 0) total += Math.sign(total) * Math.min(exclamations, 3) * 0.3;

  const score = Math.round((total / Math.sqrt(total * total + 15)) * 1000) / 1000;
  const label: SentimentLabel =
    score >= neutralBand ? 'positive' : score <= -neutralBand ? 'negative' : 'neutral';
  return { label, score: score === 0 ? 0 : score };
}

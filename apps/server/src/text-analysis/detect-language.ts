import { type LanguageCode, languageCodes, type languageEnrichmentSchema } from '@lookout/domain';
import { eld } from 'eld/medium';
import { franc } from 'franc-all';
import type { z } from 'zod';

/** A detected language and how sure the detector is, as the language enrichment stores it. */
export type LanguageDetection = z.infer<typeof languageEnrichmentSchema>;

const catalogue: ReadonlySet<string> = new Set(languageCodes);

/**
 * Four catalogue languages are missing from eld's 60 (Afrikaans, Galician,
 * Indonesian, Swahili). eld reads them as a close neighbour (or, for
 * Swahili, as an unsure guess); franc's full trigram set knows them, so when
 * franc names one of them and eld's answer is such a neighbour, franc wins.
 * franc's ISO 639-3 codes for them, and eld's usual misreading of each:
 */
const francOnly: ReadonlyMap<string, { code: LanguageCode; neighbours: readonly string[] }> =
  new Map([
    ['afr', { code: 'af', neighbours: ['nl'] }],
    ['glg', { code: 'gl', neighbours: ['pt', 'es', 'ca'] }],
    ['ind', { code: 'id', neighbours: ['ms'] }],
    ['swh', { code: 'sw', neighbours: ['tl', 'ms', 'yo', 'hr', 'tr', 'eu'] }],
  ]);

/** Fewest letters read before a language is named: "ok" or "hi" could be anything. */
export const minDetectableLetters = 3;

/**
 * Longest prefix read. The language of a long text shows in its first
 * couple of thousand characters, and the cap keeps a 1 MB text as fast as a
 * short one (a few hundred microseconds).
 */
export const maxReadLength = 2_000;

/** Letters from which the length of a text no longer lowers the confidence. */
const fullConfidenceLetters = 60;

/** franc is only asked on texts this long: below it, its trigrams guess. */
const francMinLength = 20;

function countLetters(text: string, atLeast: number): number {
  let letters = 0;
  for (const _ of text.matchAll(/\p{L}/gu)) {
    letters += 1;
    if (letters >= atLeast) break;
  }
  return letters;
}

/**
 * The language a text is written in, among the 48 of the language
 * catalogue, with a confidence from 0 to 1. Offline: the eld n-gram detector
 * (medium database), with franc as a second opinion for the four catalogue
 * languages eld lacks. Only the first 2,000 characters are read. Null, with
 * confidence 0, when the text has fewer than 3 letters or is written in a
 * language outside the catalogue. Any script, any length, synchronous.
 * @example detectLanguageWithConfidence('Bonjour à tous, comment allez-vous ?') // { code: 'fr', confidence: 0.8 }
 */
export function detectLanguageWithConfidence(text: string): LanguageDetection {
  const sample = text.slice(0, maxReadLength);
  const letters = countLetters(sample, fullConfidenceLetters);
  if (letters < minDetectableLetters) {
    return { code: null, confidence: 0 };
  }
  const result = eld.detect(sample);
  const scores = result.getScores();
  const top = result.language;
  const topScore = scores[top] ?? 0;
  // eld's score is a similarity, about 0.8 for a clear text, whatever its length; a short text
  // earns less trust, and an answer eld itself calls unreliable counts half.
  const lengthFactor = Math.min(1, 0.4 + (0.6 * letters) / fullConfidenceLetters);
  const reliability = result.isReliable() ? 1 : 0.5;
  const confidence = Math.round(Math.min(1, topScore) * lengthFactor * reliability * 1000) / 1000;

  if (sample.length >= francMinLength) {
    const second = francOnly.get(franc(sample, { minLength: francMinLength }));
    if (second && (top === '' || second.neighbours.includes(top))) {
      return { code: second.code, confidence: Math.min(confidence, 0.5) };
    }
  }
  if (!catalogue.has(top)) return { code: null, confidence: 0 };
  return { code: top as LanguageCode, confidence };
}

/**
 * The language a text is written in, among the 48 of the language
 * catalogue; null when the text is too short or in another language.
 * @example detectLanguage('Das Wetter ist heute herrlich.') // 'de'
 */
export function detectLanguage(text: string): LanguageCode | null {
  return detectLanguageWithConfidence(text).code;
}

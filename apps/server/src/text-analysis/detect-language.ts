import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { type LanguageCode, languageCodes, type languageEnrichmentSchema } from '@lookout/domain';
import type { z } from 'zod';
import { lazyModule } from './lazy-module.js';

const require = createRequire(import.meta.url);
/** An ES module's file: eld and franc ship no CommonJS build, and `require` of a file takes ES modules (Node 20.19+). */
const moduleFile = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));

interface LanguageModels {
  eld: typeof import('eld/medium')['eld'];
  francAll: typeof import('franc-all')['francAll'];
}

/**
 * eld's medium n-gram database and franc's trigrams (together about a second
 * to load), loaded on first use or by the warm-up at start.
 */
export const languageModels = lazyModule<LanguageModels>({
  importAsync: async () => {
    const [{ eld }, { francAll }] = await Promise.all([import('eld/medium'), import('franc-all')]);
    return { eld, francAll };
  },
  requireSync: () => ({
    eld: (require(moduleFile('eld/medium')) as typeof import('eld/medium')).eld,
    francAll: (require(moduleFile('franc-all')) as typeof import('franc-all')).francAll,
  }),
});

/** A detected language and how sure the detector is, as the language enrichment stores it. */
export type LanguageDetection = z.infer<typeof languageEnrichmentSchema>;

const catalogue: ReadonlySet<string> = new Set(languageCodes);

/**
 * eld knows 44 of the 48 catalogue languages: not Afrikaans, Galician,
 * Indonesian or Swahili, which it reads as a close neighbour. It also ties
 * Hindi with Marathi and Ukrainian with Belarusian on short texts. When eld
 * answers one of these neighbours, franc's trigrams (which know all 48)
 * settle it among the few candidates, by their ISO 639-3 codes.
 */
const contests: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries({
    nl: ['nld', 'afr'],
    es: ['spa', 'glg'],
    pt: ['por', 'glg'],
    ca: ['cat', 'glg'],
    ms: ['zlm', 'ind'],
    tl: ['tgl', 'swh', 'ind', 'zlm'],
    hi: ['hin', 'mar'],
    mr: ['hin', 'mar'],
    be: ['bel', 'ukr', 'rus'],
  }),
);

/** franc's codes of the 48 (and of the non-catalogue contestants, null). */
const fromFranc: ReadonlyMap<string, LanguageCode | null> = new Map(
  Object.entries({
    nld: 'nl',
    afr: 'af',
    spa: 'es',
    por: 'pt',
    cat: 'ca',
    glg: 'gl',
    zlm: 'ms',
    ind: 'id',
    swh: 'sw',
    hin: 'hi',
    mar: 'mr',
    ukr: 'uk',
    rus: 'ru',
    eng: 'en',
    fra: 'fr',
    tgl: null,
    bel: null,
  } as const),
);

/** When eld is unsure, franc also weighs Swahili, which eld cannot name. */
const unsureCandidates = ['swh', 'eng', 'fra', 'spa', 'por', 'ind', 'zlm', 'tgl'];

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
const francMinLength = 15;

/**
 * How much franc must prefer its answer over eld's (its scores put the best
 * at 1): Galician trigrams are close to Spanish and Portuguese ones, so franc
 * must be clearly surer before it turns eld's Spanish into Galician.
 */
const francMargins: ReadonlyMap<LanguageCode | null, number> = new Map([['gl', 0.9]]);

/**
 * franc's verdict among `candidates` when it clearly differs from eld's
 * `top`: a catalogue code, null for a language outside the catalogue, or
 * undefined to keep eld's answer.
 */
function settleContest(
  sample: string,
  top: string,
  candidates: readonly string[],
): LanguageCode | null | undefined {
  const ranked = languageModels
    .get()
    .francAll(sample, { only: [...candidates], minLength: francMinLength });
  const best = ranked[0];
  if (!best) return undefined;
  const settled = fromFranc.get(best[0]);
  if (settled === undefined || settled === top) return undefined;
  const eldScore = ranked.find(([code]) => fromFranc.get(code) === top)?.[1] ?? 0;
  return eldScore < (francMargins.get(settled) ?? 1) ? settled : undefined;
}

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
 * (medium database), with franc's trigrams settling the few languages eld
 * lacks or confuses. Loading eld's medium database costs ~65 MB of heap and
 * about a second at the server's start (the small one: 0.3 points less accurate
 * on the bench's samples, ~50 MB). Only the first 2,000 characters are read. Null, with
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
  const result = languageModels.get().eld.detect(sample);
  const scores = result.getScores();
  const top = result.language;
  const topScore = scores[top] ?? 0;
  // eld's score is a similarity, about 0.8 for a clear text, whatever its length; a short text
  // earns less trust, and an answer eld itself calls unreliable counts half.
  const lengthFactor = Math.min(1, 0.4 + (0.6 * letters) / fullConfidenceLetters);
  const reliability = result.isReliable() ? 1 : 0.5;
  const confidence = Math.round(Math.min(1, topScore) * lengthFactor * reliability * 1000) / 1000;

  const candidates = contests.get(top) ?? (result.isReliable() ? undefined : unsureCandidates);
  if (candidates && sample.length >= francMinLength) {
    const settled = settleContest(sample, top, candidates);
    if (settled !== undefined) {
      return settled === null
        ? { code: null, confidence: 0 }
        : { code: settled, confidence: Math.min(confidence, 0.6) };
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

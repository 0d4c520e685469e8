import { type LanguageCode, languageCodes } from '@lookout/domain';
import { franc } from 'franc-all';

/**
 * The detector's ISO 639-3 code(s) of each language Lookout knows (ISO 639-1).
 * The detector names macrolanguages by their main member: Standard Arabic,
 * Estonian (`ekk`), Iranian Persian, Standard Latvian, Malay (`zlm`),
 * Mandarin for Chinese, Swahili (`swh`); Norwegian is either written form.
 */
const detectorCodes = {
  af: ['afr'],
  ar: ['arb'],
  bg: ['bul'],
  bn: ['ben'],
  ca: ['cat'],
  cs: ['ces'],
  da: ['dan'],
  de: ['deu'],
  el: ['ell'],
  en: ['eng'],
  es: ['spa'],
  et: ['ekk'],
  eu: ['eus'],
  fa: ['pes'],
  fi: ['fin'],
  fr: ['fra'],
  gl: ['glg'],
  gu: ['guj'],
  he: ['heb'],
  hi: ['hin'],
  hr: ['hrv'],
  hu: ['hun'],
  id: ['ind'],
  it: ['ita'],
  ja: ['jpn'],
  ko: ['kor'],
  lt: ['lit'],
  lv: ['lvs'],
  mr: ['mar'],
  ms: ['zlm'],
  nl: ['nld'],
  no: ['nob', 'nno'],
  pa: ['pan'],
  pl: ['pol'],
  pt: ['por'],
  ro: ['ron'],
  ru: ['rus'],
  sk: ['slk'],
  sl: ['slv'],
  sr: ['srp'],
  sv: ['swe'],
  sw: ['swh'],
  ta: ['tam'],
  th: ['tha'],
  tr: ['tur'],
  uk: ['ukr'],
  vi: ['vie'],
  zh: ['cmn'],
} as const satisfies Record<LanguageCode, readonly string[]>;

const languageOfDetectorCode: ReadonlyMap<string, LanguageCode> = new Map(
  languageCodes.flatMap((code) => detectorCodes[code].map((iso3) => [iso3, code] as const)),
);

/** Only the languages Lookout knows are considered: a text is never labelled with one it cannot show. */
const only = [...languageOfDetectorCode.keys()];

/** Fewest characters the detector reads before it names a language. */
export const minDetectableLength = 10;

/** Longest prefix read: the language of a long text shows in its first few thousand characters. */
const maxReadLength = 5_000;

/**
 * The language a text is written in, among the 48 of the language catalogue,
 * by an offline trigram detector (franc); null when the text is too short
 * (under 10 characters) or shows no known language.
 * @example detectLanguage('Bonjour à tous, comment allez-vous ?') // 'fr'
 */
export function detectLanguage(text: string): LanguageCode | null {
  const code = franc(text.slice(0, maxReadLength), { only, minLength: minDetectableLength });
  return languageOfDetectorCode.get(code) ?? null;
}

import { languageCountries } from '../catalogues/language-countries.js';
import type { LanguageCode } from '../catalogues/languages.js';

/** Code point of the regional indicator symbol for the letter A. */
const regionalIndicatorA = 0x1f1e6;

/**
 * The flag emoji of a two-letter country code (ISO 3166-1 alpha-2), in either
 * case; an empty string for anything else.
 *
 * @example countryFlagEmoji('fr') // '🇫🇷'
 * @example countryFlagEmoji('FRA') // ''
 */
export function countryFlagEmoji(countryCode: string): string {
  if (!/^[a-z]{2}$/i.test(countryCode)) return '';
  const upper = countryCode.toUpperCase();
  return String.fromCodePoint(
    regionalIndicatorA + upper.charCodeAt(0) - 65,
    regionalIndicatorA + upper.charCodeAt(1) - 65,
  );
}

/**
 * The flag emoji standing for a language (see `languageCountries`); an empty
 * string for languages outside the 48 Lookout detects.
 *
 * @example languageFlagEmoji('ja') // '🇯🇵'
 */
export function languageFlagEmoji(languageCode: string): string {
  const code = languageCode.toLowerCase();
  if (!Object.hasOwn(languageCountries, code)) return '';
  return countryFlagEmoji(languageCountries[code as LanguageCode]);
}

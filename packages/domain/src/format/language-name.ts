import { type LanguageCode, languageNames } from '../catalogues/languages.js';

/**
 * The English name of a language code: Lookout's own name for the 48 languages
 * it detects, the runtime's name for other valid codes, else the code itself.
 *
 * @example languageDisplayName('de') // 'German'
 * @example languageDisplayName('en-GB') // 'British English'
 * @example languageDisplayName('zz') // 'zz'
 */
export function languageDisplayName(code: string): string {
  const lower = code.toLowerCase();
  if (Object.hasOwn(languageNames, lower)) return languageNames[lower as LanguageCode];
  try {
    const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
    return names.of(code) ?? code;
  } catch {
    // Not a well-formed language tag.
    return code;
  }
}

import { searchDocumentMaxBytes } from './search-document.js';
import {
  longWordLexeme,
  searchSuffixMaxLength,
  searchSuffixMinLength,
  searchWordMaxLength,
} from './search-words.js';

/** A character outside ASCII whose lower case holds an ASCII letter or digit (the Kelvin sign, dotted capital I). */
const foldsIntoAscii = (character: string) => /[a-z0-9]/.test(character.toLowerCase());

/**
 * The lexemes of a run's search document, built in the server from the
 * stored text of its input and output (`input #>> '{}'`, read from
 * PostgreSQL) exactly as `searchDocumentSql` builds them in the database, or
 * null when the document is too large (the run keeps a NULL document), or
 * `'database'` when only PostgreSQL's `lower` can say what the words are:
 * the text holds a character outside ASCII whose lower case is an ASCII
 * letter, which `lower` may or may not fold depending on the collation.
 * Every other character outside ASCII separates words either way (its lower
 * case stays outside ASCII), so JavaScript's lower case gives the same words.
 * @example searchDocumentLexemes('Refund days', null) // ['refund', '~fund', '~und', 'days', '~ays']
 */
export function searchDocumentLexemes(
  input: string | null,
  output: string | null,
): string[] | null | 'database' {
  const text = `${input ?? ''} ${output ?? ''}`;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the test is "any character outside ASCII"
  if (/[^\u0000-\u007f]/.test(text)) {
    for (const character of text)
      if (character.charCodeAt(0) > 0x7f && foldsIntoAscii(character)) return 'database';
  }
  const lexemes = new Set<string>();
  for (const word of new Set(text.toLowerCase().split(/[^a-z0-9]+/))) {
    if (word === '') continue;
    lexemes.add(word.slice(0, searchWordMaxLength));
    if (word.length > searchWordMaxLength) {
      lexemes.add(longWordLexeme);
      continue;
    }
    for (let start = 1; start <= word.length - searchSuffixMinLength; start += 1)
      lexemes.add(`~${word.slice(start, start + searchSuffixMaxLength)}`);
  }
  let bytes = 0;
  for (const lexeme of lexemes) bytes += lexeme.length;
  return bytes > searchDocumentMaxBytes ? null : [...lexemes];
}

/**
 * A `tsvector` literal of lexemes: each quoted, as they hold only ASCII
 * letters, digits and `~`, no escape is needed.
 * @example tsvectorLiteral(['a', '~b']) // "'a' '~b'"
 */
export function tsvectorLiteral(lexemes: readonly string[]): string {
  return lexemes.map((lexeme) => `'${lexeme}'`).join(' ');
}

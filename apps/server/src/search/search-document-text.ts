import { searchDocumentMaxBytes } from './search-document.js';
import { longWordLexeme, searchWordMaxLength } from './search-words.js';

/** A character outside ASCII whose lower case holds an ASCII letter or digit (the Kelvin sign, dotted capital I). */
const foldsIntoAscii = (character: string) => /[a-z0-9]/.test(character.toLowerCase());

/** A run's search document built in the server. */
export interface SearchDocumentText {
  /** The document as a `tsvector` literal. */
  literal: string;
  /** Its words (cut to `searchWordMaxLength`), for the vocabulary. */
  words: string[];
}

/**
 * A run's search document, built in the server from the stored text of its
 * input and output (`input #>> '{}'`, read from PostgreSQL) with the lexemes
 * `searchDocumentSql` builds in the database; or null when the document is
 * too large (the run keeps a NULL document); or `'database'` when only
 * PostgreSQL's `lower` can say what the words are: the text holds a
 * character outside ASCII whose lower case is an ASCII letter, which `lower`
 * may or may not fold depending on the collation. Every other character
 * outside ASCII separates words either way (its lower case stays outside
 * ASCII), so JavaScript's lower case gives the same words.
 * @example searchDocumentText('Refund days', null) // { literal: "'refund' 'days'", words: ['refund', 'days'] }
 */
export function searchDocumentText(
  input: string | null,
  output: string | null,
): SearchDocumentText | null | 'database' {
  const text = `${input ?? ''} ${output ?? ''}`;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the test is "any character outside ASCII"
  if (/[^\u0000-\u007f]/.test(text)) {
    for (const character of text)
      if (character.charCodeAt(0) > 0x7f && foldsIntoAscii(character)) return 'database';
  }
  const words = new Set<string>();
  let hasLongWord = false;
  let bytes = 0;
  for (const part of text.toLowerCase().split(/[^a-z0-9]+/)) {
    if (part === '') continue;
    if (part.length > searchWordMaxLength) hasLongWord = true;
    const word = part.slice(0, searchWordMaxLength);
    if (words.has(word)) continue;
    words.add(word);
    bytes += word.length;
  }
  const lexemes = [...words];
  if (hasLongWord) {
    lexemes.push(longWordLexeme);
    bytes += longWordLexeme.length;
  }
  if (bytes > searchDocumentMaxBytes) return null;
  return { literal: tsvectorLiteral(lexemes), words: [...words] };
}

/**
 * A `tsvector` literal of lexemes: each quoted, as they hold only ASCII
 * letters, digits and `~`, no escape is needed.
 * @example tsvectorLiteral(['a', '~~long']) // "'a' '~~long'"
 */
export function tsvectorLiteral(lexemes: readonly string[]): string {
  return lexemes.map((lexeme) => `'${lexeme}'`).join(' ');
}

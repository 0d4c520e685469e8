import { searchDocumentMaxBytes } from './search-document.js';
import {
  longWordLexeme,
  searchSuffixMaxLength,
  searchSuffixMinLength,
  searchWordMaxLength,
} from './search-words.js';

/** A character outside ASCII whose lower case holds an ASCII letter or digit (the Kelvin sign, dotted capital I). */
const foldsIntoAscii = (character: string) => /[a-z0-9]/.test(character.toLowerCase());

/** Words whose lexemes are remembered; past it the memory starts again. */
const cachedWordsMax = 50_000;

/** A word's lexemes as a `tsvector` literal piece, and their bytes. */
interface WordLexemes {
  literal: string;
  bytes: number;
}

/** The lexemes of recent words: natural language repeats its words, so most are found here. */
const wordLexemes = new Map<string, WordLexemes>();

/**
 * The lexemes one word adds to a document: the word cut to
 * `searchWordMaxLength`, and every proper suffix of `searchSuffixMinLength`
 * or more characters cut to `searchSuffixMaxLength` and marked `~`, or
 * `longWordLexeme` for a longer word.
 */
function lexemesOfWord(word: string): string[] {
  const lexemes = [word.slice(0, searchWordMaxLength)];
  if (word.length > searchWordMaxLength) return [...lexemes, longWordLexeme];
  for (let start = 1; start <= word.length - searchSuffixMinLength; start += 1)
    lexemes.push(`~${word.slice(start, start + searchSuffixMaxLength)}`);
  return lexemes;
}

function cachedLexemes(word: string): WordLexemes {
  const known = wordLexemes.get(word);
  if (known) return known;
  const lexemes = lexemesOfWord(word);
  const entry = {
    literal: tsvectorLiteral(lexemes),
    bytes: lexemes.reduce((sum, lexeme) => sum + lexeme.length, 0),
  };
  if (wordLexemes.size >= cachedWordsMax) wordLexemes.clear();
  wordLexemes.set(word, entry);
  return entry;
}

/**
 * A run's search document as a `tsvector` literal, built in the server from
 * the stored text of its input and output (`input #>> '{}'`, read from
 * PostgreSQL) with the lexemes `searchDocumentSql` builds in the database
 * (the literal may repeat a lexeme: reading it keeps each once), or null when
 * the document is too large (the run keeps a NULL document), or `'database'`
 * when only PostgreSQL's `lower` can say what the words are: the text holds a
 * character outside ASCII whose lower case is an ASCII letter, which `lower`
 * may or may not fold depending on the collation. Every other character
 * outside ASCII separates words either way (its lower case stays outside
 * ASCII), so JavaScript's lower case gives the same words.
 * @example searchDocumentText('Refund days', null) // "'refund' '~fund' '~und' 'days' '~ays'"
 */
export function searchDocumentText(
  input: string | null,
  output: string | null,
): string | null | 'database' {
  const text = `${input ?? ''} ${output ?? ''}`;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the test is "any character outside ASCII"
  if (/[^\u0000-\u007f]/.test(text)) {
    for (const character of text)
      if (character.charCodeAt(0) > 0x7f && foldsIntoAscii(character)) return 'database';
  }
  const words = new Set(text.toLowerCase().split(/[^a-z0-9]+/));
  words.delete('');
  const pieces: string[] = [];
  let bytes = 0;
  for (const word of words) {
    const lexemes = cachedLexemes(word);
    pieces.push(lexemes.literal);
    bytes += lexemes.bytes;
  }
  // Words may share suffixes: the sum counts those more than once, so only past the limit is it counted exactly.
  if (bytes > searchDocumentMaxBytes) {
    const distinct = new Set([...words].flatMap(lexemesOfWord));
    bytes = 0;
    for (const lexeme of distinct) bytes += lexeme.length;
    if (bytes > searchDocumentMaxBytes) return null;
  }
  return pieces.join(' ');
}

/**
 * A `tsvector` literal of lexemes: each quoted, as they hold only ASCII
 * letters, digits and `~`, no escape is needed.
 * @example tsvectorLiteral(['a', '~b']) // "'a' '~b'"
 */
export function tsvectorLiteral(lexemes: readonly string[]): string {
  return lexemes.map((lexeme) => `'${lexeme}'`).join(' ');
}

/**
 * Longest word, in characters, a search document keeps: longer words are kept
 * as their first `searchWordMaxLength` characters (and stand for
 * `longWordLexeme` in searches inside words), and a query word that long
 * looks them up as a prefix. Keeps every lexeme far below PostgreSQL's 2 KB.
 */
export const searchWordMaxLength = 100;

/**
 * Shortest query word looked up inside words: the vocabulary's trigram index
 * (`search-vocabulary.ts`) narrows nothing below three characters.
 */
export const searchInsideWordMinLength = 3;

/**
 * The lexeme of a document holding a word longer than `searchWordMaxLength`:
 * a text inside such a word may lie past the part kept, so a query word
 * found inside words always matches it too.
 */
export const longWordLexeme = '~~long';

/** Whether a character is a word character of the search index: ASCII letter or digit. */
const isWordCharacter = (character: string) => /^[A-Za-z0-9]$/.test(character);

/** Whether a character separates words for certain: ASCII and not a letter or digit. */
const isAsciiSeparator = (character: string) =>
  character.charCodeAt(0) < 0x80 && !isWordCharacter(character);

/** One word of the index that any text containing the query must hold. */
export interface SearchWord {
  /** Lower-case ASCII letters and digits. */
  word: string;
  /**
   * `exact`: a whole word of the text; `prefix`: the start of one; `inside`:
   * anywhere in one (the query may start in the middle of a word).
   */
  match: 'exact' | 'prefix' | 'inside';
}

/**
 * The index words that every text containing `query` (any case, as ILIKE
 * compares: both lower-cased) holds, so looking them up never misses a match.
 * A word of the query (a run of ASCII letters and digits) is
 * - `exact` when, inside the query, ASCII separators (space, punctuation)
 *   stand on both sides of it;
 * - `prefix` when one stands before it only (the query ends, or a non-ASCII
 *   character follows, whose lower case might be or join letters);
 * - `inside` otherwise (it may be the end or the middle of a longer word);
 *   such a word shorter than `searchInsideWordMinLength` is left out.
 * An empty list means the index cannot narrow the search (no ASCII word, or
 * only short ones inside words).
 * @example searchWords('refund policy') // refund inside, policy prefix
 * @example searchWords('the "business days" rule') // the inside; business, days exact; rule prefix
 */
export function searchWords(query: string): SearchWord[] {
  const characters = [...query];
  const words: SearchWord[] = [];
  let index = 0;
  while (index < characters.length) {
    if (!isWordCharacter(characters[index] ?? '')) {
      index += 1;
      continue;
    }
    const start = index;
    while (index < characters.length && isWordCharacter(characters[index] ?? '')) index += 1;
    const before = characters[start - 1];
    const after = characters[index];
    const word = characters.slice(start, index).join('').toLowerCase();
    const startsWord = before !== undefined && isAsciiSeparator(before);
    const endsWord = after !== undefined && isAsciiSeparator(after);
    if (!startsWord) {
      if (word.length >= searchInsideWordMinLength) words.push({ word, match: 'inside' });
    } else {
      words.push({ word, match: endsWord ? 'exact' : 'prefix' });
    }
  }
  return words;
}

/**
 * The `tsquery` text requiring every whole word and word start of `words`
 * (`'a' & 'b':*`), or null when there is none; words found inside words are
 * looked up in the vocabulary instead (`search-vocabulary.ts`). Words hold
 * only `[a-z0-9]`, so quoting needs no escapes.
 * @example wordStartsTsQuery(searchWords('refund policy')) // "'policy':*"
 */
export function wordStartsTsQuery(words: readonly SearchWord[]): string | null {
  const terms = new Set<string>();
  for (const { word, match } of words) {
    if (match === 'inside') continue;
    terms.add(
      match === 'exact' && word.length <= searchWordMaxLength
        ? `'${word}'`
        : `'${word.slice(0, searchWordMaxLength)}':*`,
    );
  }
  return terms.size === 0 ? null : [...terms].join(' & ');
}

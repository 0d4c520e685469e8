/** Where a piece of text must occur in a longer text. */
export type TextPosition = 'contains' | 'starts' | 'ends';

/**
 * A LIKE/ILIKE pattern that finds `text` literally at `position`: `\`, `%`
 * and `_` in the text are escaped with PostgreSQL's default LIKE escape
 * character (backslash), so they match themselves. The pattern is bound as a
 * parameter, never spliced into SQL.
 * @example likePattern('100%_off', 'contains') // '%100\\%\\_off%'
 */
export function likePattern(text: string, position: TextPosition): string {
  const literal = text.replace(/[\\%_]/g, (character) => `\\${character}`);
  if (position === 'starts') return `${literal}%`;
  if (position === 'ends') return `%${literal}`;
  return `%${literal}%`;
}

/**
 * Whether PostgreSQL can hold `text`. Its text type cannot contain NUL
 * (U+0000): binding one fails the query, and no stored value contains one, so
 * filters treat such a value as one that matches nothing instead of sending it.
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000');
}

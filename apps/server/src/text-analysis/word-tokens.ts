/**
 * The words of a text for overlap scores: runs of letters and digits,
 * lower-cased, punctuation dropped. No stemming and no stop words, so scores
 * match the worked examples they are tested against.
 * @example wordTokens('Police killed the gunman.') // ['police', 'killed', 'the', 'gunman']
 */
export function wordTokens(text: string): string[] {
  return text.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** How many times each item occurs. */
export function counts<T>(items: readonly T[]): Map<T, number> {
  const tally = new Map<T, number>();
  for (const item of items) tally.set(item, (tally.get(item) ?? 0) + 1);
  return tally;
}

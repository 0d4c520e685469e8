/** Deepest nesting of arrays and objects an ingestion body may have. */
export const maxJsonDepth = 64;

/**
 * True when `value` nests arrays or objects deeper than `limit`. Iterative, so
 * a hostile body cannot overflow the stack while it is being measured.
 */
export function exceedsJsonDepth(value: unknown, limit = maxJsonDepth): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const next = stack.pop();
    if (!next) break;
    const [current, depth] = next;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Array.isArray(current) ? current : Object.values(current)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}

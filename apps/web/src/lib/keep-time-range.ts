/** The URL keys of the logs' time range (`range=24h`, or `from` and `to`). */
export const logsTimeRangeKeys = ['range', 'from', 'to'] as const;

/**
 * A sidebar link to another logs list (LLM calls, traces, conversations) that keeps the time
 * range of the list open now, so switching the list type does not widen it to all time. Links
 * elsewhere, or from elsewhere, are left as they are.
 *
 * @example linkKeepingTimeRange('/logs?type=trace', '/logs', '?type=llm&range=1h') // '/logs?type=trace&range=1h'
 */
export function linkKeepingTimeRange(link: string, pathname: string, search: string): string {
  const [linkPath, linkQuery = ''] = link.split('?');
  if (linkPath !== '/logs' || pathname !== '/logs') return link;
  const current = new URLSearchParams(search);
  const next = new URLSearchParams(linkQuery);
  if (next.has('view')) return link;
  let kept = false;
  for (const key of logsTimeRangeKeys) {
    const value = current.get(key);
    if (value === null || next.has(key)) continue;
    next.set(key, value);
    kept = true;
  }
  return kept ? `${linkPath}?${next.toString()}` : link;
}

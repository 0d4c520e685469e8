/** The query parameter that names the selected span of a trace, so a link reopens it. */
export const spanParam = 'span';

/**
 * The link to one span of a trace: the trace's page with the span selected.
 *
 * @example spanLink('https://lookout.test', 'root-id', 'span-id') // 'https://lookout.test/logs/root-id?span=span-id'
 */
export function spanLink(origin: string, traceId: string, spanId: string): string {
  return `${origin}/logs/${traceId}?${new URLSearchParams({ [spanParam]: spanId }).toString()}`;
}

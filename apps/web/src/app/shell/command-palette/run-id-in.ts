// A run id is a UUID; people paste it alone, inside a run link (/logs/{id}) or a list link
// (?selected={id}).
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * The run id in what was typed or pasted into the command palette, lower-cased, or null.
 *
 * @example runIdIn(' https://lookout.test/logs/0A0B…-… ') // '0a0b…-…'
 */
export function runIdIn(text: string): string | null {
  return uuid.exec(text)?.[0].toLowerCase() ?? null;
}

/**
 * JSON that SDKs log as text (tool arguments, tool results, a stringified payload), read back
 * for display. Only objects and arrays count: a string like `"42"` or `true` stays text, since
 * showing it as a tree would hide nothing and surprise the reader.
 */
export function parseJsonText(text: string): object | undefined {
  const trimmed = text.trim();
  const first = trimmed[0];
  if (first !== '{' && first !== '[') return undefined;
  try {
    const value: unknown = JSON.parse(trimmed);
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A copy of a logged value with every string that holds a JSON object or array replaced by the
 * parsed value, at any depth, so a tool result nested in a message reads as a tree too.
 */
export function expandJsonStrings(value: unknown, depth = 0): unknown {
  // Logged values can be deep; past this depth strings stay as logged rather than risk a stack
  // overflow on a pathological payload.
  if (depth > 32) return value;
  if (typeof value === 'string') {
    const parsed = parseJsonText(value);
    return parsed === undefined ? value : expandJsonStrings(parsed, depth + 1);
  }
  if (Array.isArray(value)) return value.map((item) => expandJsonStrings(item, depth + 1));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, expandJsonStrings(item, depth + 1)]),
    );
  }
  return value;
}

/** The text a Copy button puts on the clipboard: strings as logged, anything else as JSON. */
export function copyText(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2) ?? String(value);
}

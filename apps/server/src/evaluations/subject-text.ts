/**
 * The text checks read in a stored input or output, as the log filters read
 * it in SQL (`search/run-content-text.ts`): a string as itself; a
 * chat message as its content (text parts joined by newlines, '' for a
 * message with only tool calls); a list of chat messages as the text of each
 * joined by newlines; any other JSON value as its JSON text. Null when there
 * is no such field.
 */
export function subjectText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (isMessageList(value)) return value.map(messageText).join('\n');
  return messageText(value);
}

/**
 * The text a field starts with (`first`) or ends with (`last`): the first or
 * last message of a chat list, else the whole field's text.
 */
export function edgeText(value: unknown, edge: 'first' | 'last'): string | null {
  if (value === null || value === undefined) return null;
  if (isMessageList(value)) return messageText(edge === 'first' ? value[0] : value.at(-1));
  return messageText(value);
}

/** A list of chat messages: its first element is an object with a `content` key. */
function isMessageList(value: unknown): value is unknown[] {
  if (!Array.isArray(value) || value.length === 0) return false;
  const first: unknown = value[0];
  return typeof first === 'object' && first !== null && 'content' in first;
}

function messageText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && 'content' in value) {
    const content = (value as { content: unknown }).content;
    if (typeof content === 'string') return content;
    if (content === null) return '';
    if (Array.isArray(content)) {
      return content
        .map((part) =>
          typeof part === 'object' && part !== null && 'text' in part && part.text != null
            ? String(part.text)
            : null,
        )
        .filter((text): text is string => text !== null)
        .join('\n');
    }
  }
  return JSON.stringify(value) ?? '';
}

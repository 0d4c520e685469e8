import type { ChatMessage } from '@lookout/domain';

/**
 * `{{name}}` as `templateVariables` in @lookout/domain finds it, for marking variables in the
 * editor's text (that module keeps its pattern to itself).
 */
export const variablePattern = /\{\{\s*([A-Za-z0-9_][\w.-]*)\s*\}\}/g;

/** The editable text of a message: its string content, or its text parts joined. */
export function messageText(message: ChatMessage): string {
  const content = message.content;
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part) => (part.type === 'text' ? part.text : ''))
    .filter(Boolean)
    .join('\n');
}

import type { ChatMessage, TemplateContent } from '@lookout/domain';

/** `{{name}}`, spaces allowed inside the braces, as the server renders them. */
export const variablePattern = /\{\{\s*([A-Za-z_][\w.-]*)\s*\}\}/g;

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

/** The variable names of one text, in order of first appearance. */
export function textVariables(text: string): string[] {
  const names = [...text.matchAll(variablePattern)].map((match) => match[1] ?? '');
  return [...new Set(names)];
}

/**
 * The variables a template uses, each once, in order of first appearance.
 * @example templateVariables([{ role: 'user', content: 'Hi {{name}}' }]) // ['name']
 */
export function templateVariables(content: TemplateContent): string[] {
  const texts = typeof content === 'string' ? [content] : content.map(messageText);
  return [...new Set(texts.flatMap(textVariables))];
}

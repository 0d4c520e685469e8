import type { ChatMessage } from '../entities/chat-message.js';
import type { TemplateContent } from '../entities/template-version.js';

/**
 * `{{name}}` in a template's text; spaces inside the braces are allowed (`{{ name }}`). Names
 * are letters, digits, `_`, `-` and `.`, as the SDKs (Lunary, Langfuse) write them.
 */
const variablePattern = /\{\{\s*([A-Za-z0-9_][\w.-]*)\s*\}\}/g;

/** A variable the template uses had no value. */
export class MissingTemplateVariableError extends Error {
  constructor(readonly variable: string) {
    super(`The variable "${variable}" has no value.`);
    this.name = 'MissingTemplateVariableError';
  }
}

/** Every text of a template: a text template's string, each message's text content and parts. */
function textsOf(content: TemplateContent): string[] {
  if (typeof content === 'string') return [content];
  return content.flatMap((message) => {
    const value = (message as { content?: unknown }).content;
    if (typeof value === 'string') return [value];
    if (!Array.isArray(value)) return [];
    return value.flatMap((part: { type?: string; text?: unknown }) =>
      part.type === 'text' && typeof part.text === 'string' ? [part.text] : [],
    );
  });
}

/**
 * The variables a template uses, each once, in the order they first appear.
 * @example templateVariables([{ role: 'user', content: 'Hi {{name}}, {{ name }} from {{city}}' }]) // ['name', 'city']
 */
export function templateVariables(content: TemplateContent): string[] {
  const seen = new Set<string>();
  for (const text of textsOf(content)) {
    for (const match of text.matchAll(variablePattern)) if (match[1]) seen.add(match[1]);
  }
  return [...seen];
}

function renderText(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(variablePattern, (_whole, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) throw new MissingTemplateVariableError(name);
    return value;
  });
}

function renderMessage(message: ChatMessage, values: Readonly<Record<string, string>>) {
  const value = (message as { content?: unknown }).content;
  if (typeof value === 'string') return { ...message, content: renderText(value, values) };
  if (!Array.isArray(value)) return message;
  return {
    ...message,
    content: value.map((part: { type?: string; text?: unknown }) =>
      part.type === 'text' && typeof part.text === 'string'
        ? { ...part, text: renderText(part.text, values) }
        : part,
    ),
  } as ChatMessage;
}

/**
 * The template with every `{{variable}}` replaced by its value; throws
 * `MissingTemplateVariableError` naming the first variable without one (an empty string is a value).
 * @example renderTemplate('Hello {{name}}', { name: 'Ada' }) // 'Hello Ada'
 */
export function renderTemplate<Content extends TemplateContent>(
  content: Content,
  values: Readonly<Record<string, string>>,
): Content {
  if (typeof content === 'string') return renderText(content, values) as Content;
  return (content as ChatMessage[]).map((message) => renderMessage(message, values)) as Content;
}

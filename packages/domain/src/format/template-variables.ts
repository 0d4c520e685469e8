import type { TemplateContent } from '../entities/template-version.js';

/** `{{ name }}`: letters, digits, `_`, `-` and `.`, spaces around the name allowed. */
const variablePattern = /\{\{\s*([\w.-]+)\s*\}\}/g;

/** Thrown by `renderTemplate` when the content uses a variable that has no value. */
export class MissingTemplateVariableError extends Error {
  override name = 'MissingTemplateVariableError';
  constructor(readonly variable: string) {
    super(`Missing value for variable "${variable}"`);
  }
}

function textsOf(content: TemplateContent): string[] {
  if (typeof content === 'string') return [content];
  return content.flatMap((message) => {
    const value = (message as { content?: unknown }).content;
    if (typeof value === 'string') return [value];
    if (!Array.isArray(value)) return [];
    return value.flatMap((part: unknown) =>
      typeof part === 'object' && part !== null && 'text' in part && typeof part.text === 'string'
        ? [part.text]
        : [],
    );
  });
}

/**
 * The distinct `{{variables}}` a template's content uses, in order of first use.
 *
 * @example templateVariables([{ role: 'user', content: 'Hi {{name}}, {{ name }} from {{city}}' }]) // ['name', 'city']
 */
export function templateVariables(content: TemplateContent): string[] {
  const names = new Set<string>();
  for (const text of textsOf(content)) {
    for (const match of text.matchAll(variablePattern)) names.add(match[1] as string);
  }
  return [...names];
}

function renderText(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(variablePattern, (_, name: string) => {
    if (!Object.hasOwn(values, name)) throw new MissingTemplateVariableError(name);
    return values[name] as string;
  });
}

/**
 * The content with every `{{variable}}` replaced by its value, in text
 * messages and text parts; other parts (images, audio) are kept as they are.
 * Throws `MissingTemplateVariableError` naming the first variable without a value.
 *
 * @example renderTemplate('Hello {{name}}', { name: 'Ada' }) // 'Hello Ada'
 */
export function renderTemplate<Content extends TemplateContent>(
  content: Content,
  values: Readonly<Record<string, string>>,
): Content {
  if (typeof content === 'string') return renderText(content, values) as Content;
  return content.map((message) => {
    const value = (message as { content?: unknown }).content;
    if (typeof value === 'string') return { ...message, content: renderText(value, values) };
    if (!Array.isArray(value)) return message;
    const parts = value.map((part: unknown) =>
      typeof part === 'object' && part !== null && 'text' in part && typeof part.text === 'string'
        ? { ...part, text: renderText(part.text, values) }
        : part,
    );
    return { ...message, content: parts };
  }) as Content;
}

import type { DatasetItemValue } from '@lookout/domain';

/**
 * An item's input or expected output as text: a string as it is, messages as `role: text`
 * lines (images as their URL).
 */
export function itemValueText(value: DatasetItemValue | null): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  return value
    .map((message) => {
      const text =
        typeof message.content === 'string'
          ? message.content
          : message.content
              .map((part) => (part.type === 'text' ? part.text : `[image] ${part.image_url.url}`))
              .join('\n');
      return `${message.role}: ${text}`;
    })
    .join('\n');
}

import { describe, expect, it } from 'vitest';
import {
  MissingTemplateVariableError,
  renderTemplate,
  templateVariables,
} from './template-variables.js';

describe('templateVariables', () => {
  it('lists each variable once, in order of first use, across messages and text parts', () => {
    expect(
      templateVariables([
        { role: 'system', content: 'You help {{ company }} customers.' },
        { role: 'user', content: [{ type: 'text', text: 'I am {{name}} from {{company}}' }] },
      ]),
    ).toEqual(['company', 'name']);
  });

  it('finds none in plain text and ignores single braces', () => {
    expect(templateVariables('Hello {name} and { {x} }')).toEqual([]);
  });
});

describe('renderTemplate', () => {
  it('fills every variable in text and chat content, leaving other parts alone', () => {
    const image = { type: 'image_url' as const, image_url: { url: 'https://example.com/a.png' } };
    expect(
      renderTemplate(
        [
          { role: 'system', content: 'Answer as {{tone}}.' },
          { role: 'user', content: [{ type: 'text', text: 'Hi {{ name }}' }, image] },
        ],
        { tone: 'a pirate', name: 'Ada' },
      ),
    ).toEqual([
      { role: 'system', content: 'Answer as a pirate.' },
      { role: 'user', content: [{ type: 'text', text: 'Hi Ada' }, image] },
    ]);
    expect(renderTemplate('{{a}}-{{a}}', { a: 'x' })).toBe('x-x');
  });

  it('names the variable that has no value', () => {
    expect(() => renderTemplate('Hi {{name}}, {{city}}', { name: 'Ada' })).toThrow(
      new MissingTemplateVariableError('city'),
    );
    expect(() => renderTemplate('{{toString}}', {})).toThrow(
      'Missing value for variable "toString"',
    );
  });

  it('keeps an empty value and does not re-render values that look like variables', () => {
    expect(renderTemplate('[{{a}}]{{b}}', { a: '', b: '{{a}}' })).toBe('[]{{a}}');
  });
});

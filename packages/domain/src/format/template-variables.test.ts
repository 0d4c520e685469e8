import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../entities/chat-message.js';
import {
  MissingTemplateVariableError,
  renderTemplate,
  templateVariables,
} from './template-variables.js';

const messages: ChatMessage[] = [
  { role: 'system', content: 'You answer for {{company}}.' },
  {
    role: 'user',
    content: [
      { type: 'text', text: 'I am {{ name }} from {{city}}; {{name}} again.' },
      { type: 'image_url', image_url: { url: 'https://example.com/{{not_text}}.png' } },
    ],
  },
  { role: 'assistant', content: null, tool_calls: [] } as unknown as ChatMessage,
];

describe('templateVariables', () => {
  it('lists each variable of every message once, in order of first use', () => {
    expect(templateVariables(messages)).toEqual(['company', 'name', 'city']);
  });

  it('reads text templates, and ignores braces that hold no name', () => {
    expect(templateVariables('{{a}} {{ b.c }} {{}} {{ }} {x} {{d-e}}')).toEqual([
      'a',
      'b.c',
      'd-e',
    ]);
    expect(templateVariables('no variables')).toEqual([]);
  });
});

describe('renderTemplate', () => {
  it('fills every message and text part, leaving other parts alone', () => {
    const rendered = renderTemplate(messages, { company: 'Acme', name: 'Ada', city: 'Paris' });
    expect(rendered[0]).toEqual({ role: 'system', content: 'You answer for Acme.' });
    expect(rendered[1]).toEqual({
      role: 'user',
      content: [
        { type: 'text', text: 'I am Ada from Paris; Ada again.' },
        { type: 'image_url', image_url: { url: 'https://example.com/{{not_text}}.png' } },
      ],
    });
    expect(rendered[2]).toBe(messages[2]);
  });

  it('renders text templates and accepts an empty value', () => {
    expect(renderTemplate('Hello {{name}}!{{suffix}}', { name: 'Ada', suffix: '' })).toBe(
      'Hello Ada!',
    );
  });

  it('fails naming the first variable without a value', () => {
    expect(() => renderTemplate(messages, { company: 'Acme', name: 'Ada' })).toThrow(
      new MissingTemplateVariableError('city'),
    );
    expect(() => renderTemplate('{{toString}}', {})).toThrow(
      'The variable "toString" has no value.',
    );
  });
});

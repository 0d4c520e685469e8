import { describe, expect, it } from 'vitest';
import { templateVariables, textVariables } from './template-variables';

describe('templateVariables', () => {
  it('finds each variable once, in order, in every message and in text parts', () => {
    expect(
      templateVariables([
        { role: 'system', content: 'You help {{ company }} customers.' },
        { role: 'user', content: [{ type: 'text', text: 'Hi, I am {{name}} from {{company}}' }] },
        { role: 'assistant', content: null },
      ]),
    ).toEqual(['company', 'name']);
  });

  it('reads a text template and ignores braces that are not a variable', () => {
    expect(templateVariables('Dear {{user.first_name}}, {{ }} {single} {{1bad}}')).toEqual([
      'user.first_name',
    ]);
    expect(textVariables('no variables')).toEqual([]);
  });
});

import { templateVariables } from '@lookout/domain';
import { describe, expect, it } from 'vitest';
import { messageText, variablePattern } from './template-variables';

describe('messageText', () => {
  it('reads string content, joins text parts and gives nothing for a tool-call-only message', () => {
    expect(messageText({ role: 'user', content: 'Hi {{name}}' })).toBe('Hi {{name}}');
    expect(
      messageText({
        role: 'user',
        content: [
          { type: 'text', text: 'Look:' },
          { type: 'image_url', image_url: { url: 'https://example.com/a.png' } },
          { type: 'text', text: 'what is it?' },
        ],
      }),
    ).toBe('Look:\nwhat is it?');
    expect(messageText({ role: 'assistant', content: null })).toBe('');
  });
});

describe('variablePattern', () => {
  it('marks exactly the variables the domain detects', () => {
    const text = 'Dear {{user.first_name}}, {{ 2fa_code }} {{ }} {single} {{bad name}}';
    const marked = [...text.matchAll(variablePattern)].map((match) => match[1]);
    expect(marked).toEqual(templateVariables(text));
    expect(marked).toEqual(['user.first_name', '2fa_code']);
  });
});

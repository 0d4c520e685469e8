import { describe, expect, it } from 'vitest';
import { itemInputText, itemPromptMessages, MissingItemVariableError } from './item-messages.js';

describe('itemPromptMessages', () => {
  it('sends the input alone as a user message when there is no prompt', () => {
    expect(itemPromptMessages({ input: 'Hi', metadata: {} }, { messages: null })).toEqual([
      { role: 'user', content: 'Hi' },
    ]);
  });

  it('keeps input messages as they are when there is no prompt', () => {
    const input = [
      { role: 'system' as const, content: 'Be brief' },
      { role: 'user' as const, content: 'Hi' },
    ];
    expect(itemPromptMessages({ input, metadata: {} }, { messages: null })).toEqual(input);
  });

  it('fills variables from the metadata and appends the input', () => {
    expect(
      itemPromptMessages(
        { input: 'Bonjour', metadata: { lang: 'French', n: 3 } },
        { messages: [{ role: 'system', content: 'Answer in {{lang}} in {{ n }} words' }] },
      ),
    ).toEqual([
      { role: 'system', content: 'Answer in French in 3 words' },
      { role: 'user', content: 'Bonjour' },
    ]);
  });

  it('does not append the input when the prompt uses {{input}}', () => {
    expect(
      itemPromptMessages(
        { input: [{ role: 'user', content: 'What is 2+2?' }], metadata: {} },
        { messages: [{ role: 'user', content: 'Question: {{input}}' }] },
      ),
    ).toEqual([{ role: 'user', content: 'Question: What is 2+2?' }]);
  });

  it('names a variable the item has no value for', () => {
    const call = () =>
      itemPromptMessages(
        { input: 'x', metadata: {} },
        { messages: [{ role: 'user', content: 'Hello {{name}}' }] },
      );
    expect(call).toThrow(MissingItemVariableError);
    expect(call).toThrow(/\{\{name\}\}/);
  });
});

describe('itemInputText', () => {
  it('joins the texts of messages and their text parts', () => {
    expect(
      itemInputText([
        { role: 'system', content: 'A' },
        {
          role: 'user',
          content: [
            { type: 'text', text: 'B' },
            { type: 'image_url', image_url: { url: 'https://example.com/x.png' } },
          ],
        },
      ]),
    ).toBe('A\nB');
  });
});

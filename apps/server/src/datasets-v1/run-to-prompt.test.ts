import { describe, expect, it } from 'vitest';
import { runInputToPrompt, runOutputToIdeal } from './run-to-prompt.js';

describe('runInputToPrompt', () => {
  const messages = [
    { role: 'system', content: 'Be brief' },
    { role: 'user', content: 'Hi' },
  ];
  it('keeps messages for chat datasets and joins their text for text datasets', () => {
    expect(runInputToPrompt(messages, 'chat')).toEqual(messages);
    expect(runInputToPrompt(messages, 'text')).toBe('Be brief\nHi');
  });
  it('makes text one user message in a chat dataset, and other JSON its text', () => {
    expect(runInputToPrompt('Hi', 'chat')).toEqual([{ role: 'user', content: 'Hi' }]);
    expect(runInputToPrompt({ q: 1 }, 'text')).toBe('{"q":1}');
    expect(runInputToPrompt(null, 'chat')).toEqual([{ role: 'user', content: '' }]);
  });
});

describe('runOutputToIdeal', () => {
  it("takes text, the last message's text, or JSON text", () => {
    expect(runOutputToIdeal('Paris')).toBe('Paris');
    expect(runOutputToIdeal({ role: 'assistant', content: 'Tokyo' })).toBe('Tokyo');
    expect(runOutputToIdeal({ answer: 42 })).toBe('{"answer":42}');
    expect(runOutputToIdeal(null)).toBeNull();
  });
});

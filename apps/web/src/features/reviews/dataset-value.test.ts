import { describe, expect, it } from 'vitest';
import { toDatasetValue } from './dataset-value';

describe('toDatasetValue', () => {
  it('keeps text and chat messages as they are', () => {
    expect(toDatasetValue('Hello')).toBe('Hello');
    const messages = [{ role: 'user', content: 'Capital of France?' }];
    expect(toDatasetValue(messages)).toEqual(messages);
  });

  it('turns one message into a list of one', () => {
    expect(toDatasetValue({ role: 'assistant', content: 'Paris.' })).toEqual([
      { role: 'assistant', content: 'Paris.' },
    ]);
  });

  it('writes anything else as its JSON text, and gives null for nothing', () => {
    expect(toDatasetValue({ city: 'Paris' })).toBe('{\n  "city": "Paris"\n}');
    expect(toDatasetValue(null)).toBeNull();
    expect(toDatasetValue(undefined)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { capIndexedText, indexedTextMaxLength } from './indexed-text.js';

describe('capIndexedText', () => {
  it('keeps text up to the cap as it is', () => {
    const text = 'y'.repeat(indexedTextMaxLength);
    expect(capIndexedText(text)).toBe(text);
  });

  it('cuts longer text to the cap', () => {
    expect(capIndexedText('x'.repeat(3_000))).toBe('x'.repeat(indexedTextMaxLength));
  });

  it('never leaves half of an emoji at the end', () => {
    const text = `${'x'.repeat(indexedTextMaxLength - 1)}😀 and more`;
    expect(capIndexedText(text)).toBe('x'.repeat(indexedTextMaxLength - 1));
  });
});

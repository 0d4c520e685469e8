import { describe, expect, it } from 'vitest';
import { languageDisplayName } from './language-name.js';

describe('languageDisplayName', () => {
  it('names the detected languages', () => {
    expect(languageDisplayName('de')).toBe('German');
    expect(languageDisplayName('FR')).toBe('French');
  });

  it('asks the runtime about other valid codes', () => {
    expect(languageDisplayName('en-GB')).toBe('British English');
    expect(languageDisplayName('yo')).toBe('Yoruba');
  });

  it('falls back to the code itself', () => {
    expect(languageDisplayName('zz')).toBe('zz');
    expect(languageDisplayName('not a code')).toBe('not a code');
  });
});

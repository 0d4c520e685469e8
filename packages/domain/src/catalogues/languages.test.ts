import { describe, expect, it } from 'vitest';
import { languageCodes, languageNames } from './languages.js';

describe('languages', () => {
  it('has the 48 languages of the specification, each with a name', () => {
    expect(languageCodes).toHaveLength(48);
    for (const code of languageCodes) {
      expect(code).toMatch(/^[a-z]{2}$/);
      expect(languageNames[code].length).toBeGreaterThan(2);
    }
  });
});

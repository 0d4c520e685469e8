import { describe, expect, it } from 'vitest';
import { languageCountries } from './language-countries.js';
import { languageCodes } from './languages.js';

describe('languageCountries', () => {
  it('gives every language a two-letter country code', () => {
    expect(Object.keys(languageCountries).sort()).toEqual([...languageCodes].sort());
    for (const country of Object.values(languageCountries)) expect(country).toMatch(/^[A-Z]{2}$/);
  });

  it('picks the expected country where the language code differs from it', () => {
    expect(languageCountries.en).toBe('US');
    expect(languageCountries.ja).toBe('JP');
    expect(languageCountries.uk).toBe('UA');
    expect(languageCountries.zh).toBe('CN');
    expect(languageCountries.he).toBe('IL');
  });
});

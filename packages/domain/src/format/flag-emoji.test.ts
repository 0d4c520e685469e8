import { describe, expect, it } from 'vitest';
import { countryFlagEmoji, languageFlagEmoji } from './flag-emoji.js';

describe('countryFlagEmoji', () => {
  it('turns a country code of either case into its flag', () => {
    expect(countryFlagEmoji('FR')).toBe('🇫🇷');
    expect(countryFlagEmoji('us')).toBe('🇺🇸');
  });

  it.each(['', 'F', 'FRA', '12', 'é1', 'f r'])('gives nothing for %j', (code) => {
    expect(countryFlagEmoji(code)).toBe('');
  });
});

describe('languageFlagEmoji', () => {
  it('shows the flag of the country standing for the language', () => {
    expect(languageFlagEmoji('ja')).toBe('🇯🇵');
    expect(languageFlagEmoji('en')).toBe('🇺🇸');
    expect(languageFlagEmoji('DE')).toBe('🇩🇪');
  });

  it('gives nothing for unknown languages', () => {
    expect(languageFlagEmoji('xx')).toBe('');
    expect(languageFlagEmoji('constructor')).toBe('');
  });
});

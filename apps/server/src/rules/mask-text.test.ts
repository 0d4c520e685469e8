import { RE2JS } from 're2js';
import { describe, expect, it } from 'vitest';
import { maskJson, maskText } from './mask-text.js';

const all = {
  kinds: ['email', 'phone', 'cc', 'ip'] as const,
  customPatterns: [RE2JS.compile('ORD-\\d+')],
};

describe('maskText', () => {
  it('masks emails, phones, valid card numbers, IPs and custom patterns', () => {
    const text =
      'Mail ada@example.com or call +44 20 7946 0958 from 192.168.1.20, card 4242 4242 4242 4242, order ORD-1234.';
    expect(maskText(text, all)).toBe(
      'Mail [EMAIL] or call [PHONE] from [IP], card [CREDIT_CARD], order [REDACTED].',
    );
  });

  it('leaves numbers that are not cards (Luhn) and short numbers alone', () => {
    expect(
      maskText('invoice 1234 5678 9012 3456 of 2024', { kinds: ['cc'], customPatterns: [] }),
    ).toBe('invoice 1234 5678 9012 3456 of 2024');
    expect(maskText('I am 42 years old', all)).toBe('I am 42 years old');
  });

  it('masks names and places, keeping titles and the sentence punctuation', () => {
    const masker = { kinds: ['person', 'location'] as const, customPatterns: [] };
    expect(maskText("Hi, I'm Maria Gonzalez from Madrid, Spain.", masker)).toBe(
      "Hi, I'm [PERSON] from [LOCATION], [LOCATION].",
    );
    expect(maskText('Dr. Sarah Connor moved to Toronto.', masker)).toBe(
      'Dr. [PERSON] moved to [LOCATION].',
    );
    expect(maskText('Reset my password, please.', masker)).toBe('Reset my password, please.');
  });

  it('masks a name inside an email as the email, once', () => {
    expect(
      maskText('Write to maria.gonzalez@example.com, Maria.', {
        kinds: ['person', 'email'],
        customPatterns: [],
      }),
    ).toBe('Write to [EMAIL], [PERSON].');
  });

  it('masks text in any script and leaves what it cannot read as it is', () => {
    const masker = { kinds: ['person', 'email', 'phone'] as const, customPatterns: [] };
    expect(maskText('Привет, пишите на иван@пример.рф или +7 912 345-67-89 😀', masker)).toBe(
      'Привет, пишите на [EMAIL] или [PHONE] 😀',
    );
    expect(maskText('', masker)).toBe('');
  });

  it('masks only the kinds asked for', () => {
    expect(maskText('ada@example.com 10.0.0.1', { kinds: ['ip'], customPatterns: [] })).toBe(
      'ada@example.com [IP]',
    );
  });
});

describe('maskJson', () => {
  it('masks strings anywhere in chat messages and keeps the structure', () => {
    const input = [
      { role: 'user', content: [{ type: 'text', text: 'reach me at grace@navy.mil' }] },
      { role: 'assistant', content: null },
    ];
    expect(maskJson(input, all)).toEqual([
      { role: 'user', content: [{ type: 'text', text: 'reach me at [EMAIL]' }] },
      { role: 'assistant', content: null },
    ]);
  });
});

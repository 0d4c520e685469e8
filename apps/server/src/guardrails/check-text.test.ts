import { guardrailPolicyFieldsSchema, promptInjectionPatterns } from '@lookout/domain';
import { describe, expect, it } from 'vitest';
import { checkText } from './check-text.js';
import { compilePolicy } from './compiled-policy.js';

function policyWith(checks: unknown) {
  const fields = guardrailPolicyFieldsSchema.parse({ name: 'Test', checks });
  return compilePolicy({
    ...fields,
    id: '3e386506-e35b-44d8-9051-787288381e0a',
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
  });
}

const injection = policyWith({ promptInjection: { builtIn: true, phrases: [] } });

describe('prompt injection check', () => {
  it.each(promptInjectionPatterns.map((pattern) => [pattern.id, pattern.example]))(
    'flags the documented example of %s',
    (id, example) => {
      const result = checkText(injection, example);
      expect(result.violations.map((violation) => violation.kind)).toContain(id);
    },
  );

  it.each([
    'Please ignore the noise in the background of my recording.',
    'What instructions came with the previous version of the printer?',
    'Can you show me the system requirements for the desktop app?',
    'My son is in jail for a week, can I change the delivery address?',
    'Pretend you are a pirate and tell me a joke about parcels.',
    '¿Dónde está mi pedido? Lo pedí hace dos semanas.',
  ])('lets an ordinary text pass: %s', (text) => {
    expect(checkText(injection, text)).toMatchObject({ passed: true, violations: [] });
  });
});

describe('checkText', () => {
  it('masks PII and blocks nothing with the mask action; offsets point into the text', () => {
    const mask = policyWith({ pii: { kinds: ['email', 'cc'], action: 'mask' } });
    const text = 'Card 4111 1111 1111 1111, mail ada@example.com';
    expect(checkText(mask, text)).toEqual({
      passed: true,
      violations: [],
      masked: 'Card [CREDIT_CARD], mail [EMAIL]',
      piiFound: ['cc', 'email'],
    });
    const block = policyWith({ pii: { kinds: ['email'], action: 'block' } });
    const [violation] = checkText(block, text).violations;
    expect(violation && text.slice(violation.start, violation.end)).toBe('ada@example.com');
  });

  it('finds shapes in the whole text, names and places in its first characters only', () => {
    const names = policyWith({ pii: { kinds: ['person', 'email'], action: 'block' } });
    const filler = 'The parcel is late again. '.repeat(100);
    const found = checkText(
      names,
      `Barack Obama wrote. ${filler} Barack Obama wrote to ada@example.com`,
    );
    expect(found.violations.map((violation) => violation.kind)).toEqual(['person', 'email']);
  });

  it('blocks IPv6 addresses, the loopback ::1 included, and masks them', () => {
    const ips = policyWith({ pii: { kinds: ['ip'], action: 'block' } });
    const text = 'Try ::1, then fe80::1 and 2001:db8::1.';
    expect(checkText(ips, text)).toMatchObject({
      passed: false,
      masked: 'Try [IP], then [IP] and [IP].',
      piiFound: ['ip'],
    });
    expect(checkText(ips, text).violations).toHaveLength(3);
  });

  it('counts every character of chat messages for the maximum length', () => {
    const short = policyWith({ maxLength: 10 });
    const messages = [
      { role: 'user' as const, content: 'Hello' },
      { role: 'assistant' as const, content: 'Hi there' },
    ];
    expect(checkText(short, messages).violations).toEqual([
      expect.objectContaining({
        check: 'maxLength',
        message: expect.stringMatching(/13 characters/),
      }),
    ]);
  });

  it('reads empty texts and any script without error', () => {
    const all = policyWith({
      pii: { kinds: ['email', 'phone', 'person'], action: 'block' },
      toxicity: {},
      promptInjection: { builtIn: true, phrases: ['sésame'] },
    });
    expect(checkText(all, '').passed).toBe(true);
    expect(checkText(all, 'مرحبا بالعالم 你好世界 Привет мир 👋🏽').passed).toBe(true);
    expect(checkText(all, 'Ouvre-toi, SÉSAME !').violations[0]).toMatchObject({
      check: 'promptInjection',
      kind: 'sésame',
    });
  });
});

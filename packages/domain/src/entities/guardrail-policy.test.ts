import { describe, expect, it } from 'vitest';
import { guardrailCheckBodySchema } from '../contracts/guardrails.js';
import { guardrailPolicyFieldsSchema } from './guardrail-policy.js';

describe('guardrailPolicyFieldsSchema', () => {
  it('fills every check off, applying to both sides, when only a name is given', () => {
    expect(guardrailPolicyFieldsSchema.parse({ name: 'Support' })).toEqual({
      name: 'Support',
      isDefault: false,
      appliesTo: 'both',
      checks: {
        pii: null,
        toxicity: null,
        topics: null,
        regexes: [],
        promptInjection: null,
        maxLength: null,
      },
    });
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: 'x', appliesTo: 'sideways' }, 'appliesTo'],
    [{ name: 'x', checks: { pii: { kinds: [] } } }, 'checks.pii.kinds'],
    [{ name: 'x', checks: { maxLength: 0 } }, 'checks.maxLength'],
    [{ name: 'x', checks: { maxLength: 1.5 } }, 'checks.maxLength'],
    [{ name: 'x', checks: { topics: { topics: [] } } }, 'checks.topics.topics'],
    [{ name: 'x', checks: { regexes: [{ name: 'r', pattern: '' }] } }, 'checks.regexes.0.pattern'],
  ])('refuses %j, naming %s', (input, path) => {
    const result = guardrailPolicyFieldsSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });
});

describe('guardrailCheckBodySchema', () => {
  it('takes a string or chat messages, exactly one of input or output', () => {
    expect(guardrailCheckBodySchema.safeParse({ input: 'hi' }).success).toBe(true);
    expect(
      guardrailCheckBodySchema.safeParse({ output: [{ role: 'assistant', content: 'hi' }] })
        .success,
    ).toBe(true);
    expect(guardrailCheckBodySchema.safeParse({}).success).toBe(false);
    expect(guardrailCheckBodySchema.safeParse({ input: 'a', output: 'b' }).success).toBe(false);
    expect(guardrailCheckBodySchema.safeParse({ input: 42 }).success).toBe(false);
  });
});

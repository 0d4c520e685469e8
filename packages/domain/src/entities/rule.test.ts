import { describe, expect, it } from 'vitest';
import { ruleSchema, ruleSettingsSchema } from './rule.js';

describe('ruleSettingsSchema', () => {
  it('accepts a masking rule and defaults custom regexes to none', () => {
    expect(ruleSettingsSchema.parse({ type: 'masking', piiKinds: ['email', 'phone'] })).toEqual({
      type: 'masking',
      piiKinds: ['email', 'phone'],
      customRegexes: [],
    });
  });

  it('asks for a custom regex when masking by regex', () => {
    const result = ruleSettingsSchema.safeParse({ type: 'masking', piiKinds: ['regex'] });
    expect(result.error?.issues[0]?.message).toBe('Add at least one custom regex to mask by regex');
  });

  it('rejects a regex that does not compile', () => {
    const result = ruleSettingsSchema.safeParse({
      type: 'masking',
      piiKinds: ['regex'],
      customRegexes: ['([a-z'],
    });
    expect(result.error?.issues[0]?.message).toBe('Not a valid regular expression');
  });

  it('rejects a masking rule without any kind and an unknown kind', () => {
    expect(ruleSettingsSchema.safeParse({ type: 'masking', piiKinds: [] }).success).toBe(false);
    expect(ruleSettingsSchema.safeParse({ type: 'masking', piiKinds: ['ssn'] }).success).toBe(
      false,
    );
  });

  it('accepts a filtering rule that drops something, matching every run by default', () => {
    expect(
      ruleSettingsSchema.parse({ type: 'filtering', dropInput: true, dropOutput: false }),
    ).toEqual({ type: 'filtering', filters: '', dropInput: true, dropOutput: false });
    const result = ruleSettingsSchema.safeParse({
      type: 'filtering',
      dropInput: false,
      dropOutput: false,
    });
    expect(result.error?.issues[0]?.message).toBe(
      'A filtering rule must drop the input, the output or both',
    );
  });

  it('rejects an unknown rule type', () => {
    expect(ruleSettingsSchema.safeParse({ type: 'routing' }).success).toBe(false);
  });
});

describe('ruleSchema', () => {
  it('needs the id and creation time of a stored rule', () => {
    const stored = {
      id: '0b6f7a43-1d2e-4c1a-9a51-3f7e0f1c2d3e',
      createdAt: '2025-03-01T10:00:00Z',
      type: 'filtering',
      dropInput: false,
      dropOutput: true,
    };
    expect(ruleSchema.parse(stored)).toMatchObject({ type: 'filtering', dropOutput: true });
    expect(ruleSchema.safeParse({ ...stored, id: 'rule-1' }).error?.issues[0]?.message).toBe(
      'Must be a UUID',
    );
  });
});

import type { Rule } from '@lookout/domain';
import { describe, expect, it } from 'vitest';
import { draftSettings, regexRowErrors, ruleSummary } from './rule-draft';

describe('draftSettings', () => {
  it('sends custom regexes only when regex is ticked, without blank rows', () => {
    expect(
      draftSettings({ type: 'masking', piiKinds: ['email', 'regex'], customRegexes: ['', 'A\\d'] })
        .settings,
    ).toEqual({ type: 'masking', piiKinds: ['email', 'regex'], customRegexes: ['A\\d'] });
    expect(
      draftSettings({ type: 'masking', piiKinds: ['email'], customRegexes: ['A\\d'] }).settings,
    ).toEqual({ type: 'masking', piiKinds: ['email'], customRegexes: [] });
  });

  it.each([
    [{ type: 'masking', piiKinds: [], customRegexes: [] }, 'Choose at least one kind'],
    [
      { type: 'masking', piiKinds: ['regex'], customRegexes: [''] },
      'Add at least one custom regex',
    ],
    [{ type: 'filtering', filters: '', dropInput: false, dropOutput: false }, 'must drop'],
  ] as const)('names what is missing in %j', (draft, problem) => {
    const checked = draftSettings({
      ...draft,
      ...('piiKinds' in draft
        ? { piiKinds: [...draft.piiKinds], customRegexes: [...draft.customRegexes] }
        : {}),
    } as never);
    expect(checked.settings).toBeNull();
    expect(checked.problem).toContain(problem);
  });
});

describe('regexRowErrors', () => {
  it("puts the browser's check and the server's reason on the right rows, skipping blank ones", () => {
    expect(
      regexRowErrors(
        ['', 'ok', '(x)\\1', '('],
        'Custom regex 2 ("(x)\\\\1") cannot be used: invalid escape sequence: `\\1`.',
      ),
    ).toEqual([null, null, 'invalid escape sequence: `\\1`.', expect.stringContaining('valid')]);
  });
});

describe('ruleSummary', () => {
  const base = {
    id: '00000000-0000-4000-8000-000000000001',
    createdAt: '2026-01-01T00:00:00.000Z',
  };
  it.each([
    [
      { ...base, type: 'masking', piiKinds: ['person', 'cc'], customRegexes: [] },
      'Masks Names, Credit card numbers',
    ],
    [
      { ...base, type: 'masking', piiKinds: ['regex'], customRegexes: ['a', 'b'] },
      'Masks 2 custom regexes',
    ],
    [
      { ...base, type: 'filtering', filters: '', dropInput: true, dropOutput: true },
      'Does not store the input and output',
    ],
  ] as const)('%j reads as %s', (rule, summary) => {
    expect(ruleSummary(rule as unknown as Rule)).toBe(summary);
  });
});

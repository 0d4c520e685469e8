import type { Filter, FilterBar } from '@lookout/filters';
import { describe, expect, it } from 'vitest';
import { runChecklist } from './run-checklist.js';
import { testSubject } from './testing-subject.js';

const subject = testSubject({ output: 'The capital of France is Paris.', cost: 0.002 });
const context = { judge: null };

/** Passes on the subject. */
const passing: Filter = { id: 'string', params: ['output', 'contains', 'insensitive', 'paris'] };
/** Fails on the subject. */
const failing: Filter = { id: 'cost', params: ['gt', 0.01] };
/** Cannot grade: an AI check without a judge. */
const erroring: Filter = { id: 'tone', params: ['pirate'] };

function bar(operator: FilterBar['operator'], ...filters: readonly Filter[]): FilterBar {
  return { operator, filters: [...filters] };
}

describe('runChecklist', () => {
  it('records every check with its name, verdict and error', async () => {
    const result = await runChecklist(bar('AND', passing, failing, erroring), subject, context);
    expect(result.checks).toEqual([
      {
        check: 'string',
        name: 'String',
        passed: true,
        score: null,
        reason: expect.any(String),
        error: null,
      },
      {
        check: 'cost',
        name: 'Cost',
        passed: false,
        score: 0.002,
        reason: expect.any(String),
        error: null,
      },
      {
        check: 'tone',
        name: 'Tone',
        passed: null,
        score: null,
        reason: null,
        error: 'Add an OpenAI or Anthropic key in Settings → Provider keys to run AI evaluations',
      },
    ]);
  });

  it.each([
    ['AND', [passing, passing], true],
    ['AND', [passing, failing], false],
    ['OR', [failing, passing], true],
    ['OR', [failing, failing], false],
    // An errored check counts for neither side; the others still decide.
    ['AND', [passing, erroring], true],
    ['AND', [failing, erroring], false],
    ['OR', [erroring, passing], true],
    ['OR', [erroring, failing], false],
    ['AND', [erroring, erroring], null],
    ['OR', [erroring], null],
    ['AND', [], null],
  ] as const)('%s of %j passes: %s', async (operator, filters, passed) => {
    const result = await runChecklist(bar(operator, ...filters), subject, context);
    expect(result.passed).toBe(passed);
  });

  it('records an unknown check as an error and runs the rest', async () => {
    const unknown: Filter = { id: 'tags', params: [['a']] };
    const result = await runChecklist(bar('AND', unknown, passing), subject, context);
    expect(result.checks[0]).toMatchObject({ passed: null, name: 'Tags' });
    expect(result.checks[0]?.error).toMatch(/^Unknown evaluation type 'tags'/);
    expect(result.passed).toBe(true);
  });
});

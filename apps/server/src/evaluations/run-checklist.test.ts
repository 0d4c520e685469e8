import type { Filter, FilterBar } from '@lookout/filters';
import { describe, expect, it } from 'vitest';
import { testSubject } from '../testing/test-evaluation-subject.js';
import { runChecklist } from './run-checklist.js';

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
    // A failure decides AND and a pass decides OR whatever errored; otherwise
    // an errored check leaves the outcome unknown rather than granting a pass.
    ['AND', [passing, erroring], null],
    ['AND', [failing, erroring], false],
    ['OR', [erroring, passing], true],
    ['OR', [erroring, failing], null],
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
    expect(result.checks[1]).toMatchObject({ passed: true });
    expect(result.passed).toBeNull();
  });
});

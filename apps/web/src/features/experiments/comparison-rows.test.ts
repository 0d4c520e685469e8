import { describe, expect, it } from 'vitest';
import { comparisonRows, filterRows } from './comparison-rows';
import { makeExperimentWithResults, makeResult } from './testing/make-experiment';

const experiment = makeExperimentWithResults({
  itemInputs: ['same', 'different', 'failing', 'erroring', 'pending'],
  results: [
    makeResult(0, 0, { output: 'Hi' }),
    makeResult(0, 1, { output: ' Hi ' }),
    makeResult(1, 0, { output: 'Hello' }),
    makeResult(1, 1, { output: 'Bonjour' }),
    makeResult(2, 0, { output: 'ok' }),
    makeResult(2, 1, { output: 'ok', passed: false }),
    makeResult(3, 0, { output: null, error: 'Provider timed out' }),
    makeResult(3, 1, { output: 'fine' }),
  ],
});

function inputs(rows: ReturnType<typeof comparisonRows>) {
  return rows.map((row) => row.item.input);
}

describe('comparison rows', () => {
  it('puts each result under its item and variant, and leaves cells not run yet empty', () => {
    const rows = comparisonRows(experiment);
    expect(inputs(rows)).toEqual(['same', 'different', 'failing', 'erroring', 'pending']);
    expect(rows[1]?.cells.map((cell) => cell?.output)).toEqual(['Hello', 'Bonjour']);
    expect(rows[4]?.cells).toEqual([null, null]);
  });

  it('keeps the rows with a failed check or an error for "any failed"', () => {
    expect(inputs(filterRows(comparisonRows(experiment), 'failed'))).toEqual([
      'failing',
      'erroring',
    ]);
  });

  it('keeps the rows whose outputs differ beyond spaces for "differences only"', () => {
    expect(inputs(filterRows(comparisonRows(experiment), 'differences'))).toEqual(['different']);
  });
});

import type { EvaluationResult } from '@lookout/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeRun } from '../../testing/make-run';
import { isColumnVisible } from './column-visibility-store';
import { logColumns } from './log-columns';

afterEach(cleanup);

const column = logColumns.llm.find((one) => one.id === 'evaluations');

function graded(name: string, overrides: Partial<EvaluationResult>): EvaluationResult {
  return {
    evaluatorId: `00000000-0000-4000-8000-0000000001${name.length.toString().padStart(2, '0')}`,
    evaluatorName: name,
    type: 'string',
    status: 'done',
    passed: true,
    score: null,
    reason: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

describe('the logs Evaluations column', () => {
  it('shows a pass or fail chip per evaluator', () => {
    const run = makeRun({
      evaluations: [
        graded('Mentions refund', { passed: true }),
        graded('JSON', { passed: false }),
        graded('Tone', { status: 'pending', passed: null }),
      ],
    });
    render(<div>{column?.render(run)}</div>);
    expect(screen.getByLabelText('Mentions refund: Passed')).toBeTruthy();
    expect(screen.getByLabelText('JSON: Failed')).toBeTruthy();
    expect(screen.getByLabelText('Tone: Pending')).toBeTruthy();
  });

  it('shows a dash for a run no evaluator graded', () => {
    const { container } = render(<div>{column?.render(makeRun())}</div>);
    expect(container.textContent).toBe('—');
  });

  it('is off by default, on once the list holds graded runs, and the user choice wins', () => {
    if (!column) throw new Error('no Evaluations column');
    expect(isColumnVisible(column, undefined)).toBe(false);
    expect(isColumnVisible(column, undefined, true)).toBe(true);
    expect(isColumnVisible(column, { evaluations: false }, true)).toBe(false);
    expect(isColumnVisible(column, { evaluations: true }, false)).toBe(true);
    const traceColumn = logColumns.trace.find((one) => one.id === 'evaluations');
    expect(traceColumn?.label).toBe('Evaluations');
  });
});

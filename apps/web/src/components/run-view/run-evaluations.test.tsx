import type { EvaluationResult } from '@lookout/domain';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeRun } from '../../testing/make-run';
import { RunDetail } from './run-detail';
import { RunEvaluations } from './run-evaluations';

afterEach(cleanup);

function result(index: number, overrides: Partial<EvaluationResult>): EvaluationResult {
  return {
    evaluatorId: `00000000-0000-4000-8000-00000000010${index}`,
    evaluatorName: `Evaluator ${index}`,
    type: 'tone',
    status: 'done',
    passed: true,
    score: null,
    reason: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

function line(name: string): HTMLElement {
  const item = screen.getByText(name).closest('li');
  if (!item) throw new Error(`no result line for ${name}`);
  return item;
}

describe('RunEvaluations', () => {
  it('shows each evaluator with its verdict badge and score', () => {
    render(
      <RunEvaluations
        evaluations={[
          result(1, { evaluatorName: 'Polite', passed: true, score: 0.8571 }),
          result(2, { evaluatorName: 'No PII', type: 'pii', passed: false }),
          result(3, { evaluatorName: 'Formal', status: 'pending', passed: null }),
          result(4, {
            evaluatorName: 'Facts',
            status: 'error',
            passed: null,
            reason: 'Add an OpenAI or Anthropic key in Settings → Provider keys',
          }),
        ]}
      />,
    );
    expect(within(line('Polite')).getByText('Passed')).toBeTruthy();
    expect(within(line('Polite')).getByText('Score 0.857')).toBeTruthy();
    expect(within(line('No PII')).getByText('Failed')).toBeTruthy();
    expect(within(line('No PII')).queryByText(/Score/)).toBeNull();
    expect(within(line('Formal')).getByText('Pending')).toBeTruthy();
    expect(within(line('Facts')).getByText('Error')).toBeTruthy();
  });

  it("opens a result to read the judge's reason", () => {
    render(
      <RunEvaluations
        evaluations={[
          result(1, { evaluatorName: 'Polite', reason: 'The answer thanks the user.' }),
        ]}
      />,
    );
    const details = line('Polite').querySelector('details');
    expect(details?.open).toBe(false);
    fireEvent.click(screen.getByText('Polite'));
    expect(details?.open).toBe(true);
    expect(screen.getByText('The answer thanks the user.')).toBeTruthy();
  });
});

describe('the run view', () => {
  it('has an Evaluations block only when the run was graded', () => {
    const { rerender } = render(<RunDetail run={makeRun()} />);
    expect(screen.queryByRole('heading', { name: 'Evaluations' })).toBeNull();
    rerender(
      <RunDetail run={makeRun({ evaluations: [result(1, { evaluatorName: 'Polite' })] })} />,
    );
    expect(screen.getByRole('heading', { name: 'Evaluations' })).toBeTruthy();
    expect(screen.getByText('Polite')).toBeTruthy();
  });
});

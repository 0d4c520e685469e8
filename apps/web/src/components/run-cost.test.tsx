import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeRun } from '../testing/make-run';
import { addCostMappingHref, RunCost } from './run-cost';

afterEach(cleanup);

describe('the cost of a run', () => {
  it('shows a tiny cost in full', () => {
    render(<RunCost run={makeRun({ cost: 0.000023 })} />);
    expect(screen.getByText('$0.000023')).toBeTruthy();
  });

  it('says an LLM call whose model has no price has none, with a link to add one', () => {
    const opened = vi.fn();
    render(
      // Stands in for the list row, which opens the run on click.
      <button type="button" onClick={opened}>
        <RunCost run={makeRun({ type: 'llm', model: 'my-llama-3', cost: null })} />
      </button>,
    );
    const link = screen.getByRole('link', { name: 'no price' });
    expect(link.getAttribute('href')).toBe(addCostMappingHref);
    expect(link.getAttribute('title')).toBe('No price for my-llama-3: add a cost mapping');
    fireEvent.click(link);
    expect(opened).not.toHaveBeenCalled();
  });

  it('shows a dash for a run that is not a priced call', () => {
    const { container } = render(
      <RunCost run={makeRun({ type: 'chain', model: null, cost: null })} />,
    );
    expect(container.textContent).toBe('—');
    expect(screen.queryByRole('link')).toBeNull();
  });
});

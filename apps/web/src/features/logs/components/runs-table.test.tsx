import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeRun, runId } from '../../runs/testing/make-run';
import { logColumns } from '../log-columns';
import { RunsTable } from './runs-table';

afterEach(cleanup);

describe('RunsTable', () => {
  it('renders only the rows in view out of 10,000 loaded, and moves with the scroll', () => {
    const runs = Array.from({ length: 10_000 }, (_, index) =>
      makeRun({ id: runId(index + 1), name: `model-${index + 1}` }),
    );
    const onLoadMore = vi.fn();
    render(
      <RunsTable
        label="LLM Logs"
        runs={runs}
        columns={[...logColumns.llm]}
        sortField="createdAt"
        sortDirection="desc"
        onSort={() => undefined}
        selectedId={null}
        onOpen={() => undefined}
        hasMore
        loadingMore={false}
        onLoadMore={onLoadMore}
      />,
    );
    const rendered = screen.getAllByTestId('run-row');
    expect(rendered.length).toBeLessThan(60);
    expect(screen.getByText('model-1')).toBeTruthy();
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('10001');
    expect(onLoadMore).not.toHaveBeenCalled();

    const scroller = screen.getByTestId('runs-scroller');
    scroller.scrollTop = 40 * 9_990 + 36;
    fireEvent.scroll(scroller);
    expect(screen.queryByText('model-1')).toBeNull();
    expect(screen.getByText('model-10000')).toBeTruthy();
    expect(onLoadMore).toHaveBeenCalled();
  });
});

import type { Run } from '@lookout/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubElementSize } from '../../../testing/element-size';
import { makeRun, runId } from '../../../testing/make-run';
import { type LogColumn, logColumns } from '../log-columns';
import { headerHeight, RunsTable, rowHeight } from './runs-table';

function manyRuns(count: number): Run[] {
  return Array.from({ length: count }, (_, index) =>
    makeRun({ id: runId(index + 1), name: `model-${index + 1}` }),
  );
}

function showTable(props: Partial<ComponentProps<typeof RunsTable>> = {}) {
  const handlers = { onLoadMore: vi.fn(), onOpen: vi.fn(), onSort: vi.fn() };
  render(
    <RunsTable
      label="LLM Logs"
      runs={manyRuns(5_000)}
      columns={[...logColumns.llm]}
      sortField="createdAt"
      sortDirection="desc"
      selectedId={null}
      hasMore={false}
      loadingMore={false}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

function rowNames(): string[] {
  return screen
    .getAllByTestId('run-row')
    .map((row) => row.querySelectorAll('td')[1]?.textContent ?? '');
}

/** Height of the spacer rows standing in for the rows not rendered. */
function spacerHeight(): number {
  return [...screen.getByRole('table').querySelectorAll('tbody > tr[aria-hidden]')].reduce(
    (sum, row) => sum + Number.parseFloat((row as HTMLElement).style.height || '0'),
    0,
  );
}

function scrollTo(top: number) {
  const scroller = screen.getByTestId('runs-scroller');
  scroller.scrollTop = top;
  fireEvent.scroll(scroller);
}

/** The scroll event a browser sends after the table scrolled itself (the test DOM sends none). */
function reportScroll() {
  fireEvent.scroll(screen.getByTestId('runs-scroller'));
}

beforeEach(() => {
  stubElementSize({ height: 600, scrollHeight: headerHeight + 5_000 * rowHeight });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RunsTable', () => {
  it('puts only the rows in view and the overscan in the DOM out of 5,000 loaded', () => {
    showTable();
    const rows = screen.getAllByTestId('run-row');
    // 600 px show 15 rows of 40 px; 10 more are rendered below them.
    expect(rows.length).toBeGreaterThanOrEqual(15);
    expect(rows.length).toBeLessThanOrEqual(30);
    expect(rowNames()[0]).toBe('model-1');
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('5001');
    // The spacers keep the scroll height of all 5,000 rows.
    expect(spacerHeight() + rows.length * rowHeight).toBe(5_000 * rowHeight);
  });

  it('moves the rendered rows with the scroll position', () => {
    showTable();
    scrollTo(headerHeight + 2_000 * rowHeight);
    const names = rowNames();
    expect(names).toContain('model-2001');
    expect(names).toContain('model-2015');
    expect(names).not.toContain('model-1');
    expect(names.length).toBeLessThanOrEqual(40);
    expect(screen.getAllByTestId('run-row')[0]?.getAttribute('aria-rowindex')).toBe(
      String(Number(names[0]?.slice('model-'.length)) + 1),
    );
    expect(spacerHeight() + names.length * rowHeight).toBe(5_000 * rowHeight);
  });

  it('asks for the next page near the end only while a full page came back', () => {
    const more = showTable({ hasMore: true });
    expect(more.onLoadMore).not.toHaveBeenCalled();
    scrollTo(headerHeight + 4_990 * rowHeight);
    expect(rowNames()).toContain('model-5000');
    expect(more.onLoadMore).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
    cleanup();

    const last = showTable({ hasMore: false });
    scrollTo(headerHeight + 4_990 * rowHeight);
    expect(rowNames()).toContain('model-5000');
    expect(last.onLoadMore).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('opens a row on click, Enter or Space, and marks the selected one', () => {
    const runs = manyRuns(50);
    const { onOpen } = showTable({ runs, selectedId: runId(2) });
    const [first, second] = screen.getAllByTestId('run-row');
    expect(second?.getAttribute('aria-selected')).toBe('true');
    expect(first?.getAttribute('aria-selected')).toBe('false');
    fireEvent.click(screen.getByText('model-3'));
    expect(onOpen).toHaveBeenLastCalledWith(runs[2]);
    fireEvent.keyDown(first as HTMLElement, { key: 'Enter' });
    expect(onOpen).toHaveBeenLastCalledWith(runs[0]);
    fireEvent.keyDown(second as HTMLElement, { key: ' ' });
    expect(onOpen).toHaveBeenLastCalledWith(runs[1]);
  });

  it('moves the focus between rows with the arrow keys, Home and End', async () => {
    showTable();
    const [first] = screen.getAllByTestId('run-row');
    (first as HTMLElement).focus();
    fireEvent.keyDown(first as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toContain('model-2');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(first);

    // The last row is far out of view: the table scrolls to it, then focuses it.
    fireEvent.keyDown(first as HTMLElement, { key: 'End' });
    await waitFor(() =>
      expect(screen.getByTestId('runs-scroller').scrollTop).toBeGreaterThan(4_900 * rowHeight),
    );
    reportScroll();
    await waitFor(() => expect(document.activeElement?.textContent).toContain('model-5000'));
    expect(document.activeElement?.getAttribute('aria-rowindex')).toBe('5001');
    expect(rowNames()).not.toContain('model-1');

    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Home' });
    await waitFor(() => expect(screen.getByTestId('runs-scroller').scrollTop).toBe(0));
    reportScroll();
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-rowindex')).toBe('2'));
  });

  it('sorts by a column header', () => {
    const { onSort } = showTable({ sortField: 'cost', sortDirection: 'asc' });
    expect(screen.getByRole('columnheader', { name: 'Cost' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Tokens' }));
    expect(onSort).toHaveBeenCalledWith('totalTokens');
  });
});

/** The widths the table's columns are given, in px, by header text ('' for a shared one). */
function columnWidths(): Record<string, string | undefined> {
  const headers = [...screen.getByRole('table').querySelectorAll('th')].map((th) => th.textContent);
  const cols = [...screen.getByRole('table').querySelectorAll('col')];
  return Object.fromEntries(headers.map((header, index) => [header, cols[index]?.style.width]));
}

describe('column widths', () => {
  // 1280 px less the 200 px sidebar, the page's padding and the table's border.
  const roomAt1280 = 1280 - 200 - 2 * 24 - 2;

  it.each([
    ['llm', 'Feedback'],
    ['trace', 'Feedback'],
  ] as const)('keep the %s list up to %s within a 1280 px screen', (type, lastKeyColumn) => {
    const columns: LogColumn[] = logColumns[type].filter((column) => column.defaultVisible);
    showTable({ columns, runs: manyRuns(3) });
    const minWidth = Number.parseFloat(screen.getByRole('table').style.minWidth);
    const keyColumns = columns.slice(
      0,
      columns.findIndex((column) => column.label === lastKeyColumn) + 1,
    );
    const keyWidth = keyColumns.reduce((sum, column) => sum + (column.minWidth ?? column.width), 0);
    expect(keyWidth).toBeLessThanOrEqual(roomAt1280);
    expect(minWidth).toBeGreaterThanOrEqual(keyWidth);
    // Input and output share what the others leave rather than taking 300 px each.
    expect(columnWidths().Input).toBe('');
    expect(columnWidths().Output).toBe('');
  });

  it('are resized from the keyboard by the handle on a header edge', () => {
    const onResizeColumn = vi.fn();
    showTable({ runs: manyRuns(3), onResizeColumn, widths: { cost: 150 } });
    const handle = screen.getByRole('separator', { name: 'Resize Cost column' });
    expect(handle.getAttribute('aria-valuenow')).toBe('150');
    expect(columnWidths().Cost).toBe('150px');
    handle.focus();
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(onResizeColumn).toHaveBeenLastCalledWith('cost', 160);
    fireEvent.keyDown(handle, { key: 'ArrowLeft', shiftKey: true });
    expect(onResizeColumn).toHaveBeenLastCalledWith('cost', 100);
  });

  it('give a resized text column its own width', () => {
    showTable({ runs: manyRuns(3), widths: { input: 420 } });
    expect(columnWidths().Input).toBe('420px');
    expect(columnWidths().Output).toBe('');
  });

  it('cannot be resized where the page does not remember them', () => {
    showTable({ runs: manyRuns(3) });
    expect(screen.queryByRole('separator')).toBeNull();
  });
});

import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RunTags } from './run-tags';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Lays the badges out as a browser would: those past the first `fitting` wrap to line two. */
function layOut(fitting: number) {
  vi.spyOn(HTMLElement.prototype, 'offsetTop', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    const siblings = this.parentElement ? Array.from(this.parentElement.children) : [];
    return siblings.indexOf(this) >= fitting ? 22 : 0;
  });
}

/**
 * A ResizeObserver that reports when the test says the browser has laid the page out (happy-dom's
 * never reports). Returns that report, to call inside `act`.
 */
function observeLayout(): () => void {
  const reports: Array<() => void> = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: () => void) {}
      observe() {
        reports.push(() => this.report());
      }
      disconnect() {}
    },
  );
  return () =>
    act(() => {
      for (const report of reports) report();
    });
}

const tags = ['customer-support', 'production', 'priority-high', 'experiment-42'];

describe('RunTags', () => {
  it('shows the whole badges that fit and counts the others, every tag in the tooltip', () => {
    layOut(2);
    const laidOut = observeLayout();
    render(<RunTags tags={tags} />);
    laidOut();
    expect(screen.getByTitle(tags.join(', '))).toBeTruthy();
    expect(screen.getByText('+2')).toBeTruthy();
    // Screen readers hear which tags the count stands for.
    expect(screen.getByText('2 more: priority-high, experiment-42')).toBeTruthy();
    // The badges that did not fit are hidden, not cut at the cell's edge.
    const hidden = screen.getByText('priority-high').closest('[data-slot="badge"]');
    expect(hidden?.className).toContain('invisible');
    expect(hidden?.getAttribute('aria-hidden')).toBe('true');
    const shown = screen.getByText('customer-support').closest('[data-slot="badge"]');
    expect(shown?.className).not.toContain('invisible');
  });

  it('shows no count when every tag fits', () => {
    layOut(10);
    const laidOut = observeLayout();
    render(<RunTags tags={['a', 'b']} />);
    laidOut();
    expect(screen.queryByText(/^\+\d+$/)).toBeNull();
  });

  it('keeps at least one tag in view, ended by an ellipsis when it is longer than the cell', () => {
    layOut(1);
    const laidOut = observeLayout();
    render(<RunTags tags={['a-very-long-tag-name-that-cannot-fit', 'b']} />);
    laidOut();
    const first = screen.getByText('a-very-long-tag-name-that-cannot-fit');
    expect(first.className).toContain('truncate');
    expect(first.closest('[data-slot="badge"]')?.className).not.toContain('invisible');
    expect(screen.getByText('+1')).toBeTruthy();
  });

  it('measures the badges once the browser has laid the rows out, not as each row mounts', () => {
    layOut(2);
    const laidOut = observeLayout();
    render(<RunTags tags={tags} />);
    // Reading a badge's position as the row mounts makes the browser lay the page out again.
    const offsetTop = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetTop')?.get;
    expect(vi.mocked(offsetTop as () => number)).not.toHaveBeenCalled();
    expect(screen.queryByText('+2')).toBeNull();

    laidOut();
    expect(screen.getByText('+2')).toBeTruthy();
  });

  it('measures the badges at once where the browser has no ResizeObserver', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    layOut(3);
    render(<RunTags tags={tags} />);
    expect(screen.getByText('+1')).toBeTruthy();
  });
});

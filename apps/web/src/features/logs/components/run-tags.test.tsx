import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RunTags } from './run-tags';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
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

const tags = ['customer-support', 'production', 'priority-high', 'experiment-42'];

describe('RunTags', () => {
  it('shows the whole badges that fit and counts the others, every tag in the tooltip', () => {
    layOut(2);
    render(<RunTags tags={tags} />);
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
    render(<RunTags tags={['a', 'b']} />);
    expect(screen.queryByText(/^\+\d+$/)).toBeNull();
  });

  it('keeps at least one tag in view, ended by an ellipsis when it is longer than the cell', () => {
    layOut(1);
    render(<RunTags tags={['a-very-long-tag-name-that-cannot-fit', 'b']} />);
    const first = screen.getByText('a-very-long-tag-name-that-cannot-fit');
    expect(first.className).toContain('truncate');
    expect(first.closest('[data-slot="badge"]')?.className).not.toContain('invisible');
    expect(screen.getByText('+1')).toBeTruthy();
  });
});

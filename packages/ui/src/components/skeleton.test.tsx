import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Skeleton, TableSkeleton } from './skeleton.js';

afterEach(cleanup);

describe('TableSkeleton', () => {
  it('announces what is loading and hides its placeholder table from screen readers', () => {
    render(<TableSkeleton label="Loading prompts" columns={['Slug', 'Mode']} rows={3} />);
    const status = screen.getByRole('status', { name: 'Loading prompts' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(status.querySelector('table')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the headers to come over the asked number of placeholder rows', () => {
    const { container } = render(
      <TableSkeleton label="Loading" columns={['Slug', 'Mode', 'Updated']} rows={4} />,
    );
    expect([...container.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
      'Slug',
      'Mode',
      'Updated',
    ]);
    expect(container.querySelectorAll('tbody tr')).toHaveLength(4);
    expect(container.querySelectorAll('tbody [data-slot="skeleton"]')).toHaveLength(12);
  });
});

describe('Skeleton', () => {
  it('is hidden from assistive technology and takes the given size', () => {
    const { container } = render(<Skeleton className="h-6 w-24" />);
    const block = container.querySelector('[data-slot="skeleton"]');
    expect(block?.getAttribute('aria-hidden')).toBe('true');
    expect(block?.className).toContain('w-24');
  });
});

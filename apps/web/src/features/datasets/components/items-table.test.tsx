import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubElementSize } from '../../../testing/element-size';
import { makeItem } from '../testing/make-dataset';
import { ItemsTable } from './items-table';

const datasetId = '00000000-0000-4000-8000-000000000101';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function bodyRows() {
  return within(screen.getByRole('table', { name: 'Items' }))
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-hidden') !== 'true')
    .slice(1);
}

describe('ItemsTable', () => {
  it('renders every row of a short dataset', () => {
    const items = Array.from({ length: 20 }, (_, i) => makeItem(i + 1, datasetId));
    render(<ItemsTable items={items} actions={[]} onAction={() => {}} />);
    expect(bodyRows()).toHaveLength(20);
  });

  it('renders only the rows in view of a long dataset', () => {
    stubElementSize({ height: 720 });
    const items = Array.from({ length: 500 }, (_, i) =>
      makeItem(i + 1, datasetId, { id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` }),
    );
    render(<ItemsTable items={items} actions={[]} onAction={() => {}} />);
    const rows = bodyRows();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(60);
    expect(rows[0]?.textContent).toContain('Question 1');
  });
});

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox.js';

afterEach(cleanup);

describe('Checkbox', () => {
  it('toggles when pressed', () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox aria-label="Select row" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Select row' });
    fireEvent.click(box);
    expect(box.getAttribute('aria-checked')).toBe('true');
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('shows a mixed state', () => {
    render(<Checkbox aria-label="Select all" checked="indeterminate" />);
    expect(screen.getByRole('checkbox', { name: 'Select all' }).getAttribute('aria-checked')).toBe(
      'mixed',
    );
  });
});

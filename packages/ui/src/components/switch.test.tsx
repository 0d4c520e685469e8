import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Label } from './label.js';
import { Switch } from './switch.js';

afterEach(cleanup);

describe('Switch', () => {
  it('is named by its label and reports each toggle', () => {
    const onCheckedChange = vi.fn();
    render(
      <>
        <Switch id="pii" onCheckedChange={onCheckedChange} />
        <Label htmlFor="pii">Mask PII</Label>
      </>,
    );
    const toggle = screen.getByRole('switch', { name: 'Mask PII' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
  });
});

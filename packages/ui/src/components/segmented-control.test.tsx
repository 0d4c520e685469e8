import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SegmentedControl } from './segmented-control.js';

afterEach(cleanup);

function Period({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState<'monthly' | 'yearly' | 'custom'>('monthly');
  return (
    <SegmentedControl
      aria-label="Billing period"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      data={[
        { value: 'monthly', label: 'Monthly' },
        { value: 'yearly', label: 'Yearly' },
        { value: 'custom', label: 'Custom' },
      ]}
    />
  );
}

const segment = (name: string) => screen.getByRole('radio', { name });

describe('SegmentedControl', () => {
  it('chooses a segment when pressed', () => {
    const onChange = vi.fn();
    render(<Period onChange={onChange} />);
    expect(segment('Monthly').getAttribute('aria-checked')).toBe('true');
    fireEvent.click(segment('Yearly'));
    expect(onChange).toHaveBeenLastCalledWith('yearly');
    expect(segment('Yearly').getAttribute('aria-checked')).toBe('true');
  });

  it('never becomes empty when the chosen segment is pressed again', () => {
    const onChange = vi.fn();
    render(<Period onChange={onChange} />);
    fireEvent.click(segment('Monthly'));
    expect(onChange).not.toHaveBeenCalled();
    expect(segment('Monthly').getAttribute('aria-checked')).toBe('true');
  });

  it('moves to and chooses the next segment with the arrow keys', async () => {
    const onChange = vi.fn();
    render(<Period onChange={onChange} />);
    segment('Monthly').focus();
    fireEvent.keyDown(segment('Monthly'), { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(segment('Yearly')));
    expect(onChange).toHaveBeenLastCalledWith('yearly');
    fireEvent.keyDown(segment('Yearly'), { key: 'ArrowLeft' });
    await waitFor(() => expect(segment('Monthly').getAttribute('aria-checked')).toBe('true'));
  });
});

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select.js';

afterEach(cleanup);

function ModelSelect({ onValueChange }: { onValueChange: (value: string) => void }) {
  return (
    <Select onValueChange={onValueChange}>
      <SelectTrigger aria-label="Model">
        <SelectValue placeholder="Pick a model" />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="gpt-4o">GPT-4o</SelectItem>
        <SelectItem value="claude">Claude</SelectItem>
      </SelectContent>
    </Select>
  );
}

describe('Select', () => {
  it('opens from the keyboard and takes the chosen option', () => {
    const onValueChange = vi.fn();
    render(<ModelSelect onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Model' });
    expect(trigger.textContent).toContain('Pick a model');

    fireEvent.keyDown(trigger, { key: 'Enter' });
    fireEvent.click(screen.getByRole('option', { name: 'Claude' }));

    expect(onValueChange).toHaveBeenCalledWith('claude');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger.textContent).toContain('Claude');
  });
});

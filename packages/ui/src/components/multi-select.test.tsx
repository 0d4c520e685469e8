import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MultiSelect } from './multi-select.js';

afterEach(cleanup);

const options = [
  { value: 'gpt-4o', label: 'GPT-4o' },
  { value: 'gpt-4o-mini', label: 'GPT-4o mini' },
  { value: 'claude', label: 'Claude' },
  { value: 'mistral', label: 'Mistral' },
];

function Models({
  initial = [],
  onChange,
}: {
  initial?: string[];
  onChange?: (v: string[]) => void;
}) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <MultiSelect
      aria-label="Models"
      placeholder="Pick models"
      options={options}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

/** A multi-select whose options come from a search elsewhere, as a server would answer. */
function Searched({ searches }: { searches: string[] }) {
  const [search, setSearch] = useState('');
  // The search also matches what the label does not show (a name behind an id).
  const found = search === 'ada' ? [{ value: 'u-17', label: 'u-17' }] : options;
  return (
    <MultiSelect
      aria-label="Models"
      options={found}
      value={[]}
      onChange={() => {}}
      onSearchChange={(next) => {
        searches.push(next);
        setSearch(next);
      }}
    />
  );
}

const searchBox = () => screen.getByRole('combobox', { name: 'Models' });
const chips = () =>
  Array.from(document.querySelectorAll('[data-slot="multi-select-chip"]')).map(
    (c) => c.textContent,
  );

describe('MultiSelect', () => {
  it('filters by the typed text and adds the active option with Enter', () => {
    const onChange = vi.fn();
    render(<Models onChange={onChange} />);
    fireEvent.focus(searchBox());
    fireEvent.change(searchBox(), { target: { value: 'gpt' } });
    const list = screen.getByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['GPT-4o', 'GPT-4o mini']);
    fireEvent.keyDown(searchBox(), { key: 'ArrowDown' });
    fireEvent.keyDown(searchBox(), { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(['gpt-4o-mini']);
    expect(chips()).toEqual(['GPT-4o mini']);
    expect(screen.getByRole('option', { name: 'GPT-4o mini' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('toggles options by clicking them and says when nothing matches', () => {
    render(<Models />);
    fireEvent.focus(searchBox());
    fireEvent.click(screen.getByRole('option', { name: 'Claude' }));
    fireEvent.click(screen.getByRole('option', { name: 'Mistral' }));
    expect(chips()).toEqual(['Claude', 'Mistral']);
    fireEvent.click(screen.getByRole('option', { name: 'Claude' }));
    expect(chips()).toEqual(['Mistral']);
    fireEvent.change(searchBox(), { target: { value: 'llama' } });
    expect(screen.getByText('Nothing found')).toBeTruthy();
  });

  it('removes chips with their buttons or Backspace in the empty search box', () => {
    render(<Models initial={['gpt-4o', 'claude', 'mistral']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Claude' }));
    expect(chips()).toEqual(['GPT-4o', 'Mistral']);
    fireEvent.keyDown(searchBox(), { key: 'Backspace' });
    expect(chips()).toEqual(['GPT-4o']);
  });

  it('opens with the arrow keys and closes on Escape', () => {
    render(<Models />);
    searchBox().focus();
    fireEvent.keyDown(searchBox(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(searchBox().getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(searchBox(), { key: 'ArrowDown' });
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(searchBox().getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'GPT-4o' }).id,
    );
  });

  it('hands the typed text to onSearchChange and shows the options it is given as they are', () => {
    const searches: string[] = [];
    render(<Searched searches={searches} />);
    fireEvent.change(searchBox(), { target: { value: 'ada' } });
    expect(searches).toEqual(['ada']);
    const list = screen.getByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['u-17']);
  });
});

import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IconPicker, iconLabel } from './icon-picker.js';

afterEach(cleanup);

const shownIcon = (element: HTMLElement) => element.querySelector('svg')?.getAttribute('class');

describe('iconLabel', () => {
  it('turns an icon name into words', () => {
    expect(iconLabel('IconChartBar')).toBe('Chart Bar');
    expect(iconLabel('IconStack2')).toBe('Stack 2');
  });
});

describe('IconPicker', () => {
  it('shows the chosen icon, or the stack icon for an unknown or missing name', () => {
    const { rerender } = render(<IconPicker value="IconRobot" onChange={() => {}} />);
    const trigger = screen.getByRole('button', { name: 'Choose icon: Robot' });
    expect(shownIcon(trigger)).toContain('tabler-icon-robot');
    rerender(<IconPicker value="IconNoSuchThing" onChange={() => {}} />);
    expect(shownIcon(screen.getByRole('button', { name: 'Choose icon' }))).toContain(
      'tabler-icon-stack-2',
    );
    rerender(<IconPicker value={null} onChange={() => {}} />);
    expect(shownIcon(screen.getByRole('button', { name: 'Choose icon' }))).toContain(
      'tabler-icon-stack-2',
    );
  });

  it('filters icons by name and picks one with the keyboard', () => {
    const onChange = vi.fn();
    render(<IconPicker value="IconRobot" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose icon: Robot' }));
    const list = screen.getByRole('listbox', { name: 'Icons' });
    expect(within(list).getAllByRole('option').length).toBeGreaterThanOrEqual(80);
    expect(screen.getByRole('option', { name: 'Robot' }).getAttribute('aria-selected')).toBe(
      'true',
    );

    const search = screen.getByRole('combobox', { name: 'Search icons' });
    fireEvent.change(search, { target: { value: 'chart ' } });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Chart Bar', 'Chart Dots', 'Chart Line', 'Chart Pie']);
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('IconChartLine');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('picks an icon by clicking it and says when nothing matches', () => {
    const onChange = vi.fn();
    render(<IconPicker value={undefined} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose icon' }));
    const search = screen.getByRole('combobox', { name: 'Search icons' });
    fireEvent.change(search, { target: { value: 'zzzz' } });
    expect(screen.getByText('No icons found')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'bug' } });
    fireEvent.click(screen.getByRole('option', { name: 'Bug' }));
    expect(onChange).toHaveBeenCalledWith('IconBug');
  });
});

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useColumnVisibilityStore, useVisibleColumns } from './column-visibility-store';
import { ColumnChooser } from './components/column-chooser';

function Headers() {
  const columns = useVisibleColumns('llm');
  return <p data-testid="columns">{columns.map((column) => column.id).join(',')}</p>;
}

afterEach(() => {
  cleanup();
  act(() => useColumnVisibilityStore.setState({ choices: {} }));
  localStorage.clear();
});

describe('column chooser', () => {
  it('hides and shows columns per list type and remembers the choice', () => {
    render(
      <>
        <ColumnChooser type="llm" />
        <Headers />
      </>,
    );
    expect(screen.getByTestId('columns').textContent).toContain('tags');
    expect(screen.getByTestId('columns').textContent).not.toContain('promptTokens');

    fireEvent.keyDown(screen.getByRole('button', { name: 'Columns' }), { key: 'Enter' });
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Tags' }));
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Prompt tokens' }));
    const shown = screen.getByTestId('columns').textContent ?? '';
    expect(shown).not.toContain('tags');
    expect(shown).toContain('promptTokens');

    const stored = JSON.parse(localStorage.getItem('lookout-log-columns') ?? '{}');
    expect(stored.state.choices.llm).toEqual({ tags: false, promptTokens: true });
    expect(useColumnVisibilityStore.getState().choices.trace).toBeUndefined();
  });
});

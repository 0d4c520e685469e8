import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HelpMenu } from './help-menu';

afterEach(cleanup);

function openMenu() {
  fireEvent.keyDown(screen.getByRole('button', { name: 'Help' }), { key: 'Enter' });
  return screen.getAllByRole('menuitem').map((item) => item.textContent);
}

describe('HelpMenu', () => {
  it('offers Feedback, Documentation and Changelog on cloud, each in a new tab', () => {
    render(<HelpMenu edition="cloud" />);
    expect(openMenu()).toEqual(['Feedback', 'Documentation', 'Changelog']);
    for (const item of screen.getAllByRole('menuitem')) {
      expect(item.getAttribute('target')).toBe('_blank');
    }
  });

  it('leaves Feedback out on self-hosted', () => {
    render(<HelpMenu edition="self-hosted" />);
    expect(openMenu()).toEqual(['Documentation', 'Changelog']);
  });
});

import { Button } from '@lookout/ui';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageHeader } from './page-header';

/** Makes the window report a phone-sized width, or not. */
function stubScreen(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const actions = (
  <>
    <Button>Export</Button>
    <Button>Save view</Button>
  </>
);

describe('PageHeader', () => {
  it('shows the actions beside the title on a wide screen', () => {
    stubScreen(false);
    render(<PageHeader title="Prompts" actions={actions} />);
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'More actions' })).toBeNull();
  });

  it('folds the actions behind "More actions" on a phone', async () => {
    stubScreen(true);
    render(<PageHeader title="Prompts" actions={actions} />);
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    const menu = await screen.findByRole('dialog', { name: 'More actions' });
    expect(within(menu).getByRole('button', { name: 'Export' })).toBeTruthy();
    expect(within(menu).getByRole('button', { name: 'Save view' })).toBeTruthy();
  });
});

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './modal.js';

afterEach(cleanup);

describe('Modal', () => {
  it('shows its title and content and closes with the close button', () => {
    const onOpenChange = vi.fn();
    render(
      <Modal open onOpenChange={onOpenChange} title="Rename project">
        Body text
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Rename project' });
    expect(dialog.textContent).toContain('Body text');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('can hide the close button, still closing on Escape', () => {
    const onOpenChange = vi.fn();
    render(
      <Modal open onOpenChange={onOpenChange} label="Upgrade" withCloseButton={false} size={900}>
        Plans
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Upgrade' });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(dialog.style.maxWidth).toContain('900px');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('renders nothing while closed', () => {
    render(
      <Modal open={false} onOpenChange={() => {}} title="Hidden">
        Body
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button.js';

afterEach(cleanup);

describe('Button', () => {
  it('calls onClick when pressed', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is disabled and shows a spinner while loading', () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Save/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('looks unusable when disabled (grey fill and text), and keeps its colour while busy', () => {
    render(
      <>
        <Button disabled>Save</Button>
        <Button loading>Saving</Button>
      </>,
    );
    const disabled = screen.getByRole('button', { name: 'Save' });
    for (const look of ['bg-muted', 'text-muted-foreground']) {
      expect(disabled.className).toContain(`disabled:not-aria-busy:${look}`);
    }
    expect(disabled.getAttribute('aria-busy')).toBeNull();
    // Busy is disabled too, but marked so its grey look does not apply.
    expect(screen.getByRole('button', { name: /Saving/ }).getAttribute('aria-busy')).toBe('true');
  });

  it('renders its child with button styles when asChild is set', () => {
    render(
      <Button asChild variant="outline">
        <a href="/docs">Docs</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Docs' });
    expect(link.getAttribute('data-slot')).toBe('button');
    expect(link.className).toContain('border');
  });
});

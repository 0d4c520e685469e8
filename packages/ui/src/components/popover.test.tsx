import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button.js';
import { Popover, PopoverContent, PopoverTrigger } from './popover.js';

afterEach(cleanup);

describe('Popover', () => {
  it('opens from its trigger and closes on Escape', () => {
    render(
      <Popover>
        <PopoverTrigger asChild>
          <Button>Details</Button>
        </PopoverTrigger>
        <PopoverContent aria-label="Details">Token usage</PopoverContent>
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Details' });
    expect(screen.queryByText('Token usage')).toBeNull();
    fireEvent.click(trigger);
    expect(screen.getByText('Token usage')).toBeTruthy();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByText('Token usage')).toBeNull();
  });
});

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button.js';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip.js';

afterEach(cleanup);

describe('Tooltip', () => {
  it('shows its text when the trigger gets keyboard focus', () => {
    render(
      <Tooltip>
        <TooltipTrigger asChild>
          <Button aria-label="Copy id">⧉</Button>
        </TooltipTrigger>
        <TooltipContent>Copy to clipboard</TooltipContent>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.focus(screen.getByRole('button', { name: 'Copy id' }));
    expect(screen.getByRole('tooltip').textContent).toBe('Copy to clipboard');
  });
});

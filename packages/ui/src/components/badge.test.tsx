import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Badge } from './badge.js';

afterEach(cleanup);

describe('Badge', () => {
  it('reads Alpha or Beta for the release-stage variants', () => {
    render(
      <>
        <Badge variant="alpha" />
        <Badge variant="beta" />
      </>,
    );
    expect(screen.getByText('Alpha')).toBeTruthy();
    expect(screen.getByText('Beta')).toBeTruthy();
  });

  it('shows its own text when given one', () => {
    render(<Badge variant="beta">Preview</Badge>);
    expect(screen.getByText('Preview')).toBeTruthy();
    expect(screen.queryByText('Beta')).toBeNull();
  });
});

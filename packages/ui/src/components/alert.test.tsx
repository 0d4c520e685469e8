import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Alert } from './alert.js';

afterEach(cleanup);

describe('Alert', () => {
  it('announces dangers at once with their title and text', () => {
    render(
      <Alert variant="danger" title="Payment failed">
        Update your billing details.
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Payment failed');
    expect(alert.textContent).toContain('Update your billing details.');
  });

  it('announces information politely', () => {
    render(<Alert title="Heads up">Something changed.</Alert>);
    expect(screen.getByRole('status').textContent).toContain('Heads up');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

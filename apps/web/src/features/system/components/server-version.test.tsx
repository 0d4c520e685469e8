import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerVersion } from './server-version';

function renderWithQueries() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ServerVersion />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ServerVersion', () => {
  it('shows the version the server reports', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ version: '1.4.2' })),
    );
    renderWithQueries();
    expect(screen.getByRole('status', { name: 'Loading server version' })).toBeTruthy();
    expect((await screen.findByTestId('server-version')).textContent).toBe('v1.4.2');
  });

  it('says the server is unreachable and offers a retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'Down', message: 'Maintenance' }, { status: 503 })),
    );
    renderWithQueries();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Server unreachable: Maintenance',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

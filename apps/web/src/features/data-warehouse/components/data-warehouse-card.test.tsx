import type { DataWarehouseConnection } from '@lookout/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUpgradeModalStore } from '../../../stores/upgrade-modal-store';
import { callsTo, fakeApi } from '../../../testing/fake-api';
import { gating } from '../../../testing/fixtures';
import { renderRoutes } from '../../../testing/render-app';
import { DataWarehouseCard } from './data-warehouse-card';

const connection: DataWarehouseConnection = {
  id: '33333333-3333-4333-8333-333333333333',
  orgId: '44444444-4444-4444-8444-444444444444',
  name: 'Analytics',
  target: 'warehouse.example.com:5432/analytics',
  status: 'error',
  lastSyncAt: '2026-11-25T10:00:00.000Z',
  lagSeconds: 150,
  syncedRuns: 1200,
  lastError: 'warehouse.example.com:5432/analytics refused the connection',
  lastErrorAt: '2026-11-25T10:01:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useUpgradeModalStore.getState().close();
});

describe('DataWarehouseCard', () => {
  it('shows each connection with its status, lag and last error, and pauses it', async () => {
    let stored = connection;
    const calls = fakeApi({
      'GET /v1/orgs/data-warehouse-connections': () => Response.json([stored]),
      [`PATCH /v1/orgs/data-warehouse-connections/${connection.id}`]: (request) => {
        stored = { ...stored, ...(request.body as object) };
        return Response.json(stored);
      },
    });
    renderRoutes(<DataWarehouseCard context={gating()} />);
    const row = await screen.findByRole('listitem', { name: 'Analytics' });
    expect(within(row).getByText('Error')).toBeTruthy();
    expect(within(row).getByText('3 min behind')).toBeTruthy();
    expect(within(row).getByText(/refused the connection/)).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Pause Analytics' }));
    await waitFor(() =>
      expect(
        callsTo(calls, `PATCH /v1/orgs/data-warehouse-connections/${connection.id}`)[0]?.body,
      ).toEqual({ status: 'paused' }),
    );
    expect(await within(row).findByRole('button', { name: 'Resume Analytics' })).toBeTruthy();
  });

  it('says when nothing is connected, and shows the server refusal of a URL in the form', async () => {
    const calls = fakeApi({
      'GET /v1/orgs/data-warehouse-connections': () => Response.json([]),
      'POST /v1/orgs/data-warehouse-connections/test': () =>
        Response.json(
          {
            error: 'Invalid request',
            message: "connectionUrl: points at Lookout's own database.",
          },
          { status: 400 },
        ),
    });
    renderRoutes(<DataWarehouseCard context={gating()} />);
    expect(await screen.findByText(/No database connected yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Connect a database' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Mine' } });
    fireEvent.change(screen.getByLabelText('Connection URL'), {
      target: { value: 'mysql://db' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(
      await screen.findByText('Connection URL must start with postgres:// or postgresql://'),
    ).toBeTruthy();
    expect(callsTo(calls, 'POST /v1/orgs/data-warehouse-connections/test')).toEqual([]);
    fireEvent.change(screen.getByLabelText('Connection URL'), {
      target: { value: 'postgres://lookout@db:5432/lookout' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText(/points at Lookout's own database/)).toBeTruthy();
  });

  it('offers the upgrade instead of the list below the enterprise plan on cloud', async () => {
    const calls = fakeApi({});
    renderRoutes(<DataWarehouseCard context={gating({ edition: 'cloud', plan: 'team' })} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade' }));
    expect(useUpgradeModalStore.getState()).toMatchObject({
      open: true,
      highlight: 'data-warehouse',
    });
    expect(calls).toEqual([]);
  });
});

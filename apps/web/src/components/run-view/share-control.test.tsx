import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../stores/project-store';
import { callsTo, fakeApi } from '../../testing/fake-api';
import { makeRun, runId } from '../../testing/make-run';
import { renderRoutes } from '../../testing/render-app';
import { ShareControl } from './share-control';

beforeEach(() => {
  useProjectStore.setState({ projectId: '00000000-0000-4000-8000-000000000001' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useProjectStore.setState({ projectId: null });
});

describe('ShareControl', () => {
  it('previews what the public link will show before sharing: input, output and timing only', async () => {
    const run = makeRun({
      id: runId(9),
      input: 'Plan the offsite',
      output: 'Lisbon, in May.',
      userId: 'ada@customer.example',
      userProps: { name: 'Ada Lovelace', email: 'ada@customer.example' },
      metadata: { crm: 'crm-secret-42' },
      tags: ['vip-internal'],
      feedback: { thumb: 'down', comment: 'Internal: angry customer' },
    });
    const calls = fakeApi({
      [`PATCH /v1/runs/${runId(9)}/visibility`]: () => Response.json({ ...run, isPublic: true }),
    });
    renderRoutes(<ShareControl run={run} />);
    fireEvent.click(screen.getByRole('button', { name: 'Make public' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make this run public?' });
    const preview = within(dialog).getByTestId('public-run').textContent ?? '';
    expect(preview).toContain('Plan the offsite');
    expect(preview).toContain('Lisbon, in May.');
    expect(preview).toContain('Duration');
    for (const secret of [
      'ada@customer.example',
      'Ada Lovelace',
      'crm-secret-42',
      'vip-internal',
      'Internal:',
      'Cost',
      'Tokens',
    ]) {
      expect(preview).not.toContain(secret);
    }
    expect(within(dialog).getByText('Stays private')).toBeTruthy();
    // Nothing is shared until the dialog's button says so.
    expect(callsTo(calls, `PATCH /v1/runs/${runId(9)}/visibility`)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Make public' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, `PATCH /v1/runs/${runId(9)}/visibility`)[0]?.body).toEqual({
      visibility: 'public',
    });
  });

  it('cancels without sharing', async () => {
    const calls = fakeApi({});
    renderRoutes(<ShareControl run={makeRun({ id: runId(10) })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Make public' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make this run public?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveLength(0);
  });
});

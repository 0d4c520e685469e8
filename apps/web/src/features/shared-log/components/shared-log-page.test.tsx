import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fakeApi } from '../../../testing/fake-api';
import { makeRun, runId } from '../../../testing/make-run';
import { renderRoutes } from '../../../testing/render-app';
import { SharedLogPage } from './shared-log-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SharedLogPage', () => {
  it('shows a shared run to a visitor, read without a session: input, output and timing', async () => {
    const calls = fakeApi({
      [`GET /v1/runs/${runId(5)}`]: {
        body: makeRun({ id: runId(5), name: 'gpt-4o', isPublic: true, output: 'Paris.' }),
      },
      [`GET /v1/runs/${runId(5)}/tree`]: {
        body: { ...makeRun({ id: runId(5), name: 'gpt-4o' }), children: [] },
      },
    });
    renderRoutes(<SharedLogPage />, { path: `/logs/${runId(5)}`, routePath: '/logs/:logId' });
    expect(await screen.findByRole('heading', { name: 'gpt-4o' })).toBeTruthy();
    expect(screen.getByText('Paris.')).toBeTruthy();
    expect(screen.getByText('Duration')).toBeTruthy();
    expect(callsTo(calls, `GET /v1/runs/${runId(5)}`)[0]?.headers.get('authorization')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('shows nothing but input, output and timing even if more arrives', async () => {
    const root = makeRun({
      id: runId(11),
      type: 'agent',
      name: 'planner',
      input: 'Plan my trip',
      userId: 'grace@customer.example',
      userProps: { name: 'Grace', plan: 'vip' },
      metadata: { crm: 'crm-secret' },
      tags: ['internal-tag'],
    });
    const step = makeRun({ id: runId(12), parentRunId: runId(11), output: 'Lisbon.' });
    fakeApi({
      [`GET /v1/runs/${runId(11)}`]: { body: root },
      [`GET /v1/runs/${runId(11)}/tree`]: {
        body: { ...root, children: [{ ...step, children: [] }] },
      },
    });
    renderRoutes(<SharedLogPage />, { path: `/logs/${runId(11)}`, routePath: '/logs/:logId' });
    expect(await screen.findByRole('heading', { name: 'planner' })).toBeTruthy();
    expect(await screen.findByText('Lisbon.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '1 run under it' })).toBeTruthy();
    const page = document.body.textContent ?? '';
    for (const secret of ['grace@customer.example', 'Grace', 'vip', 'crm-secret', 'internal-tag']) {
      expect(page).not.toContain(secret);
    }
  });

  it('says clearly when the run is not shared or does not exist', async () => {
    fakeApi({});
    renderRoutes(<SharedLogPage />, { path: `/logs/${runId(6)}`, routePath: '/logs/:logId' });
    expect(await screen.findByRole('heading', { name: 'Run not found' })).toBeTruthy();
  });
});

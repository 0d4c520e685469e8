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
  it('shows a shared run to a visitor, read without a session', async () => {
    const calls = fakeApi({
      [`GET /v1/runs/${runId(5)}`]: {
        body: makeRun({ id: runId(5), name: 'gpt-4o', isPublic: true, output: 'Paris.' }),
      },
    });
    renderRoutes(<SharedLogPage />, { path: `/logs/${runId(5)}`, routePath: '/logs/:logId' });
    expect(await screen.findByRole('heading', { name: 'gpt-4o' })).toBeTruthy();
    expect(screen.getByText('Paris.')).toBeTruthy();
    expect(callsTo(calls, `GET /v1/runs/${runId(5)}`)[0]?.headers.get('authorization')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('says clearly when the run is not shared or does not exist', async () => {
    fakeApi({});
    renderRoutes(<SharedLogPage />, { path: `/logs/${runId(6)}`, routePath: '/logs/:logId' });
    expect(await screen.findByRole('heading', { name: 'Run not found' })).toBeTruthy();
  });
});

import type { Org } from '@lookout/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { gating, org, project } from '../../../testing/fixtures';
import { renderRoutes } from '../../../testing/render-app';
import { BillingPage } from './billing-page';

function showBilling(overrides: Partial<Org>) {
  fakeApi({ 'GET /v1/projects': { body: [project(1)] } });
  renderRoutes(<BillingPage org={{ ...org, ...overrides }} context={gating()} />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BillingPage usage', () => {
  it("shows the month's events against the free plan's 10k", async () => {
    showBilling({ plan: 'free', eventsThisMonth: 1_234 });
    expect(await screen.findByText('1,234 of 10k events this month')).toBeTruthy();
    expect(screen.queryByText(/not reported/)).toBeNull();
  });

  it('shows the count only on a plan without a set allowance', async () => {
    showBilling({ plan: 'enterprise', eventsThisMonth: 2_500_000 });
    expect(await screen.findByText('2,500,000 events this month')).toBeTruthy();
  });
});

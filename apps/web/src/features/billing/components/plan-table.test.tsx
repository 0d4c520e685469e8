import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../../lib/notifications';
import { callsTo, fakeApi } from '../../../testing/fake-api';
import { org } from '../../../testing/fixtures';
import { renderRoutes, shownNotifications } from '../../../testing/render-app';
import { PlanTable } from './plan-table';

const upgradeRoute = `POST /v1/orgs/${org.id}/upgrade`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  notifications.clean();
});

function renderTable(overrides: Partial<typeof org> = {}, canChangePlan = true) {
  return renderRoutes(<PlanTable org={{ ...org, ...overrides }} canChangePlan={canChangePlan} />, {
    path: '/billing',
  });
}

describe('PlanTable', () => {
  it('shows the buttons of a free org', () => {
    fakeApi({});
    renderTable();
    const current = screen.getByRole('button', { name: 'Current plan' }) as HTMLButtonElement;
    expect(current.disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Upgrade' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Get a Quote' })).toBeTruthy();
  });

  it('shows the buttons of a canceled team org', () => {
    fakeApi({});
    renderTable({ plan: 'team', canceled: true });
    expect(
      (screen.getByRole('button', { name: 'Will switch soon' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Reactivate' })).toBeTruthy();
  });

  it('shows no free button and a team switch to a legacy pro org', () => {
    fakeApi({});
    renderTable({ plan: 'pro' });
    expect(screen.queryByRole('button', { name: 'Current plan' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Switch to Team' })).toBeTruthy();
  });

  it("changes the plan in place: spinner, 'Plan updated', then the thank-you page a second later", async () => {
    let answer: (response: Response) => void = () => {};
    const calls = fakeApi({
      [upgradeRoute]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const { router } = renderTable();
    fireEvent.click(screen.getByRole('radio', { name: 'Yearly (2 months free)' }));
    const upgrade = screen.getByRole('button', { name: 'Upgrade' });
    fireEvent.click(upgrade);
    await waitFor(() => expect(upgrade.getAttribute('aria-busy')).toBe('true'));
    expect(callsTo(calls, upgradeRoute)[0]?.body).toEqual({
      plan: 'team',
      period: 'yearly',
      origin: window.location.origin,
    });

    answer(Response.json({ ok: true }));
    await waitFor(() =>
      expect(shownNotifications()).toContain('Plan updated — Your plan has been updated to Team!'),
    );
    expect(router.state.location.pathname).toBe('/billing');
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing/thank-you'), {
      timeout: 2000,
    });
  });

  it('opens the checkout page when the answer has one', async () => {
    fakeApi({ [upgradeRoute]: { body: { ok: true, url: 'https://checkout.example.com/s/1' } } });
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      origin: 'http://lookout.test',
      assign,
    });
    renderTable();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example.com/s/1'));
  });

  it('stops the spinner without a notice when the change fails, and says why beside the table', async () => {
    const reason =
      'Paid plans are bought through checkout, and this server has no payment provider configured (STRIPE_SECRET_KEY). The plan was not changed.';
    fakeApi({
      [upgradeRoute]: { status: 503, body: { error: 'Payments unavailable', message: reason } },
    });
    renderTable();
    const upgrade = screen.getByRole('button', { name: 'Upgrade' });
    fireEvent.click(upgrade);
    await waitFor(() => expect(upgrade.getAttribute('aria-busy')).toBe('true'));
    await waitFor(() => expect(upgrade.getAttribute('aria-busy')).toBeNull());
    expect(shownNotifications()).toEqual([]);
    expect(await screen.findByText(reason)).toBeTruthy();
  });

  it('opens the quote page in a new window', () => {
    fakeApi({});
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderTable();
    fireEvent.click(screen.getByRole('button', { name: 'Get a Quote' }));
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/^https:\/\//),
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('keeps plan buttons off for roles that may not change billing', () => {
    fakeApi({});
    renderTable({}, false);
    expect((screen.getByRole('button', { name: 'Upgrade' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText('Only org owners and admins can change the plan.')).toBeTruthy();
  });
});

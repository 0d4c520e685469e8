import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fakeApi } from '../../../testing/fake-api';
import { gating, org } from '../../../testing/fixtures';
import { renderRoutes } from '../../../testing/render-app';
import { PaymentFailedAlert } from './payment-failed-alert';

const invoiceRoute = `GET /v1/orgs/${org.id}/billing/latest-invoice`;
const delinquent = { id: org.id, billingDelinquent: true };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PaymentFailedAlert', () => {
  it('gives users who may pay the outstanding invoice link', async () => {
    fakeApi({ [invoiceRoute]: { body: { hostedInvoiceUrl: 'https://pay.example.com/inv_1' } } });
    renderRoutes(<PaymentFailedAlert org={delinquent} context={gating({ edition: 'cloud' })} />);
    expect(screen.getByText('Payment failed')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'data older than 30 days permanently deleted unless you update your billing details',
    );
    const link = await screen.findByRole('link', { name: 'Pay outstanding invoice' });
    expect(link.getAttribute('href')).toBe('https://pay.example.com/inv_1');
  });

  it('says the date of the deletion while it is ahead, and no date once it has begun', () => {
    fakeApi({ [invoiceRoute]: { body: { hostedInvoiceUrl: null } } });
    const ahead = new Date(Date.now() + 9 * 86_400_000);
    const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(ahead);
    const { unmount } = renderRoutes(
      <PaymentFailedAlert
        org={{ ...delinquent, failedPaymentDeletionAt: ahead.toISOString() }}
        context={gating({ edition: 'cloud' })}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      `data older than 30 days permanently deleted on ${date} unless you update your billing details`,
    );
    unmount();
    renderRoutes(
      <PaymentFailedAlert
        org={{ ...delinquent, failedPaymentDeletionAt: new Date(Date.now() - 1_000).toISOString() }}
        context={gating({ edition: 'cloud' })}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'data older than 30 days permanently deleted unless you update your billing details',
    );
  });

  it('tells other roles whom to ask, without looking up the invoice', () => {
    const calls = fakeApi({});
    renderRoutes(
      <PaymentFailedAlert
        org={delinquent}
        context={gating({ edition: 'cloud', role: 'member' })}
      />,
    );
    expect(
      screen.getByText(/Contact an org owner or billing admin to resolve billing issues\./),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pay outstanding invoice' })).toBeNull();
    expect(callsTo(calls, invoiceRoute)).toHaveLength(0);
  });

  it('shows no link when there is no invoice to pay', async () => {
    const calls = fakeApi({ [invoiceRoute]: { body: { hostedInvoiceUrl: null } } });
    renderRoutes(<PaymentFailedAlert org={delinquent} context={gating({ edition: 'cloud' })} />);
    await waitFor(() => expect(callsTo(calls, invoiceRoute)).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Pay outstanding invoice' })).toBeNull();
  });

  it('shows nothing on self-hosted or when payments are fine', () => {
    fakeApi({});
    renderRoutes(<PaymentFailedAlert org={delinquent} context={gating()} />);
    renderRoutes(
      <PaymentFailedAlert
        org={{ id: org.id, billingDelinquent: false }}
        context={gating({ edition: 'cloud' })}
      />,
    );
    expect(screen.queryByText('Payment failed')).toBeNull();
  });
});

import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useUpgradeModalStore } from '../../../stores/upgrade-modal-store';
import { renderRoutes } from '../../../testing/render-app';
import { OrgStatusBanner } from './org-status-banner';

const canceledText =
  'Subscription will cancel soon. Click here to restore and prevent data deletion.';
const limitedText = "Plan's ingestion limit has been reached. Click here to open billing.";

afterEach(() => {
  cleanup();
  useUpgradeModalStore.setState({ open: false, highlight: null });
});

describe('OrgStatusBanner', () => {
  it('offers to restore a canceled subscription through the upgrade modal', () => {
    renderRoutes(<OrgStatusBanner org={{ canceled: true, limited: true }} pathname="/logs" />);
    fireEvent.click(screen.getByRole('button', { name: canceledText }));
    expect(useUpgradeModalStore.getState().open).toBe(true);
    // Canceled takes precedence over limited.
    expect(screen.queryByText(limitedText)).toBeNull();
  });

  it('links a limited org to billing', async () => {
    const { router } = renderRoutes(
      <OrgStatusBanner org={{ canceled: false, limited: true }} pathname="/logs" />,
    );
    fireEvent.click(screen.getByRole('link', { name: limitedText }));
    expect(router.state.location.pathname).toBe('/billing');
  });

  it('shows nothing on the billing pages or for an org in good standing', () => {
    renderRoutes(<OrgStatusBanner org={{ canceled: true, limited: true }} pathname="/billing" />);
    renderRoutes(
      <OrgStatusBanner org={{ canceled: true, limited: false }} pathname="/billing/thank-you" />,
    );
    renderRoutes(<OrgStatusBanner org={{ canceled: false, limited: false }} pathname="/logs" />);
    expect(screen.queryByText(canceledText)).toBeNull();
    expect(screen.queryByText(limitedText)).toBeNull();
  });
});

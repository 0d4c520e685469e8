import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureAnalytics } from '../../../lib/analytics';
import { useUpgradeModalStore } from '../../../stores/upgrade-modal-store';
import { fakeApi } from '../../../testing/fake-api';
import { org } from '../../../testing/fixtures';
import { renderRoutes } from '../../../testing/render-app';
import { UpgradeModal } from './upgrade-modal';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  configureAnalytics(null);
  useUpgradeModalStore.setState({ open: false, highlight: null });
});

describe('UpgradeModal', () => {
  it('shows every plan row with the one that prompted it marked, the guarantee, and payment methods on free', () => {
    fakeApi({});
    const track = vi.fn();
    configureAnalytics(track);
    renderRoutes(<UpgradeModal org={org} canChangePlan />);
    act(() => useUpgradeModalStore.getState().show('projects'));

    const dialog = screen.getByRole('dialog', { name: 'Unlock all features' });
    expect(dialog.style.maxWidth).toContain('900px');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(dialog.textContent).toContain(
      '30 days money-back guarantee. Cancel any time with just 1 click.',
    );
    const highlighted = dialog.querySelector('tr[data-highlighted]');
    expect(highlighted?.textContent).toContain('Projects');
    // Expanded: the last rows of the catalogue show without a toggle.
    expect(dialog.textContent).toContain('Money-back guarantee');
    expect(screen.queryByRole('button', { name: /View Features|Collapse features/ })).toBeNull();
    expect(screen.getByRole('list', { name: 'Accepted payment methods' })).toBeTruthy();
    expect(track).toHaveBeenCalledWith('Upgrade Modal', { highlight: 'projects' });

    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(useUpgradeModalStore.getState().open).toBe(false);
  });

  it('shows no payment methods to a paying org and offers to restore a canceled one', () => {
    fakeApi({});
    renderRoutes(<UpgradeModal org={{ ...org, plan: 'team', canceled: true }} canChangePlan />);
    act(() => useUpgradeModalStore.getState().show());
    expect(screen.getByRole('dialog', { name: 'Restore your subscription' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Accepted payment methods' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reactivate' })).toBeTruthy();
  });
});

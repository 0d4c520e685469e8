import { LookoutApiError } from '@lookout/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useUpgradeModalStore } from '../stores/upgrade-modal-store';
import { offerUpgradeOnPlanError, queryClient } from './query-client';

const refused = (code: 'plan_required' | 'plan_limit' | undefined, feature?: string) =>
  new LookoutApiError({ status: 403, title: 'Upgrade required', message: 'No.', code, feature });

afterEach(() => {
  useUpgradeModalStore.setState({ open: false, highlight: null });
});

describe('offerUpgradeOnPlanError', () => {
  it('opens the upgrade dialog on the refused feature for a plan error', () => {
    offerUpgradeOnPlanError(refused('plan_required', 'history'));
    expect(useUpgradeModalStore.getState()).toMatchObject({ open: true, highlight: 'history' });
  });

  it('leaves the dialog shut for any other failure', () => {
    offerUpgradeOnPlanError(refused(undefined));
    offerUpgradeOnPlanError(new TypeError('Failed to fetch'));
    expect(useUpgradeModalStore.getState().open).toBe(false);
  });

  it('runs for every mutation the server refuses for the plan', async () => {
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => Promise.reject(refused('plan_required', 'exports')),
    });
    await mutation.execute(undefined).catch(() => undefined);
    expect(useUpgradeModalStore.getState()).toMatchObject({ open: true, highlight: 'exports' });
  });
});

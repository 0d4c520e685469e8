import { LookoutApiError, LookoutNetworkError } from '@lookout/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useUpgradeModalStore } from '../stores/upgrade-modal-store';
import {
  offerUpgradeOnPlanError,
  queryClient,
  refetchWhileUnreachable,
  shouldRetry,
} from './query-client';

const unreachable = new LookoutNetworkError('http://127.0.0.1:3333');
const failedState = (error: unknown) => ({ state: { status: 'error', error } }) as never;

describe('shouldRetry', () => {
  it('shows an unreachable server at once instead of waiting for a retry', () => {
    expect(shouldRetry(0, unreachable)).toBe(false);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(false);
  });

  it('retries a server failure once and a clear refusal never', () => {
    const failed = new LookoutApiError({ status: 500, title: 'Server error', message: 'x' });
    const refused = new LookoutApiError({ status: 404, title: 'Not found', message: 'x' });
    expect(shouldRetry(0, failed)).toBe(true);
    expect(shouldRetry(1, failed)).toBe(false);
    expect(shouldRetry(0, refused)).toBe(false);
  });

  it('never retries a read the server stopped at its time bound: it would run as long again', () => {
    const stopped = new LookoutApiError({
      status: 504,
      title: 'Search took too long',
      message: 'Reading these runs took longer than 30 s, so it was stopped.',
      code: 'read_timeout',
    });
    expect(shouldRetry(0, stopped)).toBe(false);
  });
});

describe('refetchWhileUnreachable', () => {
  it('keeps asking in the background every 5 s while the server cannot be reached', () => {
    expect(refetchWhileUnreachable(failedState(unreachable))).toBe(5_000);
  });

  it('does not poll a read that succeeded or failed for another reason', () => {
    expect(refetchWhileUnreachable({ state: { status: 'success', error: null } } as never)).toBe(
      false,
    );
    expect(
      refetchWhileUnreachable(
        failedState(new LookoutApiError({ status: 403, title: 'Forbidden', message: 'x' })),
      ),
    ).toBe(false);
  });
});

const planRefusal = (code: 'plan_required' | 'plan_limit' | undefined, feature?: string) =>
  new LookoutApiError({ status: 403, title: 'Upgrade required', message: 'No.', code, feature });

afterEach(() => {
  useUpgradeModalStore.setState({ open: false, highlight: null });
});

describe('offerUpgradeOnPlanError', () => {
  it('opens the upgrade dialog on the refused feature for a plan error', () => {
    offerUpgradeOnPlanError(planRefusal('plan_required', 'history'));
    expect(useUpgradeModalStore.getState()).toMatchObject({ open: true, highlight: 'history' });
  });

  it('leaves the dialog shut for any other failure', () => {
    offerUpgradeOnPlanError(planRefusal(undefined));
    offerUpgradeOnPlanError(new TypeError('Failed to fetch'));
    expect(useUpgradeModalStore.getState().open).toBe(false);
  });

  it('runs for every mutation the server refuses for the plan', async () => {
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => Promise.reject(planRefusal('plan_required', 'exports')),
    });
    await mutation.execute(undefined).catch(() => undefined);
    expect(useUpgradeModalStore.getState()).toMatchObject({ open: true, highlight: 'exports' });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../stores/auth-store';
import { useDateRangeStore } from '../stores/date-range-store';
import { useProjectStore } from '../stores/project-store';
import { validToken } from '../testing/fixtures';
import { queryClient } from './query-client';
import { onSignedOut, signOut } from './sign-out';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('signOut', () => {
  it('forgets the session, project, date range and cache, clears storage and fires the event', () => {
    useAuthStore.getState().setToken(validToken());
    useProjectStore.getState().setProjectId('p-1');
    useDateRangeStore.getState().setRange({ start: '2025-01-01', end: '2025-01-31' });
    localStorage.setItem('lookout-star-card', '{"state":{"dismissed":true}}');
    sessionStorage.setItem('something', 'else');
    queryClient.setQueryData(['users', 'me'], { id: 'u-1' });
    const listener = vi.fn();
    const unsubscribe = onSignedOut(listener);

    signOut();
    unsubscribe();

    expect(useAuthStore.getState().token).toBeNull();
    expect(useProjectStore.getState().projectId).toBeNull();
    expect(useDateRangeStore.getState().range).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(queryClient.getQueryData(['users', 'me'])).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

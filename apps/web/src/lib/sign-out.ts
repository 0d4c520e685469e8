import { useAuthStore } from '../stores/auth-store';
import { useDateRangeStore } from '../stores/date-range-store';
import { useProjectStore } from '../stores/project-store';
import { queryClient } from './query-client';

type SignedOutListener = () => void;

const listeners = new Set<SignedOutListener>();

/**
 * Subscribes to the signed-out event (the router listens to go to /login).
 * Returns the function that unsubscribes.
 */
export function onSignedOut(listener: SignedOutListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Ends the session in this browser (SPEC §4): forgets the token, the selected project and the
 * analytics date range, clears all local and session storage and the server-state cache, then
 * fires the signed-out event.
 */
export function signOut(): void {
  useAuthStore.getState().clearToken();
  useProjectStore.getState().setProjectId(null);
  useDateRangeStore.getState().reset();
  // Stores write their reset state through `persist`; clear storage after them.
  localStorage.clear();
  sessionStorage.clear();
  for (const listener of listeners) listener();
  queryClient.clear();
}

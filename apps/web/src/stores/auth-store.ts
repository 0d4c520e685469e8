import { isSignedIn } from '@lookout/domain';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** Local-storage key of the session token. */
export const authStorageKey = 'lookout-auth';

interface AuthState {
  /** The session token the server issued at sign-in, or null when signed out. */
  token: string | null;
  setToken: (token: string) => void;
  clearToken: () => void;
}

/** The session token, persisted in local storage (SPEC §4). */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      token: null,
      setToken: (token) => set({ token }),
      clearToken: () => set({ token: null }),
    }),
    { name: authStorageKey, partialize: (state) => ({ token: state.token }) },
  ),
);

/** The token as local storage holds it now (another tab may have signed out). */
function storedToken(): string | null {
  try {
    const raw = localStorage.getItem(authStorageKey);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    const token = (parsed as { state?: { token?: unknown } } | null)?.state?.token;
    return typeof token === 'string' ? token : null;
  } catch {
    return null;
  }
}

/**
 * Whether `token` keeps the user signed in (SPEC §4): it parses, its exp claim lies in the
 * future, and local storage still holds it.
 *
 * @example hasSession(useAuthStore.getState().token)
 */
export function hasSession(token: string | null, now: number = Date.now()): boolean {
  return token !== null && isSignedIn(token, now) && storedToken() === token;
}

/** Whether the user is signed in now; re-renders when the token changes. */
export function useIsSignedIn(): boolean {
  const token = useAuthStore((state) => state.token);
  return hasSession(token);
}

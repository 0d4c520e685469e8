import { afterEach, describe, expect, it } from 'vitest';
import { fakeToken, validToken } from '../testing/fixtures';
import { authStorageKey, hasSession, useAuthStore } from './auth-store';

afterEach(() => {
  useAuthStore.setState({ token: null });
  localStorage.clear();
});

describe('auth store', () => {
  it('persists the token in local storage', () => {
    const token = validToken();
    useAuthStore.getState().setToken(token);
    expect(JSON.parse(localStorage.getItem(authStorageKey) ?? '{}')).toMatchObject({
      state: { token },
    });
  });

  it('is signed in with a stored token whose exp lies in the future', () => {
    const token = validToken();
    useAuthStore.getState().setToken(token);
    expect(hasSession(useAuthStore.getState().token)).toBe(true);
  });

  it('is signed out with an expired token', () => {
    const token = fakeToken({ exp: Math.floor(Date.now() / 1000) - 1 });
    useAuthStore.getState().setToken(token);
    expect(hasSession(token)).toBe(false);
  });

  it('is signed out with a token that does not parse or has no exp', () => {
    for (const token of ['not-a-jwt', 'a.b.c', fakeToken({ email: 'ada@example.com' })]) {
      useAuthStore.getState().setToken(token);
      expect(hasSession(token)).toBe(false);
    }
  });

  it('is signed out once local storage no longer holds the token (another tab signed out)', () => {
    const token = validToken();
    useAuthStore.getState().setToken(token);
    localStorage.clear();
    expect(hasSession(useAuthStore.getState().token)).toBe(false);
  });

  it('is signed out without a token', () => {
    expect(hasSession(null)).toBe(false);
  });
});

import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notifications } from '../../lib/notifications';
import { useAuthStore } from '../../stores/auth-store';
import { validToken } from '../../testing/fixtures';
import { shownNotifications } from '../../testing/render-app';
import { useLicenseCheck } from './use-license-check';

const expired = { license: { expiresAt: '2020-01-01T00:00:00.000Z', evalEnabled: true } };
const valid = { license: { expiresAt: '2999-01-01T00:00:00.000Z', evalEnabled: true } };

afterEach(() => {
  notifications.clean();
  useAuthStore.setState({ token: null });
  localStorage.clear();
});

describe('useLicenseCheck', () => {
  it("says 'License expired' and signs out on self-hosted", () => {
    useAuthStore.getState().setToken(validToken());
    renderHook(() => useLicenseCheck(expired, 'self-hosted'));
    expect(shownNotifications()).toContain(
      'License expired — Please renew your license to access the product',
    );
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('does nothing for a valid licence, no licence, or on cloud', () => {
    useAuthStore.getState().setToken(validToken());
    renderHook(() => useLicenseCheck(valid, 'self-hosted'));
    renderHook(() => useLicenseCheck({ license: null }, 'self-hosted'));
    renderHook(() => useLicenseCheck(expired, 'cloud'));
    expect(shownNotifications()).toEqual([]);
    expect(useAuthStore.getState().token).not.toBeNull();
  });
});

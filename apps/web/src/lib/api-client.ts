import { createHttpClient } from '@lookout/client';
import { useAuthStore } from '../stores/auth-store';
import { useProjectStore } from '../stores/project-store';
import { handleLicenseExpired, licenseExpiredTitle } from './license-expired';
import { notifications } from './notifications';
import { signOut } from './sign-out';

/**
 * The one API client of the web app: same origin (so it works behind any proxy), the stored
 * session token and selected project on every call, sign-out when the session ends, and the
 * server's error messages as notifications (SPEC §7, §8).
 */
export const apiClient = createHttpClient({
  getToken: () => useAuthStore.getState().token,
  getProjectId: () => useProjectStore.getState().projectId,
  // 'Session expired' and 'Invalid access token' end the session silently, like any 401.
  onSignedOut: () => signOut(),
  onNotify: (notification) => {
    if (notification.title === licenseExpiredTitle) {
      handleLicenseExpired();
      return;
    }
    notifications.show(notification);
  },
  isOnLoginPage: () => window.location.pathname.startsWith('/login'),
});

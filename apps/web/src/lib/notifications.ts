import { notificationSettings } from '@lookout/domain';
import { createNotificationsStore } from '@lookout/ui';

/**
 * The app's one notification store: bottom-right, closing after 4 s, at most 5 (SPEC §9).
 * Code outside React (the API client, sign-out) shows messages through it too.
 *
 * @example notifications.show({ title: 'Email sent', message: '…', color: 'green' });
 */
export const notifications = createNotificationsStore({
  autoClose: notificationSettings.autoCloseMs,
  limit: notificationSettings.maxVisible,
});

import type { ReactNode } from 'react';

/** The tones a notification can take. */
export type NotificationColor = 'red' | 'green' | 'blue' | 'orange';

export type NotificationInput = {
  /** Reuse an id to replace a notification that is still shown. */
  id?: string;
  title?: ReactNode;
  message: ReactNode;
  /** Default 'blue'. */
  color?: NotificationColor;
  /** Milliseconds before it closes by itself, or false to stay until dismissed. */
  autoClose?: number | false;
};

export type Notification = {
  id: string;
  title?: ReactNode;
  message: ReactNode;
  color: NotificationColor;
};

export type NotificationsStore = {
  /** Shows a notification and returns its id. */
  show: (input: NotificationInput) => string;
  /** Closes one notification. */
  hide: (id: string) => void;
  /** Closes all notifications. */
  clean: () => void;
  /** The notifications shown now, oldest first (for `useSyncExternalStore`). */
  getSnapshot: () => readonly Notification[];
  subscribe: (listener: () => void) => () => void;
};

export type NotificationsStoreOptions = {
  /** Default time before a notification closes by itself, in ms (4000). */
  autoClose?: number | false;
  /** Most notifications shown at once; older ones are dropped (5). */
  limit?: number;
};

/**
 * A tiny store of on-screen notifications with auto-close timers. Create one per app and pass it
 * to `NotificationsProvider` when code outside React (a fetch helper, say) must show messages.
 *
 * @example
 * const notifications = createNotificationsStore();
 * notifications.show({ title: 'Too many requests', message: 'Retry in one minute', color: 'red' });
 */
export function createNotificationsStore({
  autoClose: defaultAutoClose = 4000,
  limit = 5,
}: NotificationsStoreOptions = {}): NotificationsStore {
  let items: readonly Notification[] = [];
  let nextId = 1;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();

  function clearTimer(id: string) {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
  }

  function commit(next: readonly Notification[]) {
    items = next;
    for (const listener of listeners) listener();
  }

  function hide(id: string) {
    clearTimer(id);
    if (items.some((item) => item.id === id)) commit(items.filter((item) => item.id !== id));
  }

  function show({ id: wantedId, color = 'blue', autoClose, ...content }: NotificationInput) {
    const id = wantedId ?? `notification-${nextId++}`;
    clearTimer(id);
    const kept = [...items.filter((item) => item.id !== id), { id, color, ...content }];
    const dropped = kept.slice(0, Math.max(0, kept.length - limit));
    for (const item of dropped) clearTimer(item.id);
    const delay = autoClose ?? defaultAutoClose;
    if (delay !== false)
      timers.set(
        id,
        setTimeout(() => hide(id), delay),
      );
    commit(kept.slice(dropped.length));
    return id;
  }

  function clean() {
    for (const id of timers.keys()) clearTimer(id);
    commit([]);
  }

  return {
    show,
    hide,
    clean,
    getSnapshot: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

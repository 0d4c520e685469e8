import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconInfoCircle,
  IconX,
} from '@tabler/icons-react';
import { createContext, type ReactNode, useContext, useState, useSyncExternalStore } from 'react';
import { cn } from '../lib/cn.js';
import { focusRing } from '../lib/focus-ring.js';
import {
  createNotificationsStore,
  type Notification,
  type NotificationColor,
  type NotificationsStore,
} from './notifications-store.js';

const NotificationsContext = createContext<NotificationsStore | null>(null);

const tones = {
  red: { icon: IconCircleX, accent: 'border-l-danger', iconClass: 'text-danger' },
  green: { icon: IconCircleCheck, accent: 'border-l-success', iconClass: 'text-success' },
  blue: { icon: IconInfoCircle, accent: 'border-l-primary', iconClass: 'text-primary' },
  orange: { icon: IconAlertTriangle, accent: 'border-l-warning', iconClass: 'text-warning' },
} as const satisfies Record<NotificationColor, object>;

export type NotificationsProviderProps = {
  children?: ReactNode;
  /** A store made with `createNotificationsStore`; one is created when omitted. */
  store?: NotificationsStore;
  /** Default auto-close delay in ms for a store created here (4000). */
  autoClose?: number | false;
  /** Most notifications shown at once for a store created here (5). */
  limit?: number;
};

/**
 * Shows notifications in the bottom-right corner and lets descendants raise them with
 * `useNotifications()`.
 *
 * @example
 * <NotificationsProvider><App /></NotificationsProvider>
 */
export function NotificationsProvider({
  children,
  store,
  autoClose,
  limit,
}: NotificationsProviderProps) {
  const [ownStore] = useState(() =>
    createNotificationsStore({
      ...(autoClose === undefined ? {} : { autoClose }),
      ...(limit === undefined ? {} : { limit }),
    }),
  );
  const active = store ?? ownStore;
  return (
    <NotificationsContext.Provider value={active}>
      {children}
      <NotificationsViewport store={active} />
    </NotificationsContext.Provider>
  );
}

/**
 * Shows and hides notifications from inside a `NotificationsProvider`.
 *
 * @example
 * const { show } = useNotifications();
 * show({ title: 'Plan updated', message: 'Your plan has been updated to Team!', color: 'green' });
 */
export function useNotifications(): Pick<NotificationsStore, 'show' | 'hide' | 'clean'> {
  const store = useContext(NotificationsContext);
  if (!store) throw new Error('useNotifications must be used inside a NotificationsProvider');
  return store;
}

function NotificationsViewport({ store }: { store: NotificationsStore }) {
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <section
      data-slot="notifications"
      aria-label="Notifications"
      className="pointer-events-none fixed right-4 bottom-4 z-[100] flex w-[22rem] max-w-[calc(100vw-2rem)] flex-col gap-2"
    >
      {items.map((item) => (
        <NotificationCard key={item.id} item={item} onClose={() => store.hide(item.id)} />
      ))}
    </section>
  );
}

function NotificationCard({ item, onClose }: { item: Notification; onClose: () => void }) {
  const tone = tones[item.color];
  const Icon = tone.icon;
  return (
    <div
      data-slot="notification"
      data-color={item.color}
      role={item.color === 'red' ? 'alert' : 'status'}
      className={cn(
        'pointer-events-auto flex items-start gap-3 rounded-md border border-l-4 border-border bg-surface p-3 text-sm text-foreground shadow-lg',
        tone.accent,
      )}
    >
      <Icon className={cn('mt-0.5 size-5 shrink-0', tone.iconClass)} aria-hidden />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        {item.title ? <div className="font-medium leading-5">{item.title}</div> : null}
        <div className="break-words text-muted-foreground">{item.message}</div>
      </div>
      <button
        type="button"
        aria-label="Close notification"
        onClick={onClose}
        className={cn(
          'shrink-0 rounded-sm p-0.5 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground',
          focusRing,
        )}
      >
        <IconX className="size-4" aria-hidden />
      </button>
    </div>
  );
}

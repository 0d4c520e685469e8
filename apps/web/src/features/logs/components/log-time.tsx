import { formatAbsoluteTime, formatRelativeTime } from '@lookout/domain';
import { IconClock } from '@tabler/icons-react';
import { useTimeDisplayStore } from '../time-display-store';

/** A time in a logs table: relative ("5 min ago") or exact ("14:05:09"), as the user chose. */
export function LogTime({ value }: { value: string }) {
  const absolute = useTimeDisplayStore((state) => state.absolute);
  return (
    <time dateTime={value} title={new Date(value).toLocaleString()}>
      {absolute ? formatAbsoluteTime(value) : formatRelativeTime(value)}
    </time>
  );
}

/** The time column header's switch between relative and exact times. */
export function TimeDisplayToggle() {
  const absolute = useTimeDisplayStore((state) => state.absolute);
  const setAbsolute = useTimeDisplayStore((state) => state.setAbsolute);
  return (
    <button
      type="button"
      aria-pressed={absolute}
      aria-label="Exact times"
      title={absolute ? 'Show relative times' : 'Show exact times'}
      onClick={() => setAbsolute(!absolute)}
      className={`ml-1 inline-flex rounded-sm align-middle outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring ${absolute ? 'text-foreground' : ''}`}
    >
      <IconClock className="size-3.5" aria-hidden />
    </button>
  );
}

import { type DashboardGranularity, dashboardGranularities } from '@lookout/domain';
import { Button, cn, Popover, PopoverContent, PopoverTrigger, SegmentedControl } from '@lookout/ui';
import { IconCalendar, IconCheck } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { FromToFields } from '../../../components/from-to-fields';
import type { DateRangeChoice } from '../../../stores/date-range-store';
import {
  dateRangeLabel,
  dateRangePresets,
  isValidCustomRange,
  knownTimeZones,
} from '../date-range';

const granularityLabels: Record<DashboardGranularity, string> = {
  hourly: 'Hourly',
  daily: 'Daily',
  weekly: 'Weekly',
};

export interface DateRangeControlProps {
  value: DateRangeChoice;
  onChange: (value: DateRangeChoice) => void;
  granularity: DashboardGranularity;
  onGranularityChange: (granularity: DashboardGranularity) => void;
  timeZone: string;
  onTimeZoneChange: (timeZone: string) => void;
  /** The time zones offered; the browser's list by default. */
  timeZones?: readonly string[];
  /** Hourly buckets are offered (the range is short enough). */
  hourlyAllowed?: boolean;
}

const presetClasses =
  'flex w-full items-center justify-between gap-2 rounded-sm px-2 py-1.5 text-left text-sm outline-none hover:bg-muted focus-visible:bg-muted focus-visible:ring-2 focus-visible:ring-ring';

/**
 * The range, buckets and time zone of a dashboard's charts (issue 12): presets or a custom
 * range of days, hourly, daily or weekly buckets, and an IANA time zone.
 */
export function DateRangeControl({
  value,
  onChange,
  granularity,
  onGranularityChange,
  timeZone,
  onTimeZoneChange,
  timeZones,
  hourlyAllowed = true,
}: DateRangeControlProps) {
  const zones = useMemo(() => timeZones ?? knownTimeZones(), [timeZones]);
  const zoneId = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <RangePicker value={value} onChange={onChange} />
      <SegmentedControl
        aria-label="Granularity"
        size="sm"
        value={granularity}
        onChange={onGranularityChange}
        data={dashboardGranularities.map((item) => ({
          value: item,
          label: granularityLabels[item],
          disabled: item === 'hourly' && !hourlyAllowed,
        }))}
      />
      <label htmlFor={zoneId} className="sr-only">
        Time zone
      </label>
      <select
        id={zoneId}
        value={timeZone}
        onChange={(event) => onTimeZoneChange(event.target.value)}
        className="h-8 max-w-48 rounded-md border border-border bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {(zones.includes(timeZone) ? zones : [timeZone, ...zones]).map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </select>
    </div>
  );
}

function RangePicker({
  value,
  onChange,
}: {
  value: DateRangeChoice;
  onChange: (value: DateRangeChoice) => void;
}) {
  const [open, setOpen] = useState(false);
  const custom = 'preset' in value ? null : value;
  const [start, setStart] = useState(custom?.start ?? '');
  const [end, setEnd] = useState(custom?.end ?? '');
  const valid = isValidCustomRange(start, end);

  function choose(next: DateRangeChoice) {
    onChange(next);
    setOpen(false);
  }

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Date range: ${dateRangeLabel(value)}`}>
          <IconCalendar aria-hidden />
          {dateRangeLabel(value)}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="flex w-72 flex-col gap-2 p-2">
        <ul aria-label="Date range presets" className="flex flex-col">
          {dateRangePresets.map((preset) => {
            const chosen = 'preset' in value && value.preset === preset.id;
            return (
              <li key={preset.id}>
                <button
                  type="button"
                  className={cn(presetClasses, chosen && 'font-medium')}
                  aria-current={chosen ? 'true' : undefined}
                  onClick={() => choose({ preset: preset.id })}
                >
                  {preset.label}
                  {chosen ? <IconCheck className="size-4 text-primary" aria-hidden /> : null}
                </button>
              </li>
            );
          })}
        </ul>
        <form
          className="flex flex-col gap-2 border-t border-border pt-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (valid) choose({ start, end });
          }}
        >
          <span className="text-xs font-medium text-muted-foreground">Custom range</span>
          <FromToFields
            type="date"
            start={start}
            end={end}
            onStartChange={setStart}
            onEndChange={setEnd}
          />
          {start && end && !valid ? (
            <p role="alert" className="text-xs text-danger-ink">
              The end is before the start.
            </p>
          ) : null}
          <Button type="submit" size="sm" disabled={!valid}>
            Apply range
          </Button>
        </form>
      </PopoverContent>
    </Popover>
  );
}

import { Button, cn, Popover, PopoverContent, PopoverTrigger } from '@lookout/ui';
import { IconCheck, IconClock } from '@tabler/icons-react';
import { useState } from 'react';
import { FromToFields } from '../../../components/from-to-fields';
import {
  fromLocalInput,
  type TimeRange,
  timeRangeLabel,
  timeRangePresets,
  toLocalInput,
} from '../time-range';

const optionClasses =
  'flex w-full items-center justify-between gap-2 rounded-sm px-2 py-1.5 text-left text-sm outline-none hover:bg-muted focus-visible:bg-muted focus-visible:ring-2 focus-visible:ring-ring';

export interface TimeRangePickerProps {
  /** The range applied now; null is all time. */
  value: TimeRange | null;
  onChange: (value: TimeRange | null) => void;
  /** The user's IANA time zone, which the custom range is typed and shown in. */
  timeZone: string;
}

/**
 * The logs' time range beside the search (issue 19): all time, the last 15 minutes, hour,
 * 24 hours, 7 or 30 days, or a custom range typed on the user's clocks.
 */
export function TimeRangePicker({ value, onChange, timeZone }: TimeRangePickerProps) {
  const [open, setOpen] = useState(false);
  const label = timeRangeLabel(value, timeZone);
  const options: { id: string; label: string; range: TimeRange | null }[] = [
    { id: 'all', label: 'All time', range: null },
    ...timeRangePresets.map((preset) => ({
      id: preset.id,
      label: preset.label,
      range: { preset: preset.id },
    })),
  ];

  function choose(next: TimeRange | null) {
    onChange(next);
    setOpen(false);
  }

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className="h-9"
          aria-label={`Time range: ${label}`}
          data-testid="time-range-button"
        >
          <IconClock aria-hidden />
          {label}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="flex w-80 flex-col gap-2 p-2">
        <ul aria-label="Time ranges" className="flex flex-col">
          {options.map((option) => {
            const chosen =
              option.range === null
                ? value === null
                : value !== null && 'preset' in value && value.preset === option.id;
            return (
              <li key={option.id}>
                <button
                  type="button"
                  className={cn(optionClasses, chosen && 'font-medium')}
                  aria-current={chosen ? 'true' : undefined}
                  onClick={() => choose(option.range)}
                >
                  {option.label}
                  {chosen ? <IconCheck className="size-4 text-primary" aria-hidden /> : null}
                </button>
              </li>
            );
          })}
        </ul>
        <CustomRangeForm value={value} timeZone={timeZone} onApply={choose} />
      </PopoverContent>
    </Popover>
  );
}

function CustomRangeForm({
  value,
  timeZone,
  onApply,
}: {
  value: TimeRange | null;
  timeZone: string;
  onApply: (range: TimeRange) => void;
}) {
  const custom = value && 'from' in value ? value : null;
  const [start, setStart] = useState(custom ? toLocalInput(custom.from, timeZone) : '');
  const [end, setEnd] = useState(custom ? toLocalInput(custom.to, timeZone) : '');
  const from = fromLocalInput(start, timeZone);
  const to = fromLocalInput(end, timeZone);
  const problem =
    start && end && (!from || !to)
      ? 'Type a date and a time in both fields.'
      : from && to && Date.parse(from) >= Date.parse(to)
        ? 'The end must be after the start.'
        : null;
  const ready = !!from && !!to && !problem;

  return (
    <form
      aria-label="Custom time range"
      className="flex flex-col gap-2 border-t border-border pt-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready && from && to) onApply({ from, to });
      }}
    >
      <span className="text-xs font-medium text-muted-foreground">
        Custom range <span className="font-normal">({timeZone})</span>
      </span>
      <FromToFields
        type="datetime-local"
        start={start}
        end={end}
        onStartChange={setStart}
        onEndChange={setEnd}
        className="grid grid-cols-1 gap-2"
      />
      {problem ? (
        <p role="alert" className="text-xs text-danger-ink">
          {problem}
        </p>
      ) : null}
      <Button type="submit" size="sm" disabled={!ready}>
        Apply range
      </Button>
    </form>
  );
}

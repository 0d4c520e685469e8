import { Input, Label } from '@lookout/ui';

/**
 * The "From" and "To" inputs of a custom range, each bounding the other (`type` picks calendar
 * days or moments). The values are the inputs' own strings.
 */
export function FromToFields({
  type,
  start,
  end,
  onStartChange,
  onEndChange,
  className = 'grid grid-cols-2 gap-2',
}: {
  type: 'date' | 'datetime-local';
  start: string;
  end: string;
  onStartChange: (value: string) => void;
  onEndChange: (value: string) => void;
  className?: string;
}) {
  return (
    <div className={className}>
      <Label className="flex flex-col gap-1 text-xs">
        From
        <Input
          type={type}
          value={start}
          max={end || undefined}
          onChange={(event) => onStartChange(event.target.value)}
        />
      </Label>
      <Label className="flex flex-col gap-1 text-xs">
        To
        <Input
          type={type}
          value={end}
          min={start || undefined}
          onChange={(event) => onEndChange(event.target.value)}
        />
      </Label>
    </div>
  );
}

import { Button, Input } from '@lookout/ui';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { EndpointFormErrors, EndpointFormValues } from '../endpoint-form-values';

type HeaderRow = EndpointFormValues['headers'][number];

/** The endpoint's extra headers as name/value rows. */
export function HeadersEditor({
  rows,
  onChange,
  errors,
  disabled,
}: {
  rows: HeaderRow[];
  onChange: (rows: HeaderRow[]) => void;
  errors: EndpointFormErrors;
  disabled: boolean;
}) {
  const set = (index: number, change: Partial<HeaderRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium">Headers</legend>
      {rows.length === 0 ? (
        <p className="text-xs text-muted-foreground">No extra headers.</p>
      ) : null}
      {rows.map((row, index) => (
        // Rows have no identity of their own; the index is their position in the list.
        <div key={index} className="flex flex-col gap-1">
          <div className="flex gap-2">
            <Input
              aria-label={`Header ${index + 1} name`}
              placeholder="X-Header"
              value={row.name}
              disabled={disabled}
              aria-invalid={errors[`headers.${index}`] ? true : undefined}
              onChange={(event) => set(index, { name: event.target.value })}
            />
            <Input
              aria-label={`Header ${index + 1} value`}
              placeholder="value"
              value={row.value}
              disabled={disabled}
              onChange={(event) => set(index, { value: event.target.value })}
            />
            {disabled ? null : (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove header ${index + 1}`}
                onClick={() => onChange(rows.filter((_, at) => at !== index))}
              >
                <IconTrash className="size-4" aria-hidden />
              </Button>
            )}
          </div>
          {errors[`headers.${index}`] ? (
            <p className="text-xs text-danger-ink">{errors[`headers.${index}`]}</p>
          ) : null}
        </div>
      ))}
      {disabled ? null : (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => onChange([...rows, { name: '', value: '' }])}
        >
          <IconPlus className="size-4" aria-hidden />
          Add header
        </Button>
      )}
    </fieldset>
  );
}

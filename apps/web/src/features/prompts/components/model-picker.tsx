import { findModel } from '@lookout/domain';
import { Button, Input, Popover, PopoverContent, PopoverTrigger } from '@lookout/ui';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { modelGroups } from '../model-choices';

interface ModelPickerProps {
  value: string;
  onChange: (model: string) => void;
  disabled?: boolean;
  invalid?: boolean;
}

/**
 * Picks the model from the catalogue, grouped by provider and searchable. A name that is not in
 * the catalogue (a fine-tune, a custom model) can be used as typed.
 */
export function ModelPicker({
  value,
  onChange,
  disabled = false,
  invalid = false,
}: ModelPickerProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const groups = modelGroups(search);
  const typed = search.trim();
  const current = value ? (findModel(value)?.name ?? value) : 'Choose a model';

  function choose(model: string) {
    onChange(model);
    setOpen(false);
    setSearch('');
  }

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          className="w-full justify-between font-normal"
          disabled={disabled}
          aria-invalid={invalid ? true : undefined}
          aria-label={`Model: ${current}`}
        >
          <span className="truncate">{current}</span>
          <IconChevronDown className="size-4 text-muted-foreground" aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="flex w-72 flex-col gap-2 p-2">
        <Input
          type="search"
          aria-label="Search models"
          placeholder="Search models"
          autoFocus
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && typed) {
              event.preventDefault();
              choose(groups[0]?.models[0]?.id ?? typed);
            }
          }}
          className="h-8"
        />
        <div className="flex max-h-72 flex-col gap-2 overflow-y-auto">
          {groups.map((group) => (
            <fieldset key={group.provider} className="m-0 flex flex-col border-0 p-0">
              <legend className="px-2 py-1 text-xs font-medium text-muted-foreground">
                {group.name}
              </legend>
              {group.models.map((model) => (
                <button
                  key={model.id}
                  type="button"
                  onClick={() => choose(model.id)}
                  className="flex items-center justify-between gap-2 rounded-sm px-2 py-1.5 text-left text-sm outline-none hover:bg-muted focus-visible:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span className="truncate">{model.name}</span>
                  {model.id === value ? <IconCheck className="size-4" aria-label="Chosen" /> : null}
                </button>
              ))}
            </fieldset>
          ))}
          {typed && !groups.some((group) => group.models.some((model) => model.id === typed)) ? (
            <button
              type="button"
              onClick={() => choose(typed)}
              className="rounded-sm px-2 py-1.5 text-left text-sm outline-none hover:bg-muted focus-visible:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
            >
              {`Use "${typed}"`}
            </button>
          ) : null}
        </div>
      </PopoverContent>
    </Popover>
  );
}

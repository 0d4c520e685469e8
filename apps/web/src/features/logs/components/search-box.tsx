import { Input } from '@lookout/ui';
import { IconSearch } from '@tabler/icons-react';
import { type Ref, useEffect, useRef, useState } from 'react';

/** Typing waits this long before the list searches. */
export const searchDebounceMs = 350;

interface SearchBoxProps {
  value: string;
  onSearch: (text: string) => void;
  placeholder?: string;
  label?: string;
  /** The input itself, for the page's `/` shortcut. */
  inputRef?: Ref<HTMLInputElement>;
}

/** A search field that hands over its text once the user pauses typing (or presses Enter). */
export function SearchBox({
  value,
  onSearch,
  placeholder = 'Search input and output',
  label = 'Search',
  inputRef,
}: SearchBoxProps) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onSearch);
  latest.current = onSearch;

  useEffect(() => setText(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function commit(next: string) {
    clearTimeout(timer.current);
    if (next.trim() !== value.trim()) latest.current(next.trim());
  }

  return (
    <div className="relative w-64">
      <IconSearch
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        ref={inputRef}
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(next), searchDebounceMs);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(text);
        }}
        className="h-8 pl-8"
      />
    </div>
  );
}

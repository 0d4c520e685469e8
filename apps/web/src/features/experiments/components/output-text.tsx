import { useState } from 'react';

/** Past this many characters or lines an output is cut until expanded. */
const longChars = 280;
const longLines = 4;

/** An output cut to a few lines, with Show more / Show less when it is longer. */
export function OutputText({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const long = text.length > longChars || text.split('\n').length > longLines;
  const shown = long && !expanded ? `${text.slice(0, longChars).trimEnd()}…` : text;
  return (
    <div className="flex flex-col items-start gap-1">
      <p
        className={`text-xs whitespace-pre-wrap break-words ${long && !expanded ? 'line-clamp-4' : ''}`}
      >
        {shown}
      </p>
      {long ? (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
          className="rounded-sm text-xs text-primary-ink hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {expanded ? 'Show less' : 'Show more'}
        </button>
      ) : null}
    </div>
  );
}

/** A JSON value, pretty-printed as text. */
export function JsonView({ value, label }: { value: unknown; label?: string }) {
  const text =
    typeof value === 'string' ? value : (JSON.stringify(value, null, 2) ?? String(value));
  return (
    <pre
      data-label={label}
      className="max-h-96 overflow-auto rounded-md border border-border bg-muted px-3 py-2 font-mono text-xs break-words whitespace-pre-wrap"
    >
      {text}
    </pre>
  );
}

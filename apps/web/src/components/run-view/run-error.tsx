import type { RunError } from '@lookout/domain';

/** What went wrong in a run, with its stack when the SDK sent one. */
export function RunErrorView({ error }: { error: RunError }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded-md border border-danger/40 bg-danger/10 p-3 text-danger-ink"
    >
      <p className="text-sm font-medium break-words whitespace-pre-wrap">{error.message}</p>
      {error.stack ? (
        <pre className="max-h-72 overflow-auto font-mono text-xs whitespace-pre-wrap opacity-90">
          {error.stack}
        </pre>
      ) : null}
    </div>
  );
}

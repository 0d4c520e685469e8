import { Badge } from '@lookout/ui';
import { JsonView } from '../../../components/run-view/json-view';
import type { EndpointCall } from '../run-history';

/** The tests and runs made in this session, newest first. */
export function RunHistoryList({ calls }: { calls: readonly EndpointCall[] }) {
  return (
    <section aria-label="History" className="flex flex-col gap-2">
      <h2 className="text-sm font-semibold">History</h2>
      {calls.length === 0 ? (
        <p className="text-xs text-muted-foreground">
          Tests and runs of this session show here; they are not stored.
        </p>
      ) : (
        <ol className="flex flex-col gap-2">
          {calls.map((call) => (
            <li key={call.id} className="rounded-md border border-border p-2 text-xs">
              <details>
                <summary className="flex cursor-pointer flex-wrap items-center gap-2">
                  <Badge variant={call.error ? 'danger' : 'success'}>
                    {call.kind === 'test' ? 'Test' : 'Run'}
                  </Badge>
                  <span className="font-medium">{call.endpointName}</span>
                  <span className="text-muted-foreground">
                    {call.error ?? 'OK'} · {call.durationMs} ms ·{' '}
                    {new Date(call.at).toLocaleTimeString()}
                  </span>
                </summary>
                <div className="mt-2 flex flex-col gap-2">
                  {call.kind === 'run' ? <JsonView value={call.payload} label="Payload" /> : null}
                  {call.error ? null : <JsonView value={call.result} label="Response" />}
                </div>
              </details>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

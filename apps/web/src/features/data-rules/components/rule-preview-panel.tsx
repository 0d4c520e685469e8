import { formatRelativeTime, type PiiKind, type PreviewRuleResponse } from '@lookout/domain';
import { Badge, Spinner } from '@lookout/ui';
import { ErrorState } from '../../../components/error-state';
import { piiKindLabels } from '../rule-draft';
import { MaskedText } from './masked-text';

interface RulePreviewPanelProps {
  preview: PreviewRuleResponse | undefined;
  loading: boolean;
  /** Why the preview failed (the server's reason), or null. */
  error: string | null;
  /** Why there is nothing to preview yet (an incomplete form), or null. */
  incomplete: string | null;
}

/** The most recent runs as the rule being written would store them. */
export function RulePreviewPanel({ preview, loading, error, incomplete }: RulePreviewPanelProps) {
  const counts = Object.entries(preview?.maskedCounts ?? {}) as [PiiKind, number][];
  return (
    <section aria-label="Preview on recent runs" className="flex min-w-0 flex-col gap-2">
      <div className="flex items-center gap-2">
        <h3 className="text-sm font-semibold">Preview on recent runs</h3>
        {loading ? <Spinner size="sm" label="Updating the preview" /> : null}
      </div>
      {incomplete ? <p className="text-sm text-muted-foreground">{incomplete}</p> : null}
      {!incomplete && error ? (
        <ErrorState title="No preview for these settings" message={error} />
      ) : null}
      {!incomplete && !error && preview ? (
        <>
          {preview.type === 'masking' ? (
            <p className="flex flex-wrap items-center gap-1.5 text-sm">
              {counts.length === 0 ? (
                <span className="text-muted-foreground">
                  Nothing would be masked in the {preview.runs.length} most recent runs.
                </span>
              ) : (
                <span className="sr-only">Would mask:</span>
              )}
              {counts.map(([kind, count]) => (
                <Badge key={kind} variant="secondary">{`${piiKindLabels[kind]}: ${count}`}</Badge>
              ))}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">
              {preview.runs.length === 0
                ? 'No recent run matches this filter.'
                : `${preview.runs.length} recent run${preview.runs.length === 1 ? '' : 's'} match: what is struck out would not be stored.`}
            </p>
          )}
          {preview.runs.length === 0 && preview.type === 'masking' ? (
            <p className="text-sm text-muted-foreground">
              No runs yet: send some to see what this rule would mask.
            </p>
          ) : null}
          <ul className="flex max-h-[22rem] flex-col gap-2 overflow-auto pr-1">
            {preview.runs.map((run) => (
              <li
                key={run.runId}
                className="flex flex-col gap-1.5 rounded-md border border-border bg-surface p-2"
              >
                <div className="flex items-center gap-2 text-xs text-muted-foreground">
                  <Badge variant="secondary">{run.type}</Badge>
                  <span className="truncate font-medium text-foreground">
                    {run.name ?? 'Unnamed run'}
                  </span>
                  <span className="ml-auto whitespace-nowrap">
                    {formatRelativeTime(run.createdAt)}
                  </span>
                </div>
                {run.input ? (
                  <div className={run.dropsInput ? 'line-through opacity-60' : undefined}>
                    <MaskedText
                      label={run.dropsInput ? 'Input (not stored)' : 'Input'}
                      preview={run.input}
                    />
                  </div>
                ) : null}
                {run.output ? (
                  <div className={run.dropsOutput ? 'line-through opacity-60' : undefined}>
                    <MaskedText
                      label={run.dropsOutput ? 'Output (not stored)' : 'Output'}
                      preview={run.output}
                    />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

import type { Run } from '@lookout/domain';
import { Link } from 'react-router';

/** One OpenTelemetry span link as the server keeps it in a run's metadata (`otel.links`). */
export interface SpanLink {
  traceId: string;
  spanId: string;
  /** The run the linked span is stored as (it may not have arrived, or be in another project). */
  runId: string;
  attributes?: Record<string, unknown>;
}

function isSpanLink(value: unknown): value is SpanLink {
  if (typeof value !== 'object' || value === null) return false;
  const link = value as Record<string, unknown>;
  return (
    typeof link.traceId === 'string' &&
    typeof link.spanId === 'string' &&
    typeof link.runId === 'string'
  );
}

/** The span links of a run, read defensively: metadata is whatever the SDK sent. */
export function spanLinksOf(run: Pick<Run, 'metadata'>): SpanLink[] {
  const links: unknown = run.metadata?.['otel.links'];
  return Array.isArray(links) ? links.filter((link: unknown) => isSpanLink(link)) : [];
}

/** The spans a span is linked to, each opening the run it is stored as. */
export function SpanLinks({ links }: { links: SpanLink[] }) {
  return (
    <ul aria-label="Linked spans" className="flex flex-col gap-1 text-sm">
      {links.map((link) => (
        <li key={`${link.traceId}:${link.spanId}`} className="flex flex-wrap items-center gap-2">
          <Link to={`/logs/${link.runId}`} className="font-mono text-xs underline">
            span {link.spanId}
          </Link>
          <span className="font-mono text-xs text-muted-foreground">trace {link.traceId}</span>
          {link.attributes && Object.keys(link.attributes).length > 0 ? (
            <span className="text-xs text-muted-foreground">
              {Object.entries(link.attributes)
                .map(
                  ([key, value]) =>
                    `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
                )
                .join(', ')}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

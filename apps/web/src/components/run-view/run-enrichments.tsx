import { languageNames, type PiiEntity, type Run } from '@lookout/domain';
import { Badge } from '@lookout/ui';
import type { ReactNode } from 'react';
import { enrichmentsPending, hasEnrichments } from '../../api/runs/enrichments-pending';
import { piiKindNames, sentimentVariants } from '../../lib/enrichment-labels';

type Side = 'input' | 'output';
const sides: readonly Side[] = ['input', 'output'];
const sideNames: Record<Side, string> = { input: 'Input', output: 'Output' };

/** "Email ×2, Person ×1" for the entities found in one text. */
export function piiSummary(entities: readonly PiiEntity[]): string[] {
  const counts = new Map<string, number>();
  for (const entity of entities) {
    const name = entity.kind === 'regex' && entity.name ? entity.name : piiKindNames[entity.kind];
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].map(([name, count]) => `${name} ×${count}`);
}

function signed(score: number): string {
  const rounded = Math.round(score * 100) / 100;
  return rounded > 0 ? `+${rounded}` : `${rounded}`;
}

/** One line of the block: a kind's name and what it found on each side. */
function Row({ name, values }: { name: string; values: Record<Side, ReactNode | null> }) {
  const shown = sides.filter((side) => values[side] !== null);
  if (shown.length === 0) return null;
  return (
    <div className="grid grid-cols-[7rem_1fr] items-start gap-2 px-3 py-2 text-sm">
      <dt className="font-medium">{name}</dt>
      <dd className="flex flex-col gap-1">
        {shown.map((side) => (
          <div key={side} className="flex flex-wrap items-center gap-1.5">
            <span className="w-14 text-xs text-muted-foreground">{sideNames[side]}</span>
            {values[side]}
          </div>
        ))}
      </dd>
    </div>
  );
}

function pick<Value>(
  pair: { input: Value | null; output: Value | null } | undefined,
  render: (value: Value) => ReactNode | null,
): Record<Side, ReactNode | null> {
  return {
    input: pair?.input ? render(pair.input) : null,
    output: pair?.output ? render(pair.output) : null,
  };
}

/**
 * What the project's enrichers found in the run's input and output: language, sentiment, PII,
 * toxicity and topics. Kinds not computed are left out; a new run without any says they are
 * on their way.
 */
export function RunEnrichments({ run, now }: { run: Run; now?: number }) {
  const enrichments = run.enrichments;
  if (!hasEnrichments(enrichments)) {
    return enrichmentsPending(run, now) ? (
      <p className="text-sm text-muted-foreground" role="status">
        Being enriched — language, sentiment and personal data appear here in a moment.
      </p>
    ) : null;
  }
  return (
    <dl className="flex flex-col divide-y divide-border rounded-md border border-border">
      <Row
        name="Language"
        values={pick(enrichments?.language, (value) =>
          value.code ? (
            <span title={`Confidence ${Math.round(value.confidence * 100)} %`}>
              {languageNames[value.code]}
              <span className="ml-1 font-mono text-xs text-muted-foreground">{value.code}</span>
            </span>
          ) : (
            <span className="text-muted-foreground">Unknown</span>
          ),
        )}
      />
      <Row
        name="Sentiment"
        values={pick(enrichments?.sentiment, (value) => (
          <>
            <Badge variant={sentimentVariants[value.label]}>{value.label}</Badge>
            <span className="text-xs text-muted-foreground tabular-nums">{`Score ${signed(value.score)}`}</span>
          </>
        ))}
      />
      <Row
        name="PII"
        values={pick(enrichments?.pii, (value) =>
          value.entities.length === 0 ? (
            <span className="text-muted-foreground">None found</span>
          ) : (
            piiSummary(value.entities).map((label) => (
              <Badge key={label} variant="warning">
                {label}
              </Badge>
            ))
          ),
        )}
      />
      <Row
        name="Toxicity"
        values={pick(enrichments?.toxicity, (value) =>
          value.toxic ? (
            value.labels.length > 0 ? (
              value.labels.map((label) => (
                <Badge key={label} variant="danger">
                  {label}
                </Badge>
              ))
            ) : (
              <Badge variant="danger">toxic</Badge>
            )
          ) : (
            <span className="text-muted-foreground">Not toxic</span>
          ),
        )}
      />
      <Row
        name="Topics"
        values={pick(enrichments?.topics, (value) =>
          value.topics.length === 0 ? (
            <span className="text-muted-foreground">No topic</span>
          ) : (
            value.topics.map((topic) => (
              <Badge key={topic} variant="outline">
                {topic}
              </Badge>
            ))
          ),
        )}
      />
    </dl>
  );
}

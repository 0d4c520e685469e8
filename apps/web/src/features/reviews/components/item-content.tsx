import type { ReviewQueueItem } from '@lookout/domain';
import { RunContent } from '../../../components/run-view/run-content';

/**
 * What the reviewer reads: the run's input and output, the dataset item's input and expected
 * output, or an experiment output with its item's input and expected output.
 */
export function ItemContent({ item }: { item: ReviewQueueItem }) {
  if (item.run) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-xs text-muted-foreground">
          {[item.run.name, item.run.status, new Date(item.run.createdAt).toLocaleString()]
            .filter(Boolean)
            .join(' · ')}
          {' · '}
          <a className="underline" href={`/logs/${item.run.id}`} target="_blank" rel="noreferrer">
            Open the run
          </a>
        </p>
        <Block title="Input">
          <RunContent value={item.run.input} label="Input" />
        </Block>
        <Block title="Output">
          <RunContent
            value={item.run.error ? item.run.error.message : item.run.output}
            label="Output"
          />
        </Block>
      </div>
    );
  }
  if (item.experimentOutput) {
    const output = item.experimentOutput;
    return (
      <div className="flex flex-col gap-4">
        <p className="text-xs text-muted-foreground">
          {`Output of ${output.variantLabel} · `}
          <a
            className="underline"
            href={`/experiments/${output.experimentId}`}
            target="_blank"
            rel="noreferrer"
          >
            Open the experiment
          </a>
        </p>
        {item.myReview?.outdated ? (
          <p
            role="status"
            className="rounded-md border border-warning/30 bg-warning/15 px-3 py-2 text-xs text-warning-ink"
          >
            A re-run changed this output since you graded it: your grade is on an older output. Save
            again to grade this one.
          </p>
        ) : null}
        <Block title="Input">
          <RunContent value={output.input} label="Input" />
        </Block>
        <Block title="Expected output">
          <RunContent value={output.expectedOutput} label="Expected output" />
        </Block>
        <Block title={`Output · ${output.variantLabel}`}>
          {output.output === null && output.error === null ? (
            <p className="text-sm text-muted-foreground">
              Not run yet: this variant has not produced an output for this item.
            </p>
          ) : (
            <RunContent value={output.error ?? output.output} label="Output" />
          )}
        </Block>
      </div>
    );
  }
  if (item.datasetItem) {
    return (
      <div className="flex flex-col gap-4">
        <Block title="Input">
          <RunContent value={item.datasetItem.input} label="Input" />
        </Block>
        <Block title="Expected output">
          <RunContent value={item.datasetItem.expectedOutput} label="Expected output" />
        </Block>
      </div>
    );
  }
  return (
    <p className="rounded-lg border border-dashed border-border px-6 py-10 text-center text-sm text-muted-foreground">
      What this item showed was deleted since the queue was made (a run removed by retention or by
      hand, a dataset item or an experiment item removed). You can still review it or move on.
    </p>
  );
}

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}

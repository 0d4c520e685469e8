import { Button } from '@lookout/ui';
import { IconPlus } from '@tabler/icons-react';

/** The first visit: what a dataset is for and the three ways to fill one. */
export function DatasetsEmptyState({ onCreate }: { onCreate?: (() => void) | undefined }) {
  return (
    <section
      aria-label="No datasets yet"
      className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-border px-6 py-10 text-center"
    >
      <div className="flex max-w-xl flex-col gap-2">
        <h2 className="font-semibold text-base">No datasets yet</h2>
        <p className="text-muted-foreground text-sm">
          A dataset is a list of test cases (an input and the output you hope for) to run prompts
          and models over. Fill one in any of three ways:
        </p>
        <ul className="list-disc pl-6 text-left text-muted-foreground text-sm">
          <li>by hand, writing each input and expected output;</li>
          <li>from a file, importing a CSV or JSON-lines file;</li>
          <li>from production, selecting runs in the logs and choosing “Add to dataset”.</li>
        </ul>
      </div>
      {onCreate ? (
        <Button onClick={onCreate}>
          <IconPlus className="size-4" aria-hidden />
          Create your first dataset
        </Button>
      ) : null}
    </section>
  );
}

import { Spinner } from '@lookout/ui';

/** A spinner in the middle of the available space, while a screen loads. */
export function CenteredSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex h-full min-h-40 w-full items-center justify-center">
      <Spinner size="lg" label={label} className="text-primary" />
    </div>
  );
}

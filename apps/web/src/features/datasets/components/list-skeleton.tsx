import { Skeleton } from '@lookout/ui';

/** Grey bars where the rows will be, announced as loading. */
export function ListSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  const keys = Array.from({ length: rows }, (_, index) => `row-${index}`);
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-2">
      {keys.map((key) => (
        <Skeleton key={key} className="h-10" />
      ))}
    </div>
  );
}

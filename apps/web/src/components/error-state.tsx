import { Alert, Button } from '@lookout/ui';

interface ErrorStateProps {
  title?: string;
  /** What went wrong, in a sentence. */
  message: string;
  /** Offers a Retry button when given. */
  onRetry?: () => void;
  className?: string;
}

/** A failed load, with what went wrong and a way to try again. */
export function ErrorState({
  title = 'Could not load this',
  message,
  onRetry,
  className,
}: ErrorStateProps) {
  return (
    <Alert variant="danger" title={title} className={className}>
      <div className="flex flex-wrap items-center gap-3">
        <span>{message}</span>
        {onRetry ? (
          <Button size="sm" variant="outline" onClick={onRetry}>
            Retry
          </Button>
        ) : null}
      </div>
    </Alert>
  );
}

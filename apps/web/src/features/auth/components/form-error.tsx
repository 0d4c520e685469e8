import { Alert } from '@lookout/ui';
import { errorMessage } from '../../../lib/api-errors';

/** A failed submit, in the server's words. */
export function FormError({ error, title }: { error: unknown; title?: string }) {
  if (!error) return null;
  const heading =
    title ??
    (error instanceof Error && 'title' in error ? String(error.title) : 'That did not work');
  return (
    <Alert variant="danger" title={heading}>
      {errorMessage(error)}
    </Alert>
  );
}

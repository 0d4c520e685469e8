import { Button, Spinner } from '@lookout/ui';
import { useVersion } from '../api/get-version';

/** Shows which Lookout server the app talks to, with loading and error states. */
export function ServerVersion() {
  const version = useVersion();
  if (version.isPending) return <Spinner size="sm" label="Loading server version" />;
  if (version.isError) {
    return (
      <span className="inline-flex items-center gap-2 text-danger" role="alert">
        Server unreachable: {version.error.message}
        <Button size="sm" variant="outline" onClick={() => version.refetch()}>
          Retry
        </Button>
      </span>
    );
  }
  return (
    <span data-testid="server-version" className="font-mono text-sm">
      v{version.data.version}
    </span>
  );
}

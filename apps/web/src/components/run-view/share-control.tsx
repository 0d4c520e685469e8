import type { Run } from '@lookout/domain';
import { Button } from '@lookout/ui';
import { IconLock, IconWorld } from '@tabler/icons-react';
import { useUpdateRunVisibility } from '../../api/runs/run-mutations';
import { CopyButton } from '../copy-button';

/** The address anyone can open a shared run at. */
export function publicRunUrl(runId: string, origin = window.location.origin): string {
  return `${origin}/logs/${runId}`;
}

/** Make a run public (anyone with the link can read it) and copy its link, or make it private. */
export function ShareControl({ run }: { run: Run }) {
  const update = useUpdateRunVisibility(run.id);
  if (!run.isPublic) {
    return (
      <Button
        variant="outline"
        size="sm"
        loading={update.isPending}
        onClick={() => update.mutate('public')}
      >
        <IconWorld className="size-4" aria-hidden />
        Make public
      </Button>
    );
  }
  return (
    <div className="flex items-center gap-1">
      <CopyButton value={publicRunUrl(run.id)} text="Copy public link" label="Copy public link" />
      <Button
        variant="ghost"
        size="sm"
        loading={update.isPending}
        onClick={() => update.mutate('private')}
      >
        <IconLock className="size-4" aria-hidden />
        Make private
      </Button>
    </div>
  );
}

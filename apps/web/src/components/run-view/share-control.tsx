import { publicRunSchema, type Run } from '@lookout/domain';
import { Button, Modal } from '@lookout/ui';
import { IconLock, IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { useUpdateRunVisibility } from '../../api/runs/run-mutations';
import { errorMessage } from '../../lib/api-errors';
import { CopyButton } from '../copy-button';
import { PublicRunSummary } from './public-run-summary';

/** The address anyone can open a shared run at. */
export function publicRunUrl(runId: string, origin = window.location.origin): string {
  return `${origin}/logs/${runId}`;
}

/** What sharing keeps private, in the words of the share dialog. */
export const privateParts = [
  'who the end user is (id, email, properties)',
  'metadata, tags and parameters',
  'tokens, cost and template',
  'feedback, scores, evaluations and every comment',
] as const;

/**
 * Make a run public (anyone with the link can read it) and copy its link, or make it private.
 * Making it public first shows what the link will show (input, output and timing, exactly as
 * the server will answer it) and what stays private.
 */
export function ShareControl({ run }: { run: Run }) {
  const update = useUpdateRunVisibility(run.id);
  const [previewing, setPreviewing] = useState(false);
  if (!run.isPublic) {
    return (
      <>
        <Button variant="outline" size="sm" onClick={() => setPreviewing(true)}>
          <IconWorld className="size-4" aria-hidden />
          Make public
        </Button>
        <Modal
          open={previewing}
          onOpenChange={setPreviewing}
          size="lg"
          title="Make this run public?"
          description="Anyone with the link will see this, and the same of the runs under it in its trace:"
        >
          <div className="flex max-h-[50vh] flex-col gap-4 overflow-y-auto rounded-md border border-border p-4">
            <PublicRunSummary run={publicRunSchema.parse(run)} level={3} />
          </div>
          <div className="flex flex-col gap-1 text-sm">
            <p className="font-medium">Stays private</p>
            <ul className="list-disc pl-5 text-muted-foreground">
              {privateParts.map((part) => (
                <li key={part}>{part}</li>
              ))}
            </ul>
          </div>
          {update.isError ? (
            <p role="alert" className="text-sm text-danger-ink">
              {errorMessage(update.error)}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setPreviewing(false)}>
              Cancel
            </Button>
            <Button
              loading={update.isPending}
              onClick={() => update.mutate('public', { onSuccess: () => setPreviewing(false) })}
            >
              <IconWorld className="size-4" aria-hidden />
              Make public
            </Button>
          </div>
        </Modal>
      </>
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

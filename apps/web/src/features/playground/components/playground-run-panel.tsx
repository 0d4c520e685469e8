import type { PlaygroundRunBody, TemplateContent } from '@lookout/domain';
import { Button } from '@lookout/ui';
import { IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useId } from 'react';
import { useUpgradeModalStore } from '../../../stores/upgrade-modal-store';
import { usePlaygroundUsage } from '../api/playground-usage';
import { usePlaygroundRun } from '../api/use-playground-run';
import { missingVariables, missingVariablesReason } from '../missing-variables';
import { isOverPlaygroundLimit, PlaygroundUsageCounter } from './playground-usage-counter';
import { RunOutput } from './run-output';

export interface PlaygroundRunPanelProps {
  projectId: string;
  content: TemplateContent;
  extra: PlaygroundRunBody['extra'];
  /** A value for each `{{name}}` of the content. */
  variables: Readonly<Record<string, string>>;
  /** The version being tried, so the logged run links to it; none for ad-hoc messages. */
  templateVersionId?: string | undefined;
}

/**
 * Runs a prompt against its model and streams the answer into the page (SPEC §7),
 * with Stop, tokens, cost, latency, tool calls, the raw request and the month's
 * playground counter. Over the plan's limit, Run opens the upgrade modal.
 */
export function PlaygroundRunPanel({
  projectId,
  content,
  extra,
  variables,
  templateVersionId,
}: PlaygroundRunPanelProps) {
  const { run, start, stop } = usePlaygroundRun(projectId);
  const usage = usePlaygroundUsage(projectId);
  const showUpgrade = useUpgradeModalStore((state) => state.show);
  const reasonId = useId();
  const reason = missingVariablesReason(missingVariables(content, variables));
  const streaming = run.status === 'streaming';

  function runPrompt() {
    if (isOverPlaygroundLimit(usage.data)) {
      showUpgrade('playground');
      return;
    }
    void start({
      content,
      extra,
      variables: { ...variables },
      ...(templateVersionId ? { templateVersionId } : {}),
    });
  }

  return (
    <section aria-label="Playground" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        {streaming ? (
          <Button variant="outline" onClick={stop}>
            <IconPlayerStop className="size-4" aria-hidden />
            Stop
          </Button>
        ) : (
          <Button
            onClick={runPrompt}
            disabled={reason !== null}
            aria-describedby={reason ? reasonId : undefined}
          >
            <IconPlayerPlay className="size-4" aria-hidden />
            Run
          </Button>
        )}
        {reason ? (
          <span id={reasonId} className="text-xs text-muted-foreground">
            {reason}
          </span>
        ) : null}
        <div className="ml-auto">
          <PlaygroundUsageCounter usage={usage.data} onUpgrade={() => showUpgrade('playground')} />
        </div>
      </div>
      <RunOutput run={run} />
    </section>
  );
}

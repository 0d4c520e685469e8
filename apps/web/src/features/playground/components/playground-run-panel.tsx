import type { PlaygroundRunBody, TemplateContent } from '@lookout/domain';
import { useUpgradeModalStore } from '../../../stores/upgrade-modal-store';
import { usePlaygroundUsage } from '../api/playground-usage';
import { usePlaygroundRun } from '../api/use-playground-run';
import { missingVariables, missingVariablesReason } from '../missing-variables';
import { isOverPlaygroundLimit } from './playground-usage-counter';
import { RunPanelView } from './run-panel-view';

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
    <RunPanelView
      run={run}
      usage={usage.data}
      disabledReason={missingVariablesReason(missingVariables(content, variables))}
      onRun={runPrompt}
      onStop={stop}
      onUpgrade={() => showUpgrade('playground')}
    />
  );
}

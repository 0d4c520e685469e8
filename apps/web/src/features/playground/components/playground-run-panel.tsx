import type { PlaygroundRunBody, Role, TemplateContent } from '@lookout/domain';
import { can } from '@lookout/rbac';
import { useWritePermission } from '../../../lib/write-permission';
import { useUpgradeModalStore } from '../../../stores/upgrade-modal-store';
import { usePlaygroundUsage } from '../api/playground-usage';
import { usePlaygroundRun } from '../api/use-playground-run';
import { missingVariables, missingVariablesReason } from '../missing-variables';
import { isOverPlaygroundLimit } from './playground-usage-counter';
import { RunPanelView } from './run-panel-view';

export interface PlaygroundRunPanelProps {
  projectId: string;
  content: TemplateContent;
  /** The model and its settings; null while they are not valid (Run says so). */
  extra: PlaygroundRunBody['extra'] | null;
  /** A value for each `{{name}}` of the content. */
  variables: Readonly<Record<string, string>>;
  /** The version being tried, so the logged run links to it; none for ad-hoc messages. */
  templateVersionId?: string | undefined;
  /** The member's role: Run is disabled for roles that may not run prompts. */
  memberRole?: Role | undefined;
}

/** Why Run cannot be pressed now, or null; `readOnlyReason` when the plan made it read-only. */
function runBlocker(props: PlaygroundRunPanelProps, readOnlyReason: string | null): string | null {
  if (props.memberRole && !can(props.memberRole, 'prompts', 'run')) {
    return 'Your role cannot run prompts in the playground.';
  }
  if (readOnlyReason) return readOnlyReason;
  if (!props.extra) return 'Fix the prompt’s settings to run it.';
  return missingVariablesReason(missingVariables(props.content, props.variables));
}

/**
 * Runs a prompt against its model and streams the answer into the page (SPEC §7),
 * with Stop, tokens, cost, latency, tool calls, the raw request and the month's
 * playground counter. Over the plan's limit, Run opens the upgrade modal.
 */
export function PlaygroundRunPanel(props: PlaygroundRunPanelProps) {
  const { projectId, content, extra, variables, templateVersionId } = props;
  const { run, start, stop } = usePlaygroundRun(projectId);
  const usage = usePlaygroundUsage(projectId);
  const showUpgrade = useUpgradeModalStore((state) => state.show);
  // Without a role (a page that does not say) only the plan's read-only state is checked.
  const runWrite = useWritePermission(props.memberRole ?? 'owner', 'prompts', 'run');

  function runPrompt() {
    if (!extra) return;
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
      disabledReason={runBlocker(props, runWrite.readOnlyReason)}
      onRun={runPrompt}
      onStop={stop}
      onUpgrade={() => showUpgrade('playground')}
    />
  );
}

import type { Role } from '@lookout/domain';
import { PlaygroundRunPanel } from '../../features/playground/components/playground-run-panel';
import { PromptEditorPage } from '../../features/prompts/components/prompt-editor-page';
import { useShell } from '../shell/shell-context';

interface ComposedPromptPageProps {
  projectId: string;
  memberRole: Role;
}

/**
 * /prompts/{id} as the app shows it: the prompts feature's editor, whose run-panel slot the
 * playground feature fills (features do not import each other, so they meet here).
 */
export function ComposedPromptPage({ projectId, memberRole }: ComposedPromptPageProps) {
  return (
    <PromptEditorPage
      projectId={projectId}
      memberRole={memberRole}
      runPanel={(draft) => (
        <PlaygroundRunPanel
          projectId={projectId}
          content={draft.content}
          extra={draft.extra}
          variables={draft.variables}
          templateVersionId={draft.versionId ?? undefined}
          memberRole={memberRole}
        />
      )}
    />
  );
}

/** `/prompts/{id}` with what the shell loaded (loaded with its route, see router.tsx). */
export function PromptRoute() {
  const { project, context } = useShell();
  return <ComposedPromptPage key={project.id} projectId={project.id} memberRole={context.role} />;
}

import type { Role } from '@lookout/domain';
import { Button } from '@lookout/ui';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { ErrorState } from '../../../components/error-state';
import { errorMessage, isApiError } from '../../../lib/api-errors';
import { usePrompt } from '../api/prompts-queries';
import type { PromptRunDraft } from '../prompt-run-draft';
import { PromptEditor } from './prompt-editor';

interface PromptEditorPageProps {
  projectId: string;
  memberRole: Role;
  runPanel?: (draft: PromptRunDraft) => ReactNode;
}

/** /prompts/{id}: loads the template, then its editor (full-bleed, SPEC §2). */
export function PromptEditorPage({ projectId, memberRole, runPanel }: PromptEditorPageProps) {
  const { promptId = '' } = useParams();
  const prompt = usePrompt(projectId, promptId);
  if (prompt.isPending) return <CenteredSpinner label="Loading the prompt" />;
  if (prompt.isError) {
    const missing = isApiError(prompt.error) && prompt.error.status === 404;
    return (
      <div className="flex flex-col gap-3 p-6">
        <ErrorState
          title={missing ? 'Prompt not found' : 'Could not load the prompt'}
          message={
            missing ? 'It was deleted, or belongs to another project.' : errorMessage(prompt.error)
          }
          onRetry={missing ? undefined : () => prompt.refetch()}
        />
        <Button asChild variant="outline" className="self-start">
          <Link to="/prompts">All prompts</Link>
        </Button>
      </div>
    );
  }
  return (
    <PromptEditor
      key={prompt.data.id}
      projectId={projectId}
      template={prompt.data}
      memberRole={memberRole}
      runPanel={runPanel}
    />
  );
}

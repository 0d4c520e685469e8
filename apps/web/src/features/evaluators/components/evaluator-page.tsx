import type { Evaluator, Role } from '@lookout/domain';
import { Button } from '@lookout/ui';
import { IconArrowLeft, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { errorMessage, isApiError } from '../../../lib/api-errors';
import { notifications } from '../../../lib/notifications';
import { useWritePermission } from '../../../lib/write-permission';
import { useCreateEvaluator, useUpdateEvaluator } from '../api/evaluator-mutations';
import { useEvaluator } from '../api/evaluators-queries';
import { createBodyOf, draftOf, newEvaluatorDraft, updateBodyOf } from '../evaluator-form';
import { EvaluatorEditor } from './evaluator-editor';
import { RunEvaluatorDialog } from './run-evaluator-dialog';

interface EvaluatorPageProps {
  projectId: string;
  memberRole: Role;
  /** `new` for the create form. */
  evaluatorId: string;
}

function BackLink() {
  return (
    <Button asChild variant="ghost" size="sm" className="self-start">
      <Link to="/evaluators">
        <IconArrowLeft className="size-4" aria-hidden />
        Evaluators
      </Link>
    </Button>
  );
}

/** /evaluators/new and /evaluators/{id}: create or edit one evaluator. */
export function EvaluatorPage({ projectId, memberRole, evaluatorId }: EvaluatorPageProps) {
  return (
    <div className="flex flex-col gap-4 p-6">
      <BackLink />
      {evaluatorId === 'new' ? (
        <NewEvaluator projectId={projectId} />
      ) : (
        <ExistingEvaluator projectId={projectId} memberRole={memberRole} id={evaluatorId} />
      )}
    </div>
  );
}

function NewEvaluator({ projectId }: { projectId: string }) {
  const navigate = useNavigate();
  const create = useCreateEvaluator(projectId);
  return (
    <>
      <PageHeader
        title="New evaluator"
        description="Pick a check, set it up, and choose whether it grades production runs as they arrive."
      />
      <EvaluatorEditor
        initial={newEvaluatorDraft()}
        editing={false}
        submitLabel="Create evaluator"
        pending={create.isPending}
        serverError={create.error ? errorMessage(create.error) : null}
        onCancel={() => navigate('/evaluators')}
        onSubmit={(draft) =>
          create.mutate(createBodyOf(draft), {
            onSuccess: (evaluator) => {
              notifications.show({
                title: 'Evaluator created',
                message:
                  evaluator.mode === 'realtime'
                    ? `"${evaluator.name}" grades new runs as they arrive.`
                    : `"${evaluator.name}" is ready to run on your logs.`,
                color: 'green',
              });
              navigate('/evaluators');
            },
          })
        }
      />
    </>
  );
}

function ExistingEvaluator({
  projectId,
  memberRole,
  id,
}: {
  projectId: string;
  memberRole: Role;
  id: string;
}) {
  const query = useEvaluator(projectId, id);
  if (query.isPending) return <CenteredSpinner label="Loading the evaluator" />;
  if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <ErrorState
        title={missing ? 'Evaluator not found' : 'Could not load the evaluator'}
        message={
          missing ? 'It may have been deleted. Go back to the list.' : errorMessage(query.error)
        }
        onRetry={missing ? undefined : () => query.refetch()}
      />
    );
  }
  return (
    <EvaluatorForm
      key={query.data.updatedAt}
      projectId={projectId}
      memberRole={memberRole}
      evaluator={query.data}
    />
  );
}

function EvaluatorForm({
  projectId,
  memberRole,
  evaluator,
}: {
  projectId: string;
  memberRole: Role;
  evaluator: Evaluator;
}) {
  const navigate = useNavigate();
  const update = useUpdateEvaluator(projectId);
  const [running, setRunning] = useState(false);
  const runWrite = useWritePermission(memberRole, 'evaluations', 'run');
  const editWrite = useWritePermission(memberRole, 'evaluations', 'update');
  return (
    <>
      <PageHeader
        title={evaluator.name}
        description="Changes apply to the runs graded from now on; results already stored stay."
        actions={
          runWrite.permitted ? (
            <Button variant="outline" onClick={() => setRunning(true)} {...runWrite.controlProps}>
              <IconPlayerPlay className="size-4" aria-hidden />
              Run on existing logs
            </Button>
          ) : null
        }
      />
      <EvaluatorEditor
        initial={draftOf(evaluator)}
        editing
        readOnly={!editWrite.allowed}
        submitLabel="Save changes"
        pending={update.isPending}
        serverError={update.error ? errorMessage(update.error) : null}
        onCancel={() => navigate('/evaluators')}
        onSubmit={(draft) =>
          update.mutate(
            { id: evaluator.id, body: updateBodyOf(draft) },
            {
              onSuccess: () =>
                notifications.show({
                  title: 'Evaluator saved',
                  message: `"${draft.name.trim()}" is up to date.`,
                  color: 'green',
                }),
            },
          )
        }
      />
      {running ? (
        <RunEvaluatorDialog evaluator={evaluator} onClose={() => setRunning(false)} />
      ) : null}
    </>
  );
}

import type { Role } from '@lookout/domain';
import { Button, Input } from '@lookout/ui';
import { IconArrowLeft, IconLink, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../../components/error-state';
import { errorMessage } from '../../../../lib/api-errors';
import { notifications } from '../../../../lib/notifications';
import { useWritePermission } from '../../../../lib/write-permission';
import { datasetV1Calls, useDatasetV1, useDatasetV1Change } from '../../api/datasets-v1';
import { InlineText } from '../inline-text';
import { ListSkeleton } from '../list-skeleton';
import { PromptCard } from './prompt-card';

interface DatasetV1PageProps {
  projectId: string;
  memberRole: Role;
}

/** `/datasets/{id}` for orgs without datasets v2: the dataset's prompts and their variations. */
export function DatasetV1Page({ projectId, memberRole }: DatasetV1PageProps) {
  const { datasetId = '' } = useParams();
  const dataset = useDatasetV1(projectId, datasetId);
  const rename = useDatasetV1Change(projectId, datasetV1Calls.rename);
  const addPrompt = useDatasetV1Change(projectId, datasetV1Calls.addPrompt);
  const attachRun = useDatasetV1Change(projectId, datasetV1Calls.attachRun);
  const updatePrompt = useDatasetV1Change(projectId, datasetV1Calls.updatePrompt);
  const removePrompt = useDatasetV1Change(projectId, datasetV1Calls.removePrompt);
  const addVariation = useDatasetV1Change(projectId, datasetV1Calls.addVariation);
  const updateVariation = useDatasetV1Change(projectId, datasetV1Calls.updateVariation);
  const removeVariation = useDatasetV1Change(projectId, datasetV1Calls.removeVariation);
  const [runId, setRunId] = useState('');
  const canEdit = useWritePermission(memberRole, 'datasets', 'update').allowed;
  const failed = (title: string) => (error: unknown) =>
    notifications.show({ title, message: errorMessage(error), color: 'red' });

  const back = (
    <Link
      to="/datasets"
      className="flex w-fit items-center gap-1 rounded-sm text-muted-foreground text-sm hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <IconArrowLeft className="size-4" aria-hidden />
      Datasets
    </Link>
  );
  if (dataset.isPending)
    return (
      <div className="flex flex-col gap-4">
        {back}
        <ListSkeleton label="Loading the dataset" />
      </div>
    );
  if (dataset.isError) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <ErrorState
          title="Could not load the dataset"
          message={errorMessage(dataset.error)}
          onRetry={() => dataset.refetch()}
        />
      </div>
    );
  }
  const { id, slug, format, prompts } = dataset.data;
  return (
    <div className="flex flex-col gap-4">
      {back}
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-mono font-semibold text-xl">
          <InlineText
            label="Dataset slug"
            value={slug}
            placeholder="slug"
            required
            disabled={!canEdit}
            onSave={(next) => rename.mutate({ id, slug: next }, { onError: failed('Not renamed') })}
          />
        </h1>
        {canEdit ? (
          <div className="flex flex-wrap items-center gap-2">
            <form
              className="flex items-center gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                attachRun.mutate(
                  { datasetId: id, runId: runId.trim() },
                  { onSuccess: () => setRunId(''), onError: failed('Run not attached') },
                );
              }}
            >
              <Input
                aria-label="Run id to attach"
                placeholder="Run id"
                value={runId}
                className="h-8 w-64"
                onChange={(event) => setRunId(event.target.value)}
              />
              <Button
                type="submit"
                variant="outline"
                disabled={runId.trim() === ''}
                loading={attachRun.isPending}
              >
                <IconLink className="size-4" aria-hidden />
                Attach run
              </Button>
            </form>
            <Button
              loading={addPrompt.isPending}
              onClick={() =>
                addPrompt.mutate(
                  {
                    datasetId: id,
                    messages: format === 'text' ? '' : [{ role: 'user', content: '' }],
                  },
                  { onError: failed('Prompt not added') },
                )
              }
            >
              <IconPlus className="size-4" aria-hidden />
              Add prompt
            </Button>
          </div>
        ) : null}
      </header>
      {prompts.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-6 py-10 text-center text-muted-foreground text-sm">
          No prompts yet. Add one, or attach a logged run by its id.
        </p>
      ) : null}
      {prompts.map((prompt, index) => (
        <PromptCard
          key={prompt.id}
          prompt={prompt}
          index={index}
          canEdit={canEdit}
          saving={updatePrompt.isPending && updatePrompt.variables?.id === prompt.id}
          onSave={(messages) =>
            updatePrompt.mutate(
              { id: prompt.id, body: { messages } },
              {
                onSuccess: () =>
                  notifications.show({ title: 'Prompt saved', message: '', color: 'green' }),
                onError: failed('Prompt not saved'),
              },
            )
          }
          onDelete={() => removePrompt.mutate(prompt.id, { onError: failed('Prompt not deleted') })}
          onAddVariation={() =>
            addVariation.mutate(
              { promptId: prompt.id, variables: {} },
              { onError: failed('Variation not added') },
            )
          }
          onSaveVariation={(variationId, body) =>
            updateVariation.mutate(
              { id: variationId, body },
              { onError: failed('Variation not saved') },
            )
          }
          onDeleteVariation={(variationId) =>
            removeVariation.mutate(variationId, { onError: failed('Variation not deleted') })
          }
        />
      ))}
    </div>
  );
}

import type { Checklist, Role } from '@lookout/domain';
import { Alert, Button } from '@lookout/ui';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { ErrorState } from '../../../components/error-state';
import { FilterBar } from '../../../components/filter-bar/filter-bar';
import { filterBarSummary } from '../../../components/filter-bar/filter-bar-summary';
import { PageHeader } from '../../../components/page-header';
import { TextField } from '../../../components/text-field';
import { errorMessage, isApiError } from '../../../lib/api-errors';
import { notifications } from '../../../lib/notifications';
import { useWritePermission } from '../../../lib/write-permission';
import { useCreateChecklist, useUpdateChecklist } from '../api/checklist-mutations';
import { useChecklist } from '../api/checklists-queries';
import {
  type ChecklistDraft,
  checklistData,
  checklistDraftOf,
  checklistProblems,
  checklistType,
  newChecklistDraft,
} from '../checklist-form';
import { serverProblem } from '../server-problem';

interface ChecklistPageProps {
  projectId: string;
  memberRole: Role;
  /** `new` for the create form. */
  checklistId: string;
}

/** /checklists/new and /checklists/{id}: the slug and the checks of one checklist. */
export function ChecklistPage({ projectId, memberRole, checklistId }: ChecklistPageProps) {
  return (
    <div className="flex flex-col gap-4 p-6">
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link to="/checklists">
          <IconArrowLeft className="size-4" aria-hidden />
          Checklists
        </Link>
      </Button>
      {checklistId === 'new' ? (
        <ChecklistEditor projectId={projectId} memberRole={memberRole} checklist={null} />
      ) : (
        <ExistingChecklist projectId={projectId} memberRole={memberRole} id={checklistId} />
      )}
    </div>
  );
}

function ExistingChecklist({
  projectId,
  memberRole,
  id,
}: {
  projectId: string;
  memberRole: Role;
  id: string;
}) {
  const query = useChecklist(projectId, id);
  if (query.isPending) return <CenteredSpinner label="Loading the checklist" />;
  if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return missing ? (
      <ErrorState title="Checklist not found" message="It may have been deleted." />
    ) : (
      <ErrorState
        title="Could not load the checklist"
        message={errorMessage(query.error)}
        onRetry={() => query.refetch()}
      />
    );
  }
  return (
    <ChecklistEditor
      key={query.data.updatedAt}
      projectId={projectId}
      memberRole={memberRole}
      checklist={query.data}
    />
  );
}

function ChecklistEditor({
  projectId,
  memberRole,
  checklist,
}: {
  projectId: string;
  memberRole: Role;
  checklist: Checklist | null;
}) {
  const navigate = useNavigate();
  const create = useCreateChecklist(projectId);
  const update = useUpdateChecklist(projectId);
  const [draft, setDraft] = useState<ChecklistDraft>(() =>
    checklist ? checklistDraftOf(checklist) : newChecklistDraft(),
  );
  const [touched, setTouched] = useState(false);
  const mutation = checklist ? update : create;
  const write = useWritePermission(memberRole, 'checklists', checklist ? 'update' : 'create');
  const readOnly = !write.allowed;
  const problems = checklistProblems(draft);
  const fromServer = mutation.error ? serverProblem(mutation.error) : {};
  const slugError = (touched ? problems.slug : undefined) ?? fromServer.slug;
  const checksError = (touched ? problems.checks : undefined) ?? fromServer.checks;

  function change(next: ChecklistDraft) {
    setDraft(next);
    if (mutation.error) mutation.reset();
  }

  function save() {
    setTouched(true);
    if (problems.slug || problems.checks) return;
    const onSuccess = (saved: Checklist) => {
      notifications.show({
        title: checklist ? 'Checklist saved' : 'Checklist created',
        message: `"${saved.slug}" is ready to use in evaluations.`,
        color: 'green',
      });
      navigate('/checklists');
    };
    if (checklist) {
      update.mutate(
        { id: checklist.id, body: { slug: draft.slug.trim(), data: checklistData(draft) } },
        { onSuccess },
      );
    } else {
      create.mutate(
        { slug: draft.slug.trim(), type: checklistType, data: checklistData(draft) },
        { onSuccess },
      );
    }
  }

  return (
    <>
      <PageHeader
        title={checklist ? checklist.slug : 'New checklist'}
        description="Checks an answer must pass, combined with AND (all of them) or OR (any of them)."
      />
      <form
        className="flex flex-col gap-5"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <div className="max-w-md">
          <TextField
            label="Slug"
            value={draft.slug}
            maxLength={100}
            placeholder="polite-and-on-topic"
            hint="How experiments and the API refer to it. Change it to rename the checklist."
            disabled={readOnly}
            error={slugError}
            onChange={(event) => change({ ...draft, slug: event.target.value })}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium">Checks</span>
          {readOnly ? (
            <p className="text-sm">{filterBarSummary(checklistData(draft), 'No checks')}</p>
          ) : (
            <FilterBar
              bar={draft.checks}
              context="evaluations"
              label="Checks"
              onChange={(checks) => change({ ...draft, checks })}
            />
          )}
          {checksError ? <p className="text-xs text-danger-ink">{checksError}</p> : null}
        </div>
        {fromServer.form ? (
          <Alert variant="danger" title="Could not save">
            {fromServer.form}
          </Alert>
        ) : null}
        {readOnly ? null : (
          <div className="flex gap-2">
            <Button type="submit" loading={mutation.isPending}>
              {checklist ? 'Save changes' : 'Create checklist'}
            </Button>
            <Button type="button" variant="outline" onClick={() => navigate('/checklists')}>
              Cancel
            </Button>
          </div>
        )}
      </form>
    </>
  );
}

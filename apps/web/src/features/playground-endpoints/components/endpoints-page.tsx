import type { PlaygroundEndpoint, Role } from '@lookout/domain';
import { Button, cn } from '@lookout/ui';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { PromptsTabs } from '../../../components/prompts-tabs';
import { WriteControls } from '../../../components/write-controls';
import { errorMessage } from '../../../lib/api-errors';
import { useWritePermission } from '../../../lib/write-permission';
import {
  useDeletePlaygroundEndpoint,
  usePlaygroundEndpoints,
  useSavePlaygroundEndpoint,
} from '../api/playground-endpoints-api';
import {
  type EndpointFormErrors,
  type EndpointFormValues,
  emptyEndpointForm,
  endpointBodyFromForm,
  endpointFormValues,
} from '../endpoint-form-values';
import { useRunHistoryStore } from '../run-history-store';
import { EndpointForm } from './endpoint-form';
import { EndpointRunner } from './endpoint-runner';
import { RunHistoryList } from './run-history-list';

const noCalls: never[] = [];

interface EndpointsPageProps {
  projectId: string;
  memberRole: Role;
}

/**
 * /prompts/endpoints: the project's custom endpoints, their form, and a
 * playground that calls them from the browser, with this session's history.
 */
export function EndpointsPage({ projectId, memberRole }: EndpointsPageProps) {
  const list = usePlaygroundEndpoints(projectId);
  const save = useSavePlaygroundEndpoint(projectId);
  const remove = useDeletePlaygroundEndpoint(projectId);
  const edit = useWritePermission(memberRole, 'prompts', 'update');
  const canEdit = edit.permitted;
  const [selected, setSelected] = useState<string | 'new' | null>(null);
  const [values, setValues] = useState<EndpointFormValues>(emptyEndpointForm);
  const [errors, setErrors] = useState<EndpointFormErrors>({});
  const history = useRunHistoryStore((state) => state.byProject[projectId]) ?? noCalls;
  const addCall = useRunHistoryStore((state) => state.add);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const endpoints = list.data ?? [];
  const current = endpoints.find((endpoint) => endpoint.id === selected) ?? null;
  const checked = endpointBodyFromForm(values);

  function open(endpoint: PlaygroundEndpoint | null) {
    setSelected(endpoint ? endpoint.id : 'new');
    setValues(endpoint ? endpointFormValues(endpoint) : emptyEndpointForm);
    setErrors({});
    save.reset();
  }

  function submit() {
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(
      { id: current?.id ?? null, body: checked.body },
      { onSuccess: (saved) => open(saved) },
    );
  }

  if (list.isPending) return <CenteredSpinner label="Loading endpoints" />;
  if (list.isError) {
    return <ErrorState title="Could not load the endpoints" message={errorMessage(list.error)} />;
  }

  return (
    <div className="flex flex-col gap-4 p-6">
      <PromptsTabs />
      <PageHeader
        title="Custom endpoints"
        description="Call your own model or agent endpoints straight from the browser with a JSON payload."
        actions={
          <WriteControls permission={edit}>
            <Button onClick={() => open(null)}>
              <IconPlus className="size-4" aria-hidden />
              New endpoint
            </Button>
          </WriteControls>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[240px_minmax(0,1fr)_minmax(0,1fr)]">
        <nav aria-label="Endpoints" className="flex flex-col gap-1">
          {endpoints.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No endpoints yet.{canEdit ? ' Add one with New endpoint.' : ''}
            </p>
          ) : (
            endpoints.map((endpoint) => (
              <button
                key={endpoint.id}
                type="button"
                aria-current={endpoint.id === selected ? 'true' : undefined}
                onClick={() => open(endpoint)}
                className={cn(
                  'flex flex-col rounded-md px-3 py-2 text-left text-sm outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
                  endpoint.id === selected && 'bg-muted',
                )}
              >
                <span className="font-medium">{endpoint.name}</span>
                <span className="truncate text-xs text-muted-foreground">{endpoint.url}</span>
              </button>
            ))
          )}
        </nav>
        {selected === null ? (
          <p className="text-sm text-muted-foreground lg:col-span-2">
            Choose an endpoint to edit and try it.
          </p>
        ) : (
          <>
            <div className="flex flex-col gap-3">
              <div className="flex items-center justify-between gap-2">
                <h2 className="text-sm font-semibold">{current ? current.name : 'New endpoint'}</h2>
                {current ? (
                  <WriteControls permission={edit}>
                    <Button variant="ghost" size="sm" onClick={() => setConfirmDelete(true)}>
                      <IconTrash className="size-4" aria-hidden />
                      Delete
                    </Button>
                  </WriteControls>
                ) : null}
              </div>
              <EndpointForm
                values={values}
                onChange={setValues}
                errors={errors}
                onSubmit={submit}
                readOnly={!edit.allowed}
                saving={save.isPending}
                saveError={save.error ? errorMessage(save.error) : null}
                isNew={current === null}
              />
            </div>
            <div className="flex flex-col gap-6">
              {checked.ok ? (
                <EndpointRunner
                  key={selected}
                  endpoint={checked.body}
                  onCall={(call) => addCall(projectId, call)}
                />
              ) : (
                <p className="text-sm text-muted-foreground">
                  Fill in a name and a valid URL to try the endpoint.
                </p>
              )}
              <RunHistoryList calls={history} />
            </div>
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete endpoint"
        confirmLabel="Delete"
        pending={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
        onConfirm={() =>
          current &&
          remove.mutate(current.id, {
            onSuccess: () => {
              setConfirmDelete(false);
              setSelected(null);
            },
          })
        }
      >
        {`Delete ${current?.name ?? 'this endpoint'}? Prompts and runs are not affected.`}
      </ConfirmDialog>
    </div>
  );
}

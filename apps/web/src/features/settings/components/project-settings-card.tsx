import { dataRetentionDaysSchema, displayNameSchema, type Project } from '@lookout/domain';
import { Button, Input, Label } from '@lookout/ui';
import { type FormEvent, useId, useState } from 'react';
import { TextField } from '../../../components/text-field';
import { fieldError } from '../../../lib/field-error';
import { notifications } from '../../../lib/notifications';
import { useUpdateProject } from '../api/update-project';
import { SettingsSection } from './settings-section';

/**
 * The project's name and how long its logs are kept; `historyDays` is the most the org's plan
 * keeps (null: no bound).
 */
export function ProjectSettingsCard({
  project,
  canEdit,
  historyDays = null,
}: {
  project: Project;
  canEdit: boolean;
  historyDays?: number | null;
}) {
  return (
    <SettingsSection title="Project" description="Each project has its own logs, prompts and keys.">
      <ProjectNameForm key={`name-${project.id}`} project={project} canEdit={canEdit} />
      <RetentionForm
        key={`retention-${project.id}`}
        project={project}
        canEdit={canEdit}
        historyDays={historyDays}
      />
    </SettingsSection>
  );
}

function ProjectNameForm({ project, canEdit }: { project: Project; canEdit: boolean }) {
  const [name, setName] = useState(project.name);
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateProject();

  function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = fieldError(displayNameSchema, name);
    setError(invalid);
    if (invalid) return;
    update.mutate(
      { projectId: project.id, name: name.trim() },
      {
        onSuccess: () => notifications.show({ message: 'Project name saved', color: 'green' }),
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex items-end gap-2" noValidate>
      <div className="flex-1">
        <TextField
          label="Project name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error}
          disabled={!canEdit}
        />
      </div>
      {canEdit ? (
        <Button
          type="submit"
          loading={update.isPending}
          disabled={name.trim() === project.name}
          className={error ? 'mb-5' : undefined}
        >
          Save
        </Button>
      ) : null}
    </form>
  );
}

function RetentionForm({
  project,
  canEdit,
  historyDays,
}: {
  project: Project;
  canEdit: boolean;
  historyDays: number | null;
}) {
  const id = useId();
  const [keepForever, setKeepForever] = useState(project.dataRetentionDays === null);
  const [days, setDays] = useState(String(project.dataRetentionDays ?? 30));
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateProject();

  const wanted = keepForever ? null : Number(days);
  const unchanged = wanted === project.dataRetentionDays;

  function submit(event: FormEvent) {
    event.preventDefault();
    const invalid =
      wanted === null
        ? undefined
        : historyDays !== null && wanted > historyDays
          ? `Your plan keeps at most ${historyDays} days of history`
          : fieldError(dataRetentionDaysSchema, wanted);
    setError(invalid);
    if (invalid) return;
    update.mutate(
      { projectId: project.id, dataRetentionDays: wanted },
      {
        onSuccess: () => notifications.show({ message: 'Data retention saved', color: 'green' }),
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <fieldset className="flex flex-col gap-2" disabled={!canEdit}>
        <legend className="mb-1 text-sm font-medium">Data retention</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={`${id}-retention`}
            checked={keepForever}
            onChange={() => setKeepForever(true)}
            className="accent-primary"
          />
          {historyDays === null
            ? 'Keep logs as long as the plan allows'
            : `Keep logs as long as the plan allows (${historyDays} days)`}
        </label>
        <div className="flex items-center gap-2 text-sm">
          <input
            id={`${id}-days-choice`}
            type="radio"
            name={`${id}-retention`}
            checked={!keepForever}
            onChange={() => setKeepForever(false)}
            className="accent-primary"
          />
          <Label htmlFor={`${id}-days-choice`} className="font-normal">
            Delete logs older than
          </Label>
          <Input
            type="number"
            min={1}
            max={historyDays ?? 3650}
            aria-label="Days to keep logs"
            className="h-8 w-24"
            value={days}
            onChange={(event) => {
              setDays(event.target.value);
              setKeepForever(false);
            }}
            aria-invalid={error ? true : undefined}
          />
          <span>days</span>
        </div>
      </fieldset>
      {error ? <p className="text-xs text-danger-ink">{error}</p> : null}
      {canEdit ? (
        <Button
          type="submit"
          variant="outline"
          className="w-fit"
          loading={update.isPending}
          disabled={unchanged}
        >
          Save retention
        </Button>
      ) : null}
    </form>
  );
}

import { Alert, Button, Label, Textarea } from '@lookout/ui';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-errors';
import { useCreateDatasetV2 } from '../api/datasets-v2-mutations';

/** `/datasets/v2/new`: the create state (never loaded from the server); opens the new dataset. */
export function NewDatasetForm({ projectId }: { projectId: string }) {
  const navigate = useNavigate();
  const create = useCreateDatasetV2(projectId);
  const descriptionId = useId();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = name.trim() === '' ? 'Name is required' : null;
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <PageHeader
        title="New dataset"
        description="Name it; add items next, by hand or from a file."
      />
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (problem) return;
          create.mutate(
            { name: name.trim(), description: description.trim() || null },
            { onSuccess: (dataset) => navigate(`/datasets/v2/${dataset.id}`, { replace: true }) },
          );
        }}
      >
        <TextField
          label="Name"
          value={name}
          autoFocus
          maxLength={200}
          placeholder="Support questions"
          error={touched && problem ? problem : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={descriptionId}>Description (optional)</Label>
          <Textarea
            id={descriptionId}
            rows={2}
            maxLength={2000}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
        {create.error ? (
          <Alert variant="danger" title="The dataset was not created">
            {errorMessage(create.error)}
          </Alert>
        ) : null}
        <div className="flex gap-2">
          <Button type="submit" loading={create.isPending}>
            Create dataset
          </Button>
          <Button type="button" variant="outline" onClick={() => navigate('/datasets/v2')}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}

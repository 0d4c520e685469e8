import { createDataWarehouseConnectionBodySchema } from '@lookout/domain';
import { Alert, Button } from '@lookout/ui';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-errors';
import {
  useCreateDataWarehouseConnection,
  useTestDataWarehouseConnection,
} from '../api/data-warehouse';

type FieldErrors = { name?: string; connectionUrl?: string };

/**
 * Connects a PostgreSQL database: name and URL checked in the page, "Test
 * connection" asks the server without saving, and Save tests again before
 * anything is stored. The URL is never shown back once saved.
 */
export function ConnectionForm({ onDone }: { onDone: () => void }) {
  const [name, setName] = useState('');
  const [connectionUrl, setConnectionUrl] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const test = useTestDataWarehouseConnection();
  const create = useCreateDataWarehouseConnection();

  function parsed() {
    const result = createDataWarehouseConnectionBodySchema.safeParse({ name, connectionUrl });
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const next: FieldErrors = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] === 'name' ? 'name' : 'connectionUrl';
      next[field] ??= issue.message;
    }
    setErrors(next);
    return null;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = parsed();
    if (body) create.mutate(body, { onSuccess: onDone });
  }

  function runTest() {
    const body = parsed();
    if (body) test.mutate(body.connectionUrl);
  }

  const failure = create.error ?? test.error;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Connect a PostgreSQL database"
      className="flex flex-col gap-3 rounded-md border border-border p-3"
    >
      <TextField
        label="Name"
        placeholder="Analytics warehouse"
        value={name}
        error={errors.name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label="Connection URL"
        type="password"
        autoComplete="off"
        placeholder="postgres://user:password@host:5432/database"
        hint="A PostgreSQL database of yours. Stored encrypted and never shown again; the user needs to create tables."
        value={connectionUrl}
        error={errors.connectionUrl}
        onChange={(event) => {
          setConnectionUrl(event.target.value);
          test.reset();
        }}
      />
      {test.isSuccess && !create.error ? (
        <Alert variant="success" title="Connection works">
          {test.data.message}
        </Alert>
      ) : null}
      {failure ? (
        <Alert variant="danger" title={create.error ? 'Not saved' : 'Connection failed'}>
          {errorMessage(failure)}
        </Alert>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onDone} disabled={create.isPending}>
          Cancel
        </Button>
        <Button variant="outline" onClick={runTest} loading={test.isPending}>
          Test connection
        </Button>
        <Button type="submit" loading={create.isPending}>
          Save connection
        </Button>
      </div>
    </form>
  );
}

import { Alert, Button, SegmentedControl } from '@lookout/ui';
import type { FormEvent } from 'react';
import { TextField } from '../../../components/text-field';
import type {
  EndpointAuthChoice,
  EndpointFormErrors,
  EndpointFormValues,
} from '../endpoint-form-values';
import { HeadersEditor } from './headers-editor';
import { JsonEditor } from './json-editor';

const authChoices = [
  { value: 'none', label: 'None' },
  { value: 'bearer', label: 'Bearer token' },
  { value: 'api_key', label: 'API key' },
  { value: 'basic', label: 'Basic' },
] as const satisfies readonly { value: EndpointAuthChoice; label: string }[];

interface EndpointFormProps {
  values: EndpointFormValues;
  onChange: (values: EndpointFormValues) => void;
  errors: EndpointFormErrors;
  onSubmit: () => void;
  /** Read-only for roles that may not change endpoints. */
  readOnly: boolean;
  saving: boolean;
  /** Why the server refused the save. */
  saveError: string | null;
  isNew: boolean;
}

/** Name, URL, auth, headers and default payload of an endpoint (SPEC §3, §5). */
export function EndpointForm({
  values,
  onChange,
  errors,
  onSubmit,
  readOnly,
  saving,
  saveError,
  isNew,
}: EndpointFormProps) {
  const set = <K extends keyof EndpointFormValues>(key: K, value: EndpointFormValues[K]) =>
    onChange({ ...values, [key]: value });
  const field = (key: 'name' | 'url' | 'token' | 'header' | 'key' | 'username' | 'password') => ({
    value: values[key],
    error: errors[key],
    disabled: readOnly,
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Endpoint">
      <TextField label="Name" placeholder="Support bot" {...field('name')} />
      <TextField
        label="URL"
        type="url"
        placeholder="https://api.example.com/chat"
        {...field('url')}
      />
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium">Auth</span>
        <SegmentedControl
          aria-label="Auth type"
          size="sm"
          value={values.authType}
          onChange={(authType) => set('authType', authType)}
          data={authChoices}
          disabled={readOnly}
        />
        {values.authType === 'bearer' ? (
          <TextField label="Token" type="password" autoComplete="off" {...field('token')} />
        ) : null}
        {values.authType === 'api_key' ? (
          <div className="grid gap-2 sm:grid-cols-2">
            <TextField label="Header name" placeholder="X-Api-Key" {...field('header')} />
            <TextField label="Key" type="password" autoComplete="off" {...field('key')} />
          </div>
        ) : null}
        {values.authType === 'basic' ? (
          <div className="grid gap-2 sm:grid-cols-2">
            <TextField label="Username" autoComplete="off" {...field('username')} />
            <TextField label="Password" type="password" autoComplete="off" {...field('password')} />
          </div>
        ) : null}
      </div>
      <HeadersEditor
        rows={values.headers}
        onChange={(headers) => set('headers', headers)}
        errors={errors}
        disabled={readOnly}
      />
      <JsonEditor
        label="Default payload"
        value={values.defaultPayload}
        onChange={(text) => set('defaultPayload', text)}
        error={errors.defaultPayload}
        disabled={readOnly}
        rows={6}
      />
      {saveError ? (
        <Alert variant="danger" title="Not saved">
          {saveError}
        </Alert>
      ) : null}
      {readOnly ? null : (
        <Button type="submit" loading={saving} className="self-start">
          {isNew ? 'Add endpoint' : 'Save changes'}
        </Button>
      )}
    </form>
  );
}

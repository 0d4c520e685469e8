import type { PutProviderKeyBody } from '@lookout/domain';
import { putProviderKeyBodySchema } from '@lookout/domain';
import { Alert, Button, Modal } from '@lookout/ui';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../../components/text-field';

interface ProviderKeyDialogProps {
  /** The provider's display name, for the title. */
  providerName: string;
  /** The stored base URL, kept unless the user changes it. */
  baseUrl: string | null;
  replacing: boolean;
  onClose: () => void;
  onSave: (body: PutProviderKeyBody) => void;
  saving: boolean;
  error: string | null;
}

/** Sets or replaces one provider's key; the key is never shown again after saving. */
export function ProviderKeyDialog({
  providerName,
  baseUrl,
  replacing,
  onClose,
  onSave,
  saving,
  error,
}: ProviderKeyDialogProps) {
  const [apiKey, setApiKey] = useState('');
  const [url, setUrl] = useState(baseUrl ?? '');
  const [errors, setErrors] = useState<{ apiKey?: string; baseUrl?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = putProviderKeyBodySchema.safeParse({ apiKey, baseUrl: url.trim() || null });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'baseUrl' ? 'baseUrl' : 'apiKey';
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    onSave(parsed.data);
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !saving && onClose()}
      title={`${replacing ? 'Replace' : 'Set'} the ${providerName} key`}
      description="The key is stored encrypted; after saving only its last characters are shown."
      size="md"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label="API key"
          type="password"
          autoComplete="off"
          value={apiKey}
          error={errors.apiKey}
          onChange={(event) => setApiKey(event.target.value)}
        />
        <TextField
          label="Base URL (optional)"
          type="url"
          placeholder="https://my-gateway.example.com/v1"
          hint="For an Azure resource, a proxy or a self-hosted gateway."
          value={url}
          error={errors.baseUrl}
          onChange={(event) => setUrl(event.target.value)}
        />
        {error ? (
          <Alert variant="danger" title="Not saved">
            {error}
          </Alert>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save key
          </Button>
        </div>
      </form>
    </Modal>
  );
}

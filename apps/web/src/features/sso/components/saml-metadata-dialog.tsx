import type { ParseSamlMetadataResponse } from '@lookout/domain';
import { Alert, Button, Label, Modal, SegmentedControl, Textarea } from '@lookout/ui';
import { type FormEvent, useId, useState } from 'react';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-errors';
import { useParseSamlMetadata } from '../api/sso';

type Source = 'xml' | 'url';

/**
 * "Fill from metadata": the identity provider's metadata, pasted as XML or
 * given as a URL, is read by the server; its entity ID, sign-in URL and
 * signing certificate are handed to `onFill` and the dialog closes.
 */
export function SamlMetadataDialog({
  open,
  onOpenChange,
  onFill,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onFill: (settings: ParseSamlMetadataResponse) => void;
}) {
  const xmlId = useId();
  const [source, setSource] = useState<Source>('xml');
  const [xml, setXml] = useState('');
  const [url, setUrl] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const parse = useParseSamlMetadata();

  function close(next: boolean) {
    if (parse.isPending) return;
    if (!next) {
      parse.reset();
      setMissing(null);
    }
    onOpenChange(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = source === 'xml' ? xml.trim() : url.trim();
    if (!value) {
      setMissing(source === 'xml' ? 'Paste the metadata XML' : 'Give the metadata URL');
      return;
    }
    setMissing(null);
    parse.mutate(source === 'xml' ? { metadataXml: value } : { metadataUrl: value }, {
      onSuccess: (settings) => {
        onFill(settings);
        close(false);
      },
    });
  }

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="Fill from metadata"
      description="Your identity provider's SAML metadata: the entity ID, sign-in URL and signing certificate are read from it."
      size="lg"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <SegmentedControl
          aria-label="Metadata source"
          value={source}
          onChange={(next) => {
            setSource(next);
            setMissing(null);
            parse.reset();
          }}
          data={[
            { value: 'xml', label: 'Paste XML' },
            { value: 'url', label: 'Metadata URL' },
          ]}
        />
        {source === 'xml' ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={xmlId}>Metadata XML</Label>
            <Textarea
              id={xmlId}
              rows={8}
              className="font-mono text-xs"
              placeholder="<EntityDescriptor …>"
              value={xml}
              aria-invalid={missing ? true : undefined}
              onChange={(event) => setXml(event.target.value)}
            />
          </div>
        ) : (
          <TextField
            label="Metadata URL"
            type="url"
            placeholder="https://idp.example.com/metadata.xml"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
          />
        )}
        {missing || parse.error ? (
          <Alert variant="danger" title="Could not read the metadata">
            {missing ?? errorMessage(parse.error)}
          </Alert>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => close(false)} disabled={parse.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={parse.isPending}>
            Fill the fields
          </Button>
        </div>
      </form>
    </Modal>
  );
}

import {
  type PutSsoConnectionBody,
  putSsoConnectionBodySchema,
  type Role,
  roleLabels,
  roles,
  type SsoConnection,
  type SsoProtocol,
} from '@lookout/domain';
import {
  Alert,
  Button,
  Label,
  SegmentedControl,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Switch,
  Textarea,
} from '@lookout/ui';
import { type FormEvent, useId, useState } from 'react';
import { TextField } from '../../../components/text-field';
import { errorMessage, isApiError } from '../../../lib/api-errors';
import { useSaveSsoConnection } from '../api/sso';
import { parseEmailDomains } from './email-domains';
import { SamlMetadataDialog } from './saml-metadata-dialog';

type Field =
  | 'issuer'
  | 'clientId'
  | 'clientSecret'
  | 'idpEntityId'
  | 'idpSsoUrl'
  | 'idpCertificate'
  | 'allowedDomains';
type FieldErrors = Partial<Record<Field, string>>;

const fields: readonly string[] = [
  'issuer',
  'clientId',
  'clientSecret',
  'idpEntityId',
  'idpSsoUrl',
  'idpCertificate',
  'allowedDomains',
];

/**
 * The field a server refusal names (`issuer: … did not answer`), to show it
 * under that field; null when it names none of the form's fields.
 */
function refusedField(error: unknown): { field: Field; message: string } | null {
  if (!isApiError(error) || error.status === 403) return null;
  const match = /^(\w+): (.+)$/s.exec(error.message);
  if (!match?.[1] || !match[2] || !fields.includes(match[1])) return null;
  return { field: match[1] as Field, message: match[2] };
}

/** Every role a new member may get on first sign-in: all but owner. */
const defaultRoles = roles.filter((role) => role !== 'owner');

/** The hint under the certificate field: what is stored, and how to roll a key. */
function certificateNote(storedCount: number): string {
  const stored =
    storedCount === 0
      ? 'The PEM, or the base64 from the metadata.'
      : storedCount === 1
        ? 'The stored certificate is listed above: paste it (or a new one) again to save changes.'
        : `The ${storedCount} stored certificates are listed above: paste them (or new ones) again to save changes.`;
  return `${stored} During a key rollover, paste both certificates one after the other.`;
}

/**
 * The single sign-on settings: the protocol and its provider's settings, the
 * email domains that sign in through it, the role new members get, whether
 * it is required, and whether it is on. Checked in the page before saving;
 * the server's refusals (a field, a domain taken, a provider that did not
 * answer) are shown above the Save button.
 */
export function SsoForm({ connection }: { connection: SsoConnection | null }) {
  const ids = { certificate: useId(), role: useId(), required: useId(), enabled: useId() };
  const [protocol, setProtocol] = useState<SsoProtocol>(connection?.protocol ?? 'oidc');
  const [issuer, setIssuer] = useState(connection?.oidc?.issuer ?? '');
  const [clientId, setClientId] = useState(connection?.oidc?.clientId ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [idpEntityId, setIdpEntityId] = useState(connection?.saml?.idpEntityId ?? '');
  const [idpSsoUrl, setIdpSsoUrl] = useState(connection?.saml?.idpSsoUrl ?? '');
  const [idpCertificate, setIdpCertificate] = useState('');
  const [domains, setDomains] = useState(connection?.allowedDomains.join(', ') ?? '');
  const [defaultRole, setDefaultRole] = useState<Role>(connection?.defaultRole ?? 'member');
  const [required, setRequired] = useState(connection?.required ?? false);
  const [enabled, setEnabled] = useState(connection?.enabled ?? true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [metadataOpen, setMetadataOpen] = useState(false);
  const save = useSaveSsoConnection();
  const refused = refusedField(save.error);
  const errorOf = (field: Field) =>
    errors[field] ?? (refused?.field === field ? refused.message : undefined);

  const secretStored = connection?.protocol === 'oidc' && connection.oidc?.hasClientSecret;
  const storedCount = connection?.saml?.certificateFingerprints.length ?? 0;

  function body(): PutSsoConnectionBody | null {
    const common = {
      enabled,
      required,
      defaultRole,
      allowedDomains: parseEmailDomains(domains),
    };
    const candidate: PutSsoConnectionBody =
      protocol === 'oidc'
        ? {
            protocol,
            issuer,
            clientId,
            ...(clientSecret ? { clientSecret } : {}),
            ...common,
          }
        : { protocol, idpEntityId, idpSsoUrl, idpCertificate, ...common };
    const next: FieldErrors = {};
    if (protocol === 'oidc' && !clientSecret && !secretStored) {
      next.clientSecret = 'Client secret is required';
    }
    const result = putSsoConnectionBodySchema.safeParse(candidate);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0]);
        if (fields.includes(field)) next[field as Field] ??= issue.message;
      }
    }
    setErrors(next);
    // The body sent is the one typed (defaults filled by the server), once it is valid.
    return Object.keys(next).length === 0 && result.success ? candidate : null;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    save.reset();
    const valid = body();
    if (valid) save.mutate(valid, { onSuccess: () => setClientSecret('') });
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Single sign-on settings"
      className="flex flex-col gap-4"
    >
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium">Protocol</span>
        <SegmentedControl
          aria-label="Protocol"
          value={protocol}
          onChange={(next) => {
            setProtocol(next);
            setErrors({});
          }}
          data={[
            { value: 'oidc', label: 'OpenID Connect' },
            { value: 'saml', label: 'SAML 2.0' },
          ]}
        />
      </div>
      {protocol === 'oidc' ? (
        <div className="flex flex-col gap-3">
          <TextField
            label="Issuer URL"
            type="url"
            placeholder="https://login.example.com"
            hint="Its /.well-known/openid-configuration is read when you save and at each sign-in."
            value={issuer}
            error={errorOf('issuer')}
            onChange={(event) => setIssuer(event.target.value)}
          />
          <TextField
            label="Client ID"
            autoComplete="off"
            value={clientId}
            error={errorOf('clientId')}
            onChange={(event) => setClientId(event.target.value)}
          />
          <TextField
            label="Client secret"
            type="password"
            autoComplete="off"
            placeholder={secretStored ? 'Stored — leave empty to keep' : undefined}
            hint={
              secretStored
                ? 'Stored — leave empty to keep. It is never shown again.'
                : 'Stored encrypted and never shown again.'
            }
            value={clientSecret}
            error={errorOf('clientSecret')}
            onChange={(event) => setClientSecret(event.target.value)}
          />
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <div>
            <Button variant="outline" size="sm" onClick={() => setMetadataOpen(true)}>
              Fill from metadata
            </Button>
          </div>
          <TextField
            label="IdP entity ID"
            placeholder="https://idp.example.com/metadata"
            value={idpEntityId}
            error={errorOf('idpEntityId')}
            onChange={(event) => setIdpEntityId(event.target.value)}
          />
          <TextField
            label="IdP sign-in URL"
            type="url"
            placeholder="https://idp.example.com/sso"
            value={idpSsoUrl}
            error={errorOf('idpSsoUrl')}
            onChange={(event) => setIdpSsoUrl(event.target.value)}
          />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={ids.certificate}>Signing certificate</Label>
            <Textarea
              id={ids.certificate}
              rows={5}
              className="font-mono text-xs"
              placeholder="-----BEGIN CERTIFICATE-----"
              value={idpCertificate}
              aria-invalid={errorOf('idpCertificate') ? true : undefined}
              aria-describedby={`${ids.certificate}-note`}
              onChange={(event) => setIdpCertificate(event.target.value)}
            />
            <p
              id={`${ids.certificate}-note`}
              className={
                errorOf('idpCertificate')
                  ? 'text-xs text-danger-ink'
                  : 'text-xs text-muted-foreground'
              }
            >
              {errorOf('idpCertificate') ?? certificateNote(storedCount)}
            </p>
          </div>
          <SamlMetadataDialog
            open={metadataOpen}
            onOpenChange={setMetadataOpen}
            onFill={(settings) => {
              setIdpEntityId(settings.idpEntityId);
              setIdpSsoUrl(settings.idpSsoUrl);
              setIdpCertificate(settings.idpCertificate);
              setErrors({});
            }}
          />
        </div>
      )}
      <TextField
        label="Allowed email domains"
        placeholder="acme.com, acme.io"
        hint="People whose email is at one of these domains sign in through your provider. Separate with commas or spaces."
        value={domains}
        error={errorOf('allowedDomains')}
        onChange={(event) => setDomains(event.target.value)}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={ids.role}>Default role</Label>
        <Select value={defaultRole} onValueChange={(value) => setDefaultRole(value as Role)}>
          <SelectTrigger id={ids.role} className="w-60">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {defaultRoles.map((role) => (
              <SelectItem key={role} value={role}>
                {roleLabels[role]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <p className="text-xs text-muted-foreground">
          The role of someone who signs in for the first time.
        </p>
      </div>
      <div className="flex items-start gap-3">
        <Switch
          id={ids.required}
          checked={required}
          onCheckedChange={setRequired}
          aria-describedby={`${ids.required}-hint`}
        />
        <div className="flex flex-col gap-0.5">
          <Label htmlFor={ids.required}>Require single sign-on</Label>
          <p id={`${ids.required}-hint`} className="text-xs text-muted-foreground">
            Members at these domains can no longer sign in with a password. Owners keep password
            sign-in as a recovery path.
          </p>
        </div>
      </div>
      <div className="flex items-start gap-3">
        <Switch id={ids.enabled} checked={enabled} onCheckedChange={setEnabled} />
        <Label htmlFor={ids.enabled}>Enabled</Label>
      </div>
      {save.error ? (
        <Alert variant="danger" title="Not saved">
          {refused ? 'Check the highlighted field.' : errorMessage(save.error)}
        </Alert>
      ) : null}
      {save.isSuccess ? (
        <p role="status" className="text-xs text-muted-foreground">
          Saved.
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}

import type { SsoConnection } from '@lookout/domain';
import { CopyButton } from '../../../components/copy-button';

/** The values to register at the identity provider, each with a Copy button (after a save). */
export function ProviderValues({ connection }: { connection: SsoConnection }) {
  const values =
    connection.protocol === 'oidc' && connection.oidc
      ? [{ label: 'Redirect URI', value: connection.oidc.redirectUri }]
      : connection.saml
        ? [
            { label: 'ACS URL', value: connection.saml.acsUrl },
            { label: 'SP entity ID', value: connection.saml.spEntityId },
            { label: 'SP metadata URL', value: connection.saml.spMetadataUrl },
          ]
        : [];
  if (values.length === 0) return null;
  return (
    <section aria-label="Register at your provider" className="flex flex-col gap-2">
      <h3 className="text-sm font-medium">Register at your provider</h3>
      <dl className="flex flex-col gap-2">
        {values.map(({ label, value }) => (
          <div
            key={label}
            className="flex flex-wrap items-center gap-2 rounded-md border border-border p-2"
          >
            <dt className="w-32 shrink-0 text-xs text-muted-foreground">{label}</dt>
            <dd className="min-w-0 flex-1 break-all font-mono text-xs">{value}</dd>
            <CopyButton value={value} label={`Copy ${label}`} />
          </div>
        ))}
      </dl>
    </section>
  );
}

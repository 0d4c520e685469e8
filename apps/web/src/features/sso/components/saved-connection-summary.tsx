import { roleLabels, type SsoConnection } from '@lookout/domain';

/**
 * The saved connection's settings, read-only: what an owner sees of a connection the plan no
 * longer uses (after a downgrade), to decide between upgrading and deleting it.
 */
export function SavedConnectionSummary({ connection }: { connection: SsoConnection }) {
  const rows = [
    { label: 'Protocol', value: connection.protocol === 'oidc' ? 'OpenID Connect' : 'SAML 2.0' },
    ...(connection.oidc
      ? [
          { label: 'Issuer URL', value: connection.oidc.issuer },
          { label: 'Client ID', value: connection.oidc.clientId },
        ]
      : []),
    ...(connection.saml
      ? [
          { label: 'IdP entity ID', value: connection.saml.idpEntityId },
          { label: 'IdP sign-in URL', value: connection.saml.idpSsoUrl },
        ]
      : []),
    { label: 'Email domains', value: connection.allowedDomains.join(', ') },
    { label: 'Default role', value: roleLabels[connection.defaultRole] },
    { label: 'Required', value: connection.required ? 'Yes (owners keep their password)' : 'No' },
  ];
  return (
    <section aria-label="Saved connection" className="flex flex-col gap-2">
      <h3 className="text-sm font-medium">Saved connection</h3>
      <dl className="flex flex-col gap-2">
        {rows.map(({ label, value }) => (
          <div
            key={label}
            className="flex flex-wrap items-center gap-2 rounded-md border border-border p-2"
          >
            <dt className="w-32 shrink-0 text-xs text-muted-foreground">{label}</dt>
            <dd className="min-w-0 flex-1 break-all text-sm">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

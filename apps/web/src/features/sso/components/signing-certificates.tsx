import type { SsoConnection } from '@lookout/domain';

/**
 * The SHA-256 fingerprints of the SAML signing certificates Lookout accepts
 * (an identity provider rolling its key lists the old and the new one).
 */
export function SigningCertificates({ connection }: { connection: SsoConnection }) {
  const fingerprints = connection.saml?.certificateFingerprints ?? [];
  if (connection.protocol !== 'saml' || fingerprints.length === 0) return null;
  return (
    <section aria-label="Signing certificates" className="flex flex-col gap-2">
      <h3 className="text-sm font-medium">
        {fingerprints.length === 1
          ? 'Signing certificate'
          : `${fingerprints.length} signing certificates, any of them accepted`}
      </h3>
      <ul className="flex flex-col gap-1">
        {fingerprints.map((fingerprint) => (
          <li
            key={fingerprint}
            className="flex flex-wrap items-center gap-2 rounded-md border border-border p-2"
          >
            <span className="w-32 shrink-0 text-xs text-muted-foreground">SHA-256</span>
            <span className="min-w-0 flex-1 break-all font-mono text-xs">{fingerprint}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { X509Certificate } from 'node:crypto';
import { ApiError } from '../http/api-error.js';

/** A SAML signing certificate as stored (PEM) with its SHA-256 fingerprint. */
export interface IdpCertificate {
  pem: string;
  fingerprint256: string;
}

/** Wraps bare base64 (as IdP metadata carries it) in PEM armour, 64 characters a line. */
function toPem(text: string): string {
  if (text.includes('-----BEGIN CERTIFICATE-----')) return text.trim();
  const body = text.replace(/\s+/g, '');
  const lines = body.match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----`;
}

/**
 * Reads a SAML identity provider's signing certificate (PEM or bare base64).
 * Throws 400 naming `idpCertificate` when it is not one X.509 certificate.
 */
export function parseIdpCertificate(text: string): IdpCertificate {
  const pem = toPem(text);
  try {
    const certificate = new X509Certificate(pem);
    return { pem: certificate.toString().trim(), fingerprint256: certificate.fingerprint256 };
  } catch {
    throw new ApiError(
      400,
      'Invalid request',
      'idpCertificate: not an X.509 certificate. Paste the PEM (-----BEGIN CERTIFICATE-----…) or the base64 from the metadata.',
    );
  }
}

/** The fingerprint of a stored PEM, or none when it no longer reads. */
export function storedCertificateFingerprints(pem: string | null): string[] {
  if (!pem) return [];
  try {
    return [new X509Certificate(pem).fingerprint256];
  } catch {
    return [];
  }
}

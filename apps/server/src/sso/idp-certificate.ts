import { X509Certificate } from 'node:crypto';
import { ApiError } from '../http/api-error.js';

/** A SAML signing certificate as stored (PEM) with its SHA-256 fingerprint. */
export interface IdpCertificate {
  pem: string;
  fingerprint256: string;
}

/** Most signing certificates a connection keeps (a rollover lists two; a few spare). */
export const maxIdpCertificates = 5;

const pemBlock = /-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g;

/** Wraps bare base64 (as IdP metadata carries it) in PEM armour, 64 characters a line. */
function toPem(text: string): string {
  if (text.includes('-----BEGIN CERTIFICATE-----')) return text.trim();
  const body = text.replace(/\s+/g, '');
  const lines = body.match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----`;
}

/** The PEM blocks of `text`, or the whole text as one bare base64 certificate. */
function certificateTexts(text: string): string[] {
  const blocks = text.match(pemBlock);
  return blocks && blocks.length > 0 ? blocks : [text];
}

const invalid = (detail: string) =>
  new ApiError(400, 'Invalid request', `idpCertificate: ${detail}`);

/**
 * Reads a SAML identity provider's signing certificates: one or more PEM
 * blocks (an identity provider rolling its key lists the old and the new), or
 * one bare base64 certificate as metadata carries it. Duplicates are kept once.
 * Throws 400 naming `idpCertificate` when a block is not an X.509 certificate.
 * @example parseIdpCertificates(`${oldPem}\n${newPem}`) // two certificates
 */
export function parseIdpCertificates(text: string): IdpCertificate[] {
  const certificates: IdpCertificate[] = [];
  const texts = certificateTexts(text);
  for (const [index, candidate] of texts.entries()) {
    let certificate: X509Certificate;
    try {
      certificate = new X509Certificate(toPem(candidate));
    } catch {
      throw invalid(
        texts.length > 1
          ? `certificate ${index + 1} of ${texts.length} is not an X.509 certificate.`
          : 'not an X.509 certificate. Paste the PEM (-----BEGIN CERTIFICATE-----…) or the base64 from the metadata.',
      );
    }
    if (certificates.some((known) => known.fingerprint256 === certificate.fingerprint256)) continue;
    certificates.push({
      pem: certificate.toString().trim(),
      fingerprint256: certificate.fingerprint256,
    });
  }
  if (certificates.length > maxIdpCertificates) {
    throw invalid(
      `at most ${maxIdpCertificates} signing certificates, got ${certificates.length}.`,
    );
  }
  return certificates;
}

/** The certificates as stored in `saml_idp_certificate`: their PEM blocks one after another. */
export const storedCertificatesText = (certificates: IdpCertificate[]): string =>
  certificates.map((certificate) => certificate.pem).join('\n');

/** The PEM blocks of a stored `saml_idp_certificate` (one or several), for node-saml's `idpCert`. */
export function storedCertificatePems(stored: string | null): string[] {
  if (!stored) return [];
  return stored.match(pemBlock) ?? [];
}

/** The fingerprints of the stored PEMs, leaving out any that no longer read. */
export function storedCertificateFingerprints(stored: string | null): string[] {
  return storedCertificatePems(stored).flatMap((pem) => {
    try {
      return [new X509Certificate(pem).fingerprint256];
    } catch {
      return [];
    }
  });
}

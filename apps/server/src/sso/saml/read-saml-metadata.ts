import { X509Certificate } from 'node:crypto';
import type { ParseSamlMetadataResponse } from '@lookout/domain';
import { attribute, children, readXml, textOf, type XmlElement } from './xml-document.js';

const redirectBinding = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** Why a metadata document cannot configure a connection; `message` names what is missing. */
export class SamlMetadataProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SamlMetadataProblem';
  }
}

/** The base64 body of an X.509 certificate as PEM, 64 characters a line. */
function toPem(base64: string): string {
  const body = base64.replace(/\s+/g, '');
  const lines = body.match(/.{1,64}/g) ?? [];
  return ['-----BEGIN CERTIFICATE-----', ...lines, '-----END CERTIFICATE-----'].join('\n');
}

/** The EntityDescriptors of a document, also inside (nested) EntitiesDescriptors. */
function entityDescriptors(element: XmlElement): XmlElement[] {
  return [
    ...children(element, 'EntityDescriptor'),
    ...children(element, 'EntitiesDescriptor').flatMap(entityDescriptors),
  ];
}

const isReadableCertificate = (pem: string): boolean => {
  try {
    new X509Certificate(pem);
    return true;
  } catch {
    return false;
  }
};

/**
 * Reads a SAML 2.0 identity provider's metadata (an EntityDescriptor, or an
 * EntitiesDescriptor holding one) into the settings of a connection: its
 * entity ID, its HTTP-Redirect sign-in URL and its signing certificates (PEM blocks, one
 * after another: during a key rollover the metadata lists two).
 * Throws {@link SamlMetadataProblem} naming what is missing.
 * @example readSamlMetadata(xml) // { idpEntityId, idpSsoUrl, idpCertificate }
 */
export function readSamlMetadata(xml: string): ParseSamlMetadataResponse {
  const read = readXml(xml);
  if ('error' in read) {
    throw new SamlMetadataProblem(`The metadata is not well-formed XML: ${read.error}.`);
  }
  const entity = entityDescriptors(read.root).find(
    (candidate) => children(candidate, 'IDPSSODescriptor').length > 0,
  );
  if (!entity) {
    throw new SamlMetadataProblem(
      'The metadata has no IDPSSODescriptor: it does not describe a SAML identity provider.',
    );
  }
  const idpEntityId = attribute(entity, 'entityID');
  if (!idpEntityId) {
    throw new SamlMetadataProblem("The identity provider's EntityDescriptor has no entityID.");
  }
  const idp = children(entity, 'IDPSSODescriptor')[0];
  const idpSsoUrl = children(idp, 'SingleSignOnService')
    .filter((service) => attribute(service, 'Binding') === redirectBinding)
    .map((service) => attribute(service, 'Location'))
    .find(Boolean);
  if (!idpSsoUrl) {
    throw new SamlMetadataProblem(
      'The identity provider has no SingleSignOnService with the HTTP-Redirect binding, which Lookout uses to send sign-in requests.',
    );
  }
  if (!/^https?:\/\//i.test(idpSsoUrl)) {
    throw new SamlMetadataProblem(
      `The HTTP-Redirect SingleSignOnService location is not an http(s) URL: ${idpSsoUrl.slice(0, 200)}`,
    );
  }
  const pems = children(idp, 'KeyDescriptor')
    .filter((key) => (attribute(key, 'use') ?? 'signing') === 'signing')
    .flatMap((key) => children(key, 'KeyInfo'))
    .flatMap((info) => children(info, 'X509Data'))
    .flatMap((data) => children(data, 'X509Certificate'))
    .map((certificate) => textOf(certificate))
    .filter((base64) => base64 !== '')
    .map(toPem);
  if (pems.length === 0) {
    throw new SamlMetadataProblem(
      'The identity provider has no signing certificate (a KeyDescriptor with an X509Certificate).',
    );
  }
  // An identity provider rolling its key lists the old and the new: keep every readable one.
  const readable = [...new Set(pems.filter(isReadableCertificate))];
  if (readable.length === 0) {
    throw new SamlMetadataProblem(
      "The identity provider's signing certificate is not a readable X.509 certificate.",
    );
  }
  return { idpEntityId, idpSsoUrl, idpCertificate: readable.join('\n') };
}

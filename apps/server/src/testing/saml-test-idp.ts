import { randomUUID } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import { generate } from 'selfsigned';
import { SignedXml } from 'xml-crypto';
import type { Database } from '../db/schema.js';
import { attribute, children, readXml } from '../sso/saml/xml-document.js';

/** A signing key pair and its self-signed X.509 certificate (PEM), as an identity provider has. */
export interface TestSigningKey {
  privateKey: string;
  certificate: string;
}

/** A new 2048-bit RSA key and certificate for a test identity provider. */
export async function testSigningKey(commonName = 'Test IdP'): Promise<TestSigningKey> {
  const pems = await generate([{ name: 'commonName', value: commonName }], {
    keySize: 2048,
    algorithm: 'sha256',
  });
  return { privateKey: pems.private, certificate: pems.cert };
}

/** The test identity provider's entity ID and sign-in URL (never called: tests follow redirects by hand). */
export const testIdp = {
  entityId: 'https://idp.acme.test/saml',
  ssoUrl: 'http://127.0.0.1:9/idp/sso',
} as const;

/** Stores a SAML connection for `orgId` claiming `domains`, signed by `certificate`. */
export async function insertSamlConnection(
  db: Kysely<Database>,
  orgId: string,
  certificate: string,
  { domains = ['acme.test'], enabled = true } = {},
): Promise<string> {
  const { id } = await db
    .insertInto('sso_connection')
    .values({
      org_id: orgId,
      protocol: 'saml',
      enabled,
      saml_idp_entity_id: testIdp.entityId,
      saml_idp_sso_url: testIdp.ssoUrl,
      saml_idp_certificate: certificate,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('sso_domain')
    .values(domains.map((domain) => ({ domain, connection_id: id })))
    .execute();
  return id;
}

/** The id of the AuthnRequest in a start redirect's `SAMLRequest` (HTTP-Redirect: deflated, base64). */
export function authnRequestId(location: string): string {
  const encoded = new URL(location).searchParams.get('SAMLRequest') ?? '';
  const xml = inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8');
  const read = readXml(xml);
  const id = 'root' in read ? attribute(children(read.root, 'AuthnRequest')[0], 'ID') : undefined;
  if (!id) throw new Error(`No AuthnRequest ID in ${xml}`);
  return id;
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** What a test response says; every field defaults to what a correct identity provider sends. */
export interface TestResponseOptions {
  acsUrl: string;
  audience: string;
  inResponseTo?: string | undefined;
  email?: string;
  name?: string;
  issuer?: string;
  destination?: string;
  recipient?: string;
  notBefore?: Date;
  notOnOrAfter?: Date;
  assertionId?: string;
  /** The key the assertion is signed with; `null` leaves it unsigned. */
  signWith?: TestSigningKey | null;
}

/**
 * A SAML Response (base64, as the HTTP-POST binding carries it) whose
 * assertion is signed with xml-crypto (RSA-SHA256, exclusive c14n).
 */
export function testSamlResponse(key: TestSigningKey, options: TestResponseOptions): string {
  const now = new Date();
  const notBefore = (options.notBefore ?? new Date(now.getTime() - 60_000)).toISOString();
  const notOnOrAfter = (options.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000)).toISOString();
  const issuer = escapeXml(options.issuer ?? testIdp.entityId);
  const inResponseTo =
    options.inResponseTo === undefined ? '' : ` InResponseTo="${escapeXml(options.inResponseTo)}"`;
  const assertionId = options.assertionId ?? `_a${randomUUID().replace(/-/g, '')}`;
  const assertion = `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${assertionId}" Version="2.0" IssueInstant="${now.toISOString()}"><saml:Issuer>${issuer}</saml:Issuer><saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${escapeXml(options.email ?? 'grace@acme.test')}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData${inResponseTo} NotOnOrAfter="${notOnOrAfter}" Recipient="${escapeXml(options.recipient ?? options.acsUrl)}"/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${escapeXml(options.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="${now.toISOString()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement><saml:AttributeStatement><saml:Attribute Name="displayName"><saml:AttributeValue>${escapeXml(options.name ?? 'Grace Hopper')}</saml:AttributeValue></saml:Attribute></saml:AttributeStatement></saml:Assertion>`;
  const response = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="_r${randomUUID().replace(/-/g, '')}" Version="2.0" IssueInstant="${now.toISOString()}" Destination="${escapeXml(options.destination ?? options.acsUrl)}"${inResponseTo}><saml:Issuer xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion">${issuer}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>${assertion}</samlp:Response>`;
  const signer = options.signWith === undefined ? key : options.signWith;
  if (!signer) return Buffer.from(response).toString('base64');
  const signed = new SignedXml({
    privateKey: signer.privateKey,
    publicCert: signer.certificate,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  signed.addReference({
    xpath: "//*[local-name(.)='Assertion']",
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    transforms: [
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/2001/10/xml-exc-c14n#',
    ],
  });
  signed.computeSignature(response, {
    location: {
      reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']",
      action: 'after',
    },
  });
  return Buffer.from(signed.getSignedXml()).toString('base64');
}

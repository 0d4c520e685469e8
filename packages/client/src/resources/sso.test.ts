import type { PutSsoConnectionBody } from '@lookout/domain';
import { describe, expect, it } from 'vitest';
import { observeCase, type ResourceCase } from '../testing/resource-call.js';
import {
  deleteSsoConnection,
  discoverSso,
  exchangeSsoCode,
  getSsoConnection,
  parseSamlMetadata,
  putSsoConnection,
} from './sso.js';

const id = '33333333-3333-4333-8333-333333333333';
const connection = {
  id,
  orgId: '44444444-4444-4444-8444-444444444444',
  protocol: 'oidc',
  enabled: true,
  required: false,
  allowedDomains: ['acme.com'],
  defaultRole: 'member',
  oidc: {
    issuer: 'https://idp.acme.com',
    clientId: 'lookout',
    hasClientSecret: true,
    redirectUri: `https://app.example/auth/sso/${id}/oidc/callback`,
  },
  saml: null,
  inPlan: true,
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
} as const;
const put = {
  protocol: 'oidc',
  issuer: 'https://idp.acme.com',
  clientId: 'lookout',
  clientSecret: 's3cret',
  allowedDomains: ['acme.com'],
} satisfies PutSsoConnectionBody;
const samlSettings = {
  idpEntityId: 'https://idp.acme.com/saml',
  idpSsoUrl: 'https://idp.acme.com/saml/sso',
  idpCertificate: 'MIIB…',
};

const orgCases: ResourceCase[] = [
  {
    name: 'getSsoConnection',
    run: (http) => getSsoConnection(http),
    answer: connection,
    expected: { method: 'GET', path: '/v1/orgs/sso', result: connection },
  },
  {
    name: 'putSsoConnection',
    run: (http) => putSsoConnection(http, put),
    answer: connection,
    expected: { method: 'PUT', path: '/v1/orgs/sso', body: put, result: connection },
  },
  {
    name: 'deleteSsoConnection',
    run: (http) => deleteSsoConnection(http),
    expected: { method: 'DELETE', path: '/v1/orgs/sso', result: undefined },
  },
  {
    name: 'parseSamlMetadata',
    run: (http) => parseSamlMetadata(http, { metadataXml: '<EntityDescriptor/>' }),
    answer: samlSettings,
    expected: {
      method: 'POST',
      path: '/v1/orgs/sso/parse-saml-metadata',
      body: { metadataXml: '<EntityDescriptor/>' },
      result: samlSettings,
    },
  },
  {
    name: 'discoverSso',
    run: (http) => discoverSso(http, { email: 'ada@acme.com' }),
    answer: { sso: true, required: true, redirectUrl: `/auth/sso/${id}/oidc/start` },
    expected: {
      method: 'POST',
      path: '/auth/sso/discover',
      body: { email: 'ada@acme.com' },
      result: { sso: true, required: true, redirectUrl: `/auth/sso/${id}/oidc/start` },
    },
  },
  {
    name: 'exchangeSsoCode',
    run: (http) => exchangeSsoCode(http, { code: 'a-one-time-code-of-the-callback' }),
    answer: { token: 't' },
    expected: {
      method: 'POST',
      path: '/auth/sso/exchange',
      body: { code: 'a-one-time-code-of-the-callback' },
      result: { token: 't' },
    },
  },
];

describe('single sign-on calls', () => {
  it.each(orgCases)('$name is an org call, with no project', async (row) => {
    expect(await observeCase(row)).toMatchObject({ ...row.expected, projectId: null });
  });
});

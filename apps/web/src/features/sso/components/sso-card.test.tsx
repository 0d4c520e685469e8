import type { SsoConnection } from '@lookout/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUpgradeModalStore } from '../../../stores/upgrade-modal-store';
import { callsTo, fakeApi } from '../../../testing/fake-api';
import { gating } from '../../../testing/fixtures';
import { renderRoutes } from '../../../testing/render-app';
import { SsoCard } from './sso-card';

const base = {
  id: '33333333-3333-4333-8333-333333333333',
  orgId: '44444444-4444-4444-8444-444444444444',
  enabled: true,
  required: false,
  allowedDomains: ['acme.com'],
  defaultRole: 'member',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
} as const;

const oidcConnection: SsoConnection = {
  ...base,
  protocol: 'oidc',
  allowedDomains: ['acme.com'],
  oidc: {
    issuer: 'https://login.acme.com',
    clientId: 'lookout',
    hasClientSecret: true,
    redirectUri: 'http://lookout.test/auth/sso/oidc/callback',
  },
  saml: null,
  inPlan: true,
};

const samlConnection: SsoConnection = {
  ...base,
  protocol: 'saml',
  allowedDomains: ['acme.com'],
  oidc: null,
  saml: {
    idpEntityId: 'https://idp.acme.com',
    idpSsoUrl: 'https://idp.acme.com/sso',
    certificateFingerprints: ['AB:CD'],
    spEntityId: 'http://lookout.test/auth/sso/saml/metadata',
    acsUrl: 'http://lookout.test/auth/sso/saml/acs',
    spMetadataUrl: 'http://lookout.test/auth/sso/saml/metadata',
  },
  inPlan: true,
};

const certificate = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useUpgradeModalStore.getState().close();
});

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('SsoCard', () => {
  it('says when nothing is set up and saves an OpenID Connect connection, then shows the redirect URI', async () => {
    const calls = fakeApi({
      'GET /v1/orgs/sso': { body: null },
      'PUT /v1/orgs/sso': { body: oidcConnection },
    });
    renderRoutes(<SsoCard context={gating()} />);
    expect(await screen.findByText(/Single sign-on is not set up/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Client secret is required')).toBeTruthy();
    expect(callsTo(calls, 'PUT /v1/orgs/sso')).toEqual([]);
    type('Issuer URL', 'https://login.acme.com');
    type('Client ID', 'lookout');
    type('Client secret', 's3cret');
    type('Allowed email domains', 'Acme.com, @acme.io');
    fireEvent.click(screen.getByRole('switch', { name: 'Require single sign-on' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo(calls, 'PUT /v1/orgs/sso')[0]?.body).toEqual({
        protocol: 'oidc',
        issuer: 'https://login.acme.com',
        clientId: 'lookout',
        clientSecret: 's3cret',
        allowedDomains: ['acme.com', 'acme.io'],
        defaultRole: 'member',
        required: true,
        enabled: true,
      }),
    );
    expect(await screen.findByText('http://lookout.test/auth/sso/oidc/callback')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy Redirect URI' })).toBeTruthy();
  });

  it('omits a client secret left empty when one is stored', async () => {
    const calls = fakeApi({
      'GET /v1/orgs/sso': { body: oidcConnection },
      'PUT /v1/orgs/sso': { body: oidcConnection },
    });
    renderRoutes(<SsoCard context={gating()} />);
    expect(await screen.findByPlaceholderText('Stored — leave empty to keep')).toBeTruthy();
    type('Client ID', 'lookout-2');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'PUT /v1/orgs/sso')).toHaveLength(1));
    const body = callsTo(calls, 'PUT /v1/orgs/sso')[0]?.body as Record<string, unknown>;
    expect(body.clientId).toBe('lookout-2');
    expect(body).not.toHaveProperty('clientSecret');
  });

  it('fills the SAML fields from metadata and saves them, showing the values to register', async () => {
    const calls = fakeApi({
      'GET /v1/orgs/sso': { body: null },
      'POST /v1/orgs/sso/parse-saml-metadata': (request) =>
        (request.body as { metadataXml: string }).metadataXml.includes('broken')
          ? Response.json(
              { error: 'Invalid request', message: 'metadataXml: no IDPSSODescriptor found' },
              { status: 400 },
            )
          : Response.json({
              idpEntityId: 'https://idp.acme.com',
              idpSsoUrl: 'https://idp.acme.com/sso',
              idpCertificate: certificate,
            }),
      'PUT /v1/orgs/sso': { body: samlConnection },
    });
    renderRoutes(<SsoCard context={gating()} />);
    await screen.findByText(/Single sign-on is not set up/);
    fireEvent.click(screen.getByRole('radio', { name: 'SAML 2.0' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fill from metadata' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fill from metadata' });
    fireEvent.change(within(dialog).getByLabelText('Metadata XML'), {
      target: { value: '<broken/>' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fill the fields' }));
    expect(await within(dialog).findByText('metadataXml: no IDPSSODescriptor found')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Metadata XML'), {
      target: { value: '<EntityDescriptor/>' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fill the fields' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText('IdP entity ID') as HTMLInputElement).value).toBe(
      'https://idp.acme.com',
    );
    expect((screen.getByLabelText('IdP sign-in URL') as HTMLInputElement).value).toBe(
      'https://idp.acme.com/sso',
    );
    expect((screen.getByLabelText('Signing certificate') as HTMLTextAreaElement).value).toBe(
      certificate,
    );
    type('Allowed email domains', 'acme.com');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo(calls, 'PUT /v1/orgs/sso')[0]?.body).toEqual({
        protocol: 'saml',
        idpEntityId: 'https://idp.acme.com',
        idpSsoUrl: 'https://idp.acme.com/sso',
        idpCertificate: certificate,
        allowedDomains: ['acme.com'],
        defaultRole: 'member',
        required: false,
        enabled: true,
      }),
    );
    expect(await screen.findByText('http://lookout.test/auth/sso/saml/acs')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy SP entity ID' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy SP metadata URL' })).toBeTruthy();
  });

  it.each([
    {
      status: 409,
      message: 'acme.com is already used by the single sign-on of another organization.',
      shown: 'acme.com is already used by the single sign-on of another organization.',
      under: null,
    },
    {
      status: 422,
      message:
        'issuer: https://login.acme.com did not answer with an OpenID Connect discovery document (HTTP 404). Check the issuer URL.',
      shown:
        'https://login.acme.com did not answer with an OpenID Connect discovery document (HTTP 404). Check the issuer URL.',
      under: 'Issuer URL',
    },
  ])(
    'shows the server refusal ($status) next to the form',
    async ({ status, message, shown, under }) => {
      fakeApi({
        'GET /v1/orgs/sso': { body: oidcConnection },
        'PUT /v1/orgs/sso': { status, body: { error: 'Refused', message } },
      });
      renderRoutes(<SsoCard context={gating()} />);
      await screen.findByPlaceholderText('Stored — leave empty to keep');
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(shown)).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toContain('Not saved');
      if (under) {
        const field = screen.getByLabelText(under);
        expect(field.getAttribute('aria-invalid')).toBe('true');
        expect(field.getAttribute('aria-describedby')).toBe(screen.getByText(shown).id);
      }
    },
  );

  it('lists every stored SAML signing certificate (a key rollover keeps two)', async () => {
    fakeApi({
      'GET /v1/orgs/sso': {
        body: {
          ...samlConnection,
          saml: { ...samlConnection.saml, certificateFingerprints: ['AB:CD', 'EF:01'] },
        },
      },
    });
    renderRoutes(<SsoCard context={gating()} />);
    const list = await screen.findByRole('region', { name: 'Signing certificates' });
    expect(within(list).getByText('2 signing certificates, any of them accepted')).toBeTruthy();
    expect(within(list).getByText('AB:CD')).toBeTruthy();
    expect(within(list).getByText('EF:01')).toBeTruthy();
    expect(screen.getByText(/paste both certificates one after the other/)).toBeTruthy();
  });

  it('asks before deleting the connection, then shows the empty state', async () => {
    const calls = fakeApi({
      'GET /v1/orgs/sso': { body: oidcConnection },
      'DELETE /v1/orgs/sso': { status: 204 },
    });
    renderRoutes(<SsoCard context={gating()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete single sign-on' });
    expect(callsTo(calls, 'DELETE /v1/orgs/sso')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete connection' }));
    expect(await screen.findByText(/Single sign-on is not set up/)).toBeTruthy();
    expect(callsTo(calls, 'DELETE /v1/orgs/sso')).toHaveLength(1);
  });

  it('on a cloud plan without SSO and no connection, says it is an Enterprise feature and offers the upgrade', async () => {
    fakeApi({ 'GET /v1/orgs/sso': { body: null } });
    renderRoutes(<SsoCard context={gating({ edition: 'cloud', plan: 'team' })} />);
    expect(await screen.findByText('Single sign-on is part of the Enterprise plan.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(useUpgradeModalStore.getState().highlight).toBe('sso');
  });

  it('after a downgrade, shows the kept connection read-only with Upgrade and Delete', async () => {
    const calls = fakeApi({
      'GET /v1/orgs/sso': { body: { ...samlConnection, required: true, inPlan: false } },
      'DELETE /v1/orgs/sso': { status: 204 },
    });
    renderRoutes(<SsoCard context={gating({ edition: 'cloud', plan: 'team' })} />);
    expect(
      await screen.findByText(
        'Your plan no longer includes single sign-on. This connection is kept but not used: members sign in with their passwords. Upgrade to use it again, or delete it.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Not used')).toBeTruthy();
    const saved = screen.getByRole('region', { name: 'Saved connection' });
    expect(within(saved).getByText('SAML 2.0')).toBeTruthy();
    expect(within(saved).getByText('https://idp.acme.com')).toBeTruthy();
    expect(within(saved).getByText('acme.com')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Signing certificates' })).toBeTruthy();
    // Read-only: nothing to edit or save while the plan lacks single sign-on.
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByLabelText('IdP entity ID')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(useUpgradeModalStore.getState().highlight).toBe('sso');

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete single sign-on' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete connection' }));
    expect(await screen.findByText('Single sign-on is part of the Enterprise plan.')).toBeTruthy();
    expect(callsTo(calls, 'DELETE /v1/orgs/sso')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Saved connection' })).toBeNull();
  });

  it('trusts the server when it says the connection is outside the plan', async () => {
    fakeApi({ 'GET /v1/orgs/sso': { body: { ...oidcConnection, inPlan: false } } });
    renderRoutes(<SsoCard context={gating()} />);
    expect(await screen.findByText(/This connection is kept but not used/)).toBeTruthy();
    expect(screen.getByText('https://login.acme.com')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

import type { ProviderKey } from '@lookout/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../../lib/notifications';
import { callsTo, fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-app';
import { ProviderKeysCard } from './provider-keys-card';

const anthropicKey: ProviderKey = {
  id: '11111111-2222-4333-8444-555555555555',
  provider: 'anthropic',
  maskedKey: 'sk-ant-…9f2c',
  baseUrl: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

/** A fake server keeping the org's keys, masked as the real one does. */
function keyServer(initial: ProviderKey[] = [anthropicKey]) {
  let keys = [...initial];
  const calls = fakeApi({
    'GET /v1/orgs/provider-keys': () => Response.json(keys),
    'PUT /v1/orgs/provider-keys/openai': (request) => {
      const body = request.body as { apiKey: string; baseUrl: string | null };
      const saved = {
        ...anthropicKey,
        id: '22222222-2222-4333-8444-555555555555',
        provider: 'openai' as const,
        maskedKey: `sk-…${body.apiKey.slice(-4)}`,
        baseUrl: body.baseUrl,
      };
      keys = [...keys, saved];
      return Response.json(saved);
    },
    'DELETE /v1/orgs/provider-keys/anthropic': () => {
      keys = keys.filter((key) => key.provider !== 'anthropic');
      return new Response(null, { status: 204 });
    },
  });
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('ProviderKeysCard', () => {
  it('lists every connection provider, the disabled ones without actions, stored keys masked', async () => {
    keyServer();
    renderRoutes(<ProviderKeysCard canManage />);
    const anthropic = await screen.findByRole('listitem', { name: 'Anthropic' });
    expect(within(anthropic).getByText('sk-ant-…9f2c')).toBeTruthy();
    expect(
      within(anthropic).getByRole('button', { name: 'Replace key for Anthropic' }),
    ).toBeTruthy();
    const openai = screen.getByRole('listitem', { name: 'OpenAI' });
    expect(within(openai).getByText('No key')).toBeTruthy();
    const google = screen.getByRole('listitem', { name: 'Google AI Studio' });
    expect(google.getAttribute('aria-disabled')).toBe('true');
    expect(within(google).getByText('Coming soon')).toBeTruthy();
    expect(within(google).queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
  });

  it('sets a key after checking it, then shows only its mask', async () => {
    const calls = keyServer();
    renderRoutes(<ProviderKeysCard canManage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Set key for OpenAI' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Base URL (optional)'), {
      target: { value: 'gateway.local' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save key' }));
    expect(await within(dialog).findByText('API key is required')).toBeTruthy();
    expect(within(dialog).getByText('Base URL must be a valid URL')).toBeTruthy();
    expect(callsTo(calls, 'PUT /v1/orgs/provider-keys/openai')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('API key'), {
      target: { value: 'sk-live-secret-abcd' },
    });
    fireEvent.change(within(dialog).getByLabelText('Base URL (optional)'), {
      target: { value: '' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save key' }));
    await waitFor(() =>
      expect(callsTo(calls, 'PUT /v1/orgs/provider-keys/openai')[0]?.body).toEqual({
        apiKey: 'sk-live-secret-abcd',
        baseUrl: null,
      }),
    );
    const openai = screen.getByRole('listitem', { name: 'OpenAI' });
    expect(await within(openai).findByText('sk-…abcd')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.textContent).not.toContain('sk-live-secret-abcd');
  });

  it('deletes a key after confirmation', async () => {
    const calls = keyServer();
    renderRoutes(<ProviderKeysCard canManage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the key for Anthropic' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete key' }));
    await waitFor(() =>
      expect(callsTo(calls, 'DELETE /v1/orgs/provider-keys/anthropic')).toHaveLength(1),
    );
    const anthropic = screen.getByRole('listitem', { name: 'Anthropic' });
    expect(await within(anthropic).findByText('No key')).toBeTruthy();
  });

  it('shows the keys read-only to roles that may not manage them', async () => {
    keyServer();
    renderRoutes(<ProviderKeysCard canManage={false} />);
    expect(await screen.findByText('sk-ant-…9f2c')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByText('Owners and admins manage provider keys.')).toBeTruthy();
  });
});

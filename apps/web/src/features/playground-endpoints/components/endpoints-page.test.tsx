import type { PlaygroundEndpoint } from '@lookout/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../../lib/notifications';
import { callsTo, type FakeAnswer, fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-app';
import { useRunHistoryStore } from '../run-history-store';
import { EndpointsPage } from './endpoints-page';

const projectId = '00000000-0000-4000-8000-000000000001';
const support: PlaygroundEndpoint = {
  id: '11111111-2222-4333-8444-555555555555',
  name: 'Support bot',
  url: 'https://bots.example.com/answer',
  auth: { type: 'bearer', token: 'sk-support' },
  headers: { 'X-Team': 'support' },
  defaultPayload: { question: 'Where is my order?' },
};

function api(routes: Record<string, FakeAnswer> = {}) {
  return fakeApi({ 'GET /v1/playground-endpoints': { body: [support] }, ...routes });
}

function renderPage(memberRole: 'owner' | 'collaborator' = 'owner') {
  return renderRoutes(<EndpointsPage projectId={projectId} memberRole={memberRole} />);
}

afterEach(() => {
  cleanup();
  useRunHistoryStore.getState().clear();
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('EndpointsPage', () => {
  it('refuses a bad form with the SPEC messages, then adds the endpoint', async () => {
    const created = { ...support, id: '22222222-2222-4333-8444-555555555555', name: 'Agent' };
    const stored = [support];
    const calls = api({
      'GET /v1/playground-endpoints': () => Response.json(stored),
      'POST /v1/playground-endpoints': () => {
        stored.push(created);
        return Response.json(created);
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New endpoint' }));
    fireEvent.change(screen.getByLabelText('URL'), { target: { value: 'localhost:3000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('URL must be a valid http(s) URL')).toBeTruthy();
    expect(callsTo(calls, 'POST /v1/playground-endpoints')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Agent' } });
    fireEvent.change(screen.getByLabelText('URL'), {
      target: { value: 'https://agents.example.com/run' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'API key' }));
    fireEvent.change(screen.getByLabelText('Header name'), { target: { value: 'X-Api-Key' } });
    fireEvent.change(screen.getByLabelText('Key'), { target: { value: 'k1' } });
    fireEvent.change(screen.getByLabelText('Default payload'), {
      target: { value: '{"input": "Hi"}' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST /v1/playground-endpoints')[0]?.body).toEqual({
        name: 'Agent',
        url: 'https://agents.example.com/run',
        auth: { type: 'api_key', header: 'X-Api-Key', key: 'k1' },
        headers: {},
        defaultPayload: { input: 'Hi' },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Agent' })).toBeTruthy();
  });

  it('tests and runs from the browser with the auth header, keeping a history', async () => {
    let runs = 0;
    const calls = api({
      'POST /answer': (request) => {
        if (request.body === undefined) return new Response(null, { status: 401 });
        runs += 1;
        return runs === 1
          ? Response.json({ answer: 'It ships tomorrow.' })
          : new Response('boom', { status: 500, statusText: 'Internal Server Error' });
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Support bot/ }));

    fireEvent.click(screen.getByRole('button', { name: 'Test' }));
    expect(await screen.findByText('HTTP 401')).toBeTruthy();
    const test = callsTo(calls, 'POST /answer')[0];
    expect(test?.headers.get('authorization')).toBe('Bearer sk-support');
    expect(test?.headers.get('x-team')).toBe('support');

    fireEvent.change(screen.getByLabelText('Payload'), {
      target: { value: '{"question": "When?"}' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    const tryIt = within(screen.getByRole('region', { name: 'Try the endpoint' }));
    expect(await tryIt.findByText(/"answer": "It ships tomorrow\."/)).toBeTruthy();
    expect(callsTo(calls, 'POST /answer')[1]?.body).toEqual({ question: 'When?' });

    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await tryIt.findByText('HTTP 500: Internal Server Error')).toBeTruthy();

    const history = within(screen.getByRole('region', { name: 'History' }));
    expect(history.getAllByRole('listitem')).toHaveLength(3);
    expect(history.getAllByRole('listitem')[0]?.textContent).toMatch(
      /Run.*Support bot.*HTTP 500: Internal Server Error/,
    );

    // The history is the session's: it is still there when the page opens again.
    cleanup();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Support bot/ }));
    const again = within(screen.getByRole('region', { name: 'History' }));
    expect(again.getAllByRole('listitem')).toHaveLength(3);
  });

  it('says the run payload must be JSON and does not send it', async () => {
    const calls = api();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Support bot/ }));
    fireEvent.change(screen.getByLabelText('Payload'), { target: { value: '{"question": ' } });
    expect(screen.getByText(/^Not valid JSON/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Run' }) as HTMLButtonElement).disabled).toBe(true);
    expect(callsTo(calls, 'POST /answer')).toEqual([]);
  });

  it('deletes an endpoint after confirmation', async () => {
    const calls = api({
      [`DELETE /v1/playground-endpoints/${support.id}`]: { status: 204 },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Support bot/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(callsTo(calls, `DELETE /v1/playground-endpoints/${support.id}`)).toHaveLength(1),
    );
  });

  it('shows a collaborator the endpoints read-only, still letting them run one', async () => {
    api();
    renderPage('collaborator');
    fireEvent.click(await screen.findByRole('button', { name: /Support bot/ }));
    expect(screen.queryByRole('button', { name: 'New endpoint' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect((screen.getByLabelText('Name') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Run' })).toBeTruthy();
  });
});

import type { Alert, AlertEvent, Role } from '@lookout/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../../stores/project-store';
import { callsTo, type FakeAnswer, fakeApi } from '../../../testing/fake-api';
import { describedBy, downgradedOrg, projectReason, underPlan } from '../../../testing/read-only';
import { renderRoutes } from '../../../testing/render-app';
import { AlertsPage } from './alerts-page';

const projectId = '00000000-0000-4000-8000-000000000001';
const at = '2026-01-02T03:04:05.000Z';
const alert: Alert = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Support errors',
  metric: 'error_rate',
  evaluatorId: null,
  filters: 'tags=support',
  windowMinutes: 5,
  comparison: 'above',
  threshold: 0.1,
  emails: ['ada@example.com'],
  webhook: { url: 'https://hooks.example.com/x', format: 'slack' },
  enabled: true,
  state: 'firing',
  lastValue: 0.25,
  lastError: null,
  lastEvaluatedAt: at,
  createdAt: at,
  updatedAt: at,
};
const event: AlertEvent = {
  id: '00000000-0000-4000-8000-0000000000e1',
  alertId: alert.id,
  firedAt: at,
  firedValue: 0.25,
  resolvedAt: null,
  resolvedValue: null,
  resolvedBy: null,
  deliveries: [
    {
      id: '00000000-0000-4000-8000-0000000000d1',
      channel: 'webhook',
      target: 'https://hooks.example.com/x',
      transition: 'fired',
      status: 'failed',
      attempts: 5,
      error: 'The webhook answered 500',
      updatedAt: at,
    },
  ],
};

function renderPage(routes: Record<string, FakeAnswer>, role: Role = 'owner', path = '/alerts') {
  const calls = fakeApi(routes);
  const view = renderRoutes(
    [{ path: '/alerts', element: <AlertsPage projectId={projectId} memberRole={role} /> }],
    { path },
  );
  return { ...view, calls };
}

beforeEach(() => useProjectStore.setState({ projectId }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useProjectStore.setState({ projectId: null });
});

describe('AlertsPage', () => {
  it('lists alerts with their state, condition and last value', async () => {
    renderPage({ 'GET /v1/alerts': { body: [alert] } });
    expect(screen.getByRole('status', { name: 'Loading alerts' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Alerts' });
    const row = within(table).getByRole('button', { name: 'Support errors' }).closest('tr');
    expect(row?.textContent).toContain('Firing');
    expect(row?.textContent).toContain('Error rate above 10 % over 5 min');
    expect(row?.textContent).toContain('25 %');
    expect(row?.textContent).toContain('1 recipient · Slack webhook');
  });

  it('says when there is none, and shows errors with a retry', async () => {
    renderPage({ 'GET /v1/alerts': { body: [] } });
    expect(await screen.findByText(/No alerts yet/)).toBeTruthy();
    cleanup();
    renderPage({ 'GET /v1/alerts': { status: 500, body: { error: 'Oops', message: 'Down' } } });
    expect(await screen.findByText('Could not load the alerts')).toBeTruthy();
  });

  it('creates an alert, sending the rate as a share, and shows the webhook secret once', async () => {
    const { calls } = renderPage({
      'GET /v1/alerts': { body: [] },
      'POST /v1/alerts': { body: { ...alert, webhookSecret: 'whsec_shown_once' } },
      [`GET /v1/alerts/${alert.id}/events`]: { body: [] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New alert' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Support errors' } });
    fireEvent.change(screen.getByLabelText('Threshold (%)'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('Webhook URL'), {
      target: { value: 'https://hooks.example.com/x' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST /v1/alerts')[0]?.body).toMatchObject({
        name: 'Support errors',
        metric: 'error_rate',
        threshold: 0.1,
        windowMinutes: 5,
        webhook: { url: 'https://hooks.example.com/x', format: 'json' },
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Webhook secret' });
    expect(within(dialog).getByDisplayValue('whsec_shown_once')).toBeTruthy();
  });

  it('refuses a window or webhook the server would refuse, naming the field', async () => {
    const { calls } = renderPage({ 'GET /v1/alerts': { body: [] } });
    fireEvent.click(await screen.findByRole('button', { name: 'New alert' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'x' } });
    fireEvent.change(screen.getByLabelText('Webhook URL'), {
      target: { value: 'http://hooks.example.com/x' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(await screen.findByText(/must be https/)).toBeTruthy();
    expect(callsTo(calls, 'POST /v1/alerts')).toHaveLength(0);
  });

  it('shows the history of the selected alert, with failed notifications', async () => {
    renderPage(
      {
        'GET /v1/alerts': { body: [alert] },
        [`GET /v1/alerts/${alert.id}/events`]: { body: [event] },
      },
      'member',
      `/alerts?alert=${alert.id}`,
    );
    const history = await screen.findByRole('region', { name: 'History of Support errors' });
    await waitFor(() =>
      expect(history.textContent).toContain('failed after 5 attempts (The webhook answered 500)'),
    );
    expect(screen.queryByRole('button', { name: 'New alert' })).toBeNull();
  });

  it('says when an event was closed because the alert was turned off', async () => {
    const paused: Alert = { ...alert, enabled: false, state: 'ok' };
    const closed: AlertEvent = {
      ...event,
      resolvedAt: at,
      resolvedBy: 'disabled',
      deliveries: [],
    };
    renderPage(
      {
        'GET /v1/alerts': { body: [paused] },
        [`GET /v1/alerts/${alert.id}/events`]: { body: [closed] },
      },
      'owner',
      `/alerts?alert=${alert.id}`,
    );
    const history = await screen.findByRole('region', { name: 'History of Support errors' });
    await waitFor(() => expect(history.textContent).toContain('when the alert was turned off'));
    expect(within(history).getByText('Closed')).toBeTruthy();
    expect(within(history).queryByText('Firing')).toBeNull();
    expect(within(screen.getByRole('table', { name: 'Alerts' })).getByText('Paused')).toBeTruthy();
  });

  it('sends a test and says what each channel did', async () => {
    const { calls } = renderPage({
      'GET /v1/alerts': { body: [alert] },
      [`POST /v1/alerts/${alert.id}/test`]: {
        body: {
          results: [
            { channel: 'email', target: 'ada@example.com', ok: true, detail: 'Mail sent' },
            {
              channel: 'webhook',
              target: 'https://hooks.example.com/x',
              ok: false,
              detail: 'No answer within 10 s',
            },
          ],
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send a test of Support errors' }));
    expect(
      await screen.findByText('webhook to https://hooks.example.com/x: No answer within 10 s'),
    ).toBeTruthy();
    expect(callsTo(calls, `POST /v1/alerts/${alert.id}/test`)).toHaveLength(1);
  });
});

describe('AlertsPage after a downgrade (cloud)', () => {
  function renderUnderPlan(readOnlyProjectIds: string[]) {
    fakeApi({ 'GET /v1/alerts': { body: [alert] } });
    renderRoutes(
      underPlan(<AlertsPage projectId={projectId} memberRole="admin" />, {
        org: downgradedOrg([], readOnlyProjectIds),
        projectId,
      }),
      { path: '/alerts' },
    );
  }

  it('in a read-only project, disables New alert and each alert’s test, edit and delete', async () => {
    renderUnderPlan([projectId]);
    const create = await screen.findByRole('button', { name: 'New alert' });
    expect((create as HTMLButtonElement).disabled).toBe(true);
    expect(describedBy(create)).toBe(projectReason);
    const table = await screen.findByRole('table', { name: 'Alerts' });
    const remove = within(table).getByRole('button', { name: 'Delete Support errors' });
    const edit = within(table).getByRole('button', { name: 'Edit Support errors' });
    // Disabled through their group (a disabled fieldset disables the buttons inside it in a
    // browser; jsdom does not apply it to `:disabled`), which carries the reason.
    const group = remove.closest('fieldset');
    expect(group?.disabled).toBe(true);
    expect(edit.closest('fieldset')).toBe(group);
    expect(group?.getAttribute('title')).toBe(projectReason);
    expect(group && describedBy(group)).toBe(projectReason);
    // Reading goes on: the alert's history still opens.
    expect(within(table).getByRole('button', { name: 'Support errors' }).matches(':disabled')).toBe(
      false,
    );
  });

  it('keeps them enabled in a writable project', async () => {
    renderUnderPlan(['00000000-0000-4000-8000-0000000000fe']);
    const create = await screen.findByRole('button', { name: 'New alert' });
    expect((create as HTMLButtonElement).disabled).toBe(false);
    const table = await screen.findByRole('table', { name: 'Alerts' });
    const remove = within(table).getByRole('button', { name: 'Delete Support errors' });
    expect(remove.closest('fieldset')?.disabled).toBe(false);
    expect(remove.closest('fieldset')?.getAttribute('aria-describedby')).toBeNull();
  });
});

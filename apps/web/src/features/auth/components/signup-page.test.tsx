import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { useAuthStore } from '../../../stores/auth-store';
import { callsTo } from '../../../testing/fake-api';
import { project, validToken } from '../../../testing/fixtures';
import { renderRoutes } from '../../../testing/render-app';
import { fakeShellApi } from '../../../testing/shell-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.setState({ token: null });
  localStorage.clear();
  sessionStorage.clear();
});

describe('signup', () => {
  it('checks the account, creates it with the workspace names, then shows how to send data', async () => {
    const calls = fakeShellApi({
      routes: {
        'POST /auth/signup': { body: { token: validToken('ada@example.com') } },
        [`GET /v1/projects/${project(1).id}/api-keys`]: {
          body: [{ type: 'public', key: 'pk-lo-abc' }],
        },
        'GET /v1/runs': { body: { data: [], page: 0, limit: 1 } },
      },
    });
    const { router } = renderRoutes(routes, { path: '/signup' });

    fireEvent.change(await screen.findByLabelText('Full name'), {
      target: { value: 'Ada Lovelace' },
    });
    fireEvent.change(screen.getByLabelText('Work email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    // One password message at a time: the error takes the hint's place, and is what the
    // field is described by.
    expect(screen.queryByText('At least 8 characters.')).toBeNull();
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toBe(
      screen.getByText('Password must be at least 8 characters').id,
    );

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long enough pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(((await screen.findByLabelText('Organization name')) as HTMLInputElement).value).toBe(
      "Ada's Org",
    );
    fireEvent.change(screen.getByLabelText('Project name'), { target: { value: 'Chatbot' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'How will you send data?' })).toBeTruthy();
    expect(router.state.location.search).toBe('?step=3');
    expect(callsTo(calls, 'POST /auth/signup')[0]?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'long enough pass',
      orgName: "Ada's Org",
      projectName: 'Chatbot',
    });
    expect(await screen.findByDisplayValue('pk-lo-abc')).toBeTruthy();
    for (const tab of ['Lunary JS', 'Lunary Python', 'OpenTelemetry', 'Langfuse']) {
      expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    }
    // The step waits live for the first event of the new project.
    expect(await screen.findByText(/Waiting for your first event/)).toBeTruthy();
    await waitFor(() =>
      expect(callsTo(calls, 'GET /v1/runs')[0]?.query.get('projectId')).toBe(project(1).id),
    );
    expect(screen.getByRole('button', { name: 'Send a test event' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Go to the dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboards'));
  });

  it('shows why the account could not be created', async () => {
    fakeShellApi({
      routes: {
        'POST /auth/signup': {
          status: 409,
          body: {
            error: 'Email already registered',
            message: 'An account with this email exists. Sign in instead.',
          },
        },
      },
    });
    renderRoutes(routes, { path: '/signup' });
    fireEvent.change(await screen.findByLabelText('Full name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Work email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long enough pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('An account with this email exists. Sign in instead.'),
    ).toBeTruthy();
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('goes back to the password, keeping what was typed, when the server refuses it', async () => {
    const calls = fakeShellApi({
      routes: {
        'POST /auth/signup': {
          status: 400,
          body: {
            error: 'Weak password',
            message: 'This is a commonly used password. Use a longer phrase of uncommon words.',
          },
        },
      },
    });
    renderRoutes(routes, { path: '/signup' });
    fireEvent.change(await screen.findByLabelText('Full name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Work email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'password123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText(
        'This is a commonly used password. Use a longer phrase of uncommon words.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('At least 8 characters.')).toBeNull();
    expect((screen.getByLabelText('Work email') as HTMLInputElement).value).toBe('ada@example.com');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(callsTo(calls, 'POST /auth/signup')).toHaveLength(1);
  });
});

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { notifications } from '../../../lib/notifications';
import { useAuthStore } from '../../../stores/auth-store';
import { callsTo } from '../../../testing/fake-api';
import { validToken } from '../../../testing/fixtures';
import { renderRoutes, shownNotifications } from '../../../testing/render-app';
import { fakeShellApi } from '../../../testing/shell-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  notifications.clean();
  useAuthStore.setState({ token: null });
  localStorage.clear();
  sessionStorage.clear();
});

describe('auth screens', () => {
  it('carry the social proof banner', async () => {
    fakeShellApi();
    renderRoutes(routes, { path: '/login' });
    expect(await screen.findByText('5000+ GenAI devs build better apps')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
  });

  it('sign in, showing a wrong password on the form', async () => {
    const calls = fakeShellApi({
      routes: {
        'POST /auth/login': (request) =>
          (request.body as { password: string }).password === 'right password'
            ? Response.json({ token: validToken() })
            : Response.json(
                { error: 'Invalid credentials', message: 'Wrong email or password.' },
                { status: 401 },
              ),
      },
    });
    const { router } = renderRoutes(routes, { path: '/login' });
    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Wrong email or password.')).toBeTruthy();
    expect(shownNotifications()).toEqual([]);

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboards'));
    expect(callsTo(calls, 'POST /auth/login')).toHaveLength(2);
  });

  it('sign in with a password, saying why single sign-on is not offered after a downgrade', async () => {
    const message =
      'Single sign-on needs the Enterprise plan, which your organization no longer has. Sign in with your password, or ask an owner to upgrade.';
    fakeShellApi({
      routes: { 'POST /auth/sso/discover': () => Response.json({ sso: false, message }) },
    });
    renderRoutes(routes, { path: '/login' });
    const email = await screen.findByLabelText('Email');
    fireEvent.change(email, { target: { value: 'ada@acme.com' } });
    fireEvent.blur(email);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue with SSO' })).toBeNull();
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });

  it('verify the email from the link and land on /?verified=true', async () => {
    const calls = fakeShellApi({ routes: { 'POST /auth/verify-email': { status: 204 } } });
    useAuthStore.getState().setToken(validToken());
    const { router } = renderRoutes(routes, { path: '/verify-email?token=tok-1' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboards'));
    expect(callsTo(calls, 'POST /auth/verify-email')[0]?.body).toEqual({ token: 'tok-1' });
    expect(shownNotifications()).toContain('Email verified');
  });

  it('say clearly when a verification link does not work', async () => {
    fakeShellApi({
      routes: {
        'POST /auth/verify-email': {
          status: 400,
          body: { error: 'Invalid link', message: 'This link has expired.' },
        },
      },
    });
    renderRoutes(routes, { path: '/verify-email?token=old' });
    expect(
      await screen.findByRole('heading', { name: 'This verification link does not work' }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('This link has expired.');
  });

  it('show the invitation before joining, or why it cannot be used', async () => {
    fakeShellApi({
      routes: {
        'GET /auth/join-data': (request) =>
          request.query.get('token') === 'good'
            ? Response.json({
                orgName: 'Acme',
                email: 'grace@example.com',
                role: 'admin',
                inviterName: 'Ada',
              })
            : Response.json(
                { error: 'Invalid invitation', message: 'This invitation has expired.' },
                { status: 404 },
              ),
        'POST /auth/join': { body: { token: validToken('grace@example.com') } },
      },
    });
    const { router } = renderRoutes(routes, { path: '/join?token=good' });
    expect(await screen.findByRole('heading', { name: 'Join Acme' })).toBeTruthy();
    expect(screen.getByText(/Ada invited you/)).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('grace@example.com');
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Grace Hopper' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long enough pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join Acme' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboards'));
    cleanup();
    useAuthStore.setState({ token: null });
    localStorage.clear();

    renderRoutes(routes, { path: '/join?token=stale' });
    expect(
      await screen.findByRole('heading', { name: 'This invitation cannot be used' }),
    ).toBeTruthy();
    expect(screen.getByText(/This invitation has expired\./)).toBeTruthy();
  });

  it('ask for a reset link and confirm it went out', async () => {
    const calls = fakeShellApi({
      routes: { 'POST /auth/request-password-reset': { status: 204 } },
    });
    renderRoutes(routes, { path: '/request-password-reset?email=ada%40example.com' });
    fireEvent.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Reset link sent')).toBeTruthy();
    expect(callsTo(calls, 'POST /auth/request-password-reset')[0]?.body).toEqual({
      email: 'ada@example.com',
    });
  });

  it('set a new password from the emailed token, and explain a link without one', async () => {
    const calls = fakeShellApi({
      routes: { 'POST /auth/reset-password': { body: { token: validToken() } } },
    });
    const { router } = renderRoutes(routes, { path: '/reset-password?token=reset-1' });
    fireEvent.change(await screen.findByLabelText('New password'), {
      target: { value: 'new password 1' },
    });
    fireEvent.change(screen.getByLabelText('Repeat the new password'), {
      target: { value: 'other' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Repeat the new password'), {
      target: { value: 'new password 1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboards'));
    expect(callsTo(calls, 'POST /auth/reset-password')[0]?.body).toEqual({
      token: 'reset-1',
      password: 'new password 1',
    });
    cleanup();
    useAuthStore.setState({ token: null });
    localStorage.clear();

    renderRoutes(routes, { path: '/reset-password' });
    expect(
      await screen.findByRole('heading', { name: 'This reset link is incomplete' }),
    ).toBeTruthy();
  });

  it('show a refused password and a throttled sign-in on the form', async () => {
    fakeShellApi({
      routes: {
        'POST /auth/reset-password': {
          status: 400,
          body: {
            error: 'Weak password',
            message: 'This is a commonly used password. Use a longer phrase of uncommon words.',
          },
        },
        'POST /auth/login': {
          status: 429,
          body: {
            error: 'Too many requests',
            message: 'Too many failed sign-ins from this device. Retry in 30 seconds.',
          },
        },
      },
    });
    renderRoutes(routes, { path: '/reset-password?token=reset-2' });
    for (const label of ['New password', 'Repeat the new password']) {
      fireEvent.change(await screen.findByLabelText(label), { target: { value: 'password123' } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText('Weak password')).toBeTruthy();
    expect(screen.getByText(/This is a commonly used password\./)).toBeTruthy();
    cleanup();

    renderRoutes(routes, { path: '/login' });
    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    // SPEC §8's words for any 429, on the form and in the notification.
    expect((await screen.findByRole('alert')).textContent).toContain('Retry in one minute');
    expect(shownNotifications()).toEqual(['Too many requests — Retry in one minute']);
  });
});

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../../lib/notifications';
import { callsTo, fakeApi } from '../../../testing/fake-api';
import { user } from '../../../testing/fixtures';
import { renderRoutes, shownNotifications } from '../../../testing/render-app';
import { useVerificationMailStore } from '../verification-mail-store';
import { VerifyEmailBanner } from './verify-email-banner';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  notifications.clean();
  useVerificationMailStore.setState({ sent: false });
  sessionStorage.clear();
});

describe('VerifyEmailBanner', () => {
  it('shows nothing for a verified user', () => {
    renderRoutes(<VerifyEmailBanner user={{ ...user, verified: true }} />);
    expect(screen.queryByText('Verify your email to keep your account')).toBeNull();
  });

  it("resends the mail, reading 'Sending...' meanwhile, then hides the link for the session", async () => {
    let answer: (response: Response) => void = () => {};
    const calls = fakeApi({
      'POST /v1/users/send-verification': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderRoutes(<VerifyEmailBanner user={{ ...user, verified: false }} />);
    expect(screen.getByText('Verify your email to keep your account')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeTruthy();
    expect(callsTo(calls, 'POST /v1/users/send-verification')[0]?.body).toEqual({
      email: user.email,
      name: user.name,
    });

    answer(new Response(null, { status: 204 }));
    await waitFor(() =>
      expect(shownNotifications()).toContain(
        'Email sent — Check your emails to verify your email.',
      ),
    );
    expect(screen.queryByRole('button', { name: /Resend email|Sending/ })).toBeNull();
    expect(screen.getByText('Verify your email to keep your account')).toBeTruthy();
    expect(sessionStorage.getItem('lookout-verification-mail')).toContain('"sent":true');
  });

  it('keeps the link after a failure and shows the server message', async () => {
    fakeApi({
      'POST /v1/users/send-verification': {
        status: 500,
        body: { error: 'Mail failed', message: 'The mail server is down.' },
      },
    });
    renderRoutes(<VerifyEmailBanner user={{ ...user, verified: false }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Resend email' }));
    await waitFor(() =>
      expect(shownNotifications()).toContain('Mail failed — The mail server is down.'),
    );
    expect(await screen.findByRole('button', { name: 'Resend email' })).toBeTruthy();
  });
});

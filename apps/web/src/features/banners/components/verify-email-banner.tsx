import type { User } from '@lookout/domain';
import { notifications } from '../../../lib/notifications';
import { useSendVerification } from '../api/send-verification';
import { useVerificationMailStore } from '../verification-mail-store';

/**
 * Orange strip for an unverified user, with a 'Resend email' link that reads 'Sending...' while
 * the request runs and disappears for the session once it succeeded (SPEC §4).
 */
export function VerifyEmailBanner({ user }: { user: Pick<User, 'email' | 'name' | 'verified'> }) {
  const sent = useVerificationMailStore((state) => state.sent);
  const markSent = useVerificationMailStore((state) => state.markSent);
  const send = useSendVerification();
  if (user.verified) return null;

  function resend() {
    send.mutate(
      { email: user.email, name: user.name },
      {
        onSuccess: () => {
          markSent();
          notifications.show({
            title: 'Email sent',
            message: 'Check your emails to verify your email.',
            color: 'green',
          });
        },
      },
    );
  }

  return (
    <div
      role="status"
      className="flex items-center justify-center gap-3 border-b border-warning/30 bg-warning/15 px-4 py-2 text-sm font-medium text-warning-ink"
    >
      <span>Verify your email to keep your account</span>
      {sent ? null : (
        <button
          type="button"
          onClick={resend}
          disabled={send.isPending}
          className="rounded-sm underline underline-offset-2 hover:no-underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-wait disabled:no-underline"
        >
          {send.isPending ? 'Sending...' : 'Resend email'}
        </button>
      )}
    </div>
  );
}

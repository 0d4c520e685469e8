import { Button } from '@lookout/ui';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { errorMessage } from '../../../lib/api-errors';
import { notifications } from '../../../lib/notifications';
import { useIsSignedIn } from '../../../stores/auth-store';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard } from './auth-card';

/**
 * /verify-email?token=: confirms the address, then opens `/?verified=true` (which says so and
 * refreshes the user). Works signed in or out; signed out it says so and opens sign-in.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();
  const verify = useVerifyEmail();
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    verify.mutate(token, {
      onSuccess: () => {
        if (signedIn) {
          navigate('/?verified=true', { replace: true });
          return;
        }
        notifications.show({ message: 'Email verified', color: 'green' });
        navigate('/login', { replace: true });
      },
    });
  }, [token, verify, navigate, signedIn]);

  if (!token || verify.isError) {
    return (
      <AuthCard
        title="This verification link does not work"
        description="It may have expired or been used already."
        footer={
          <Link
            to={signedIn ? '/' : '/login'}
            className="font-medium text-primary-ink hover:underline"
          >
            {signedIn ? 'Back to Lookout' : 'Go to sign in'}
          </Link>
        }
      >
        <p className="text-sm" role="alert">
          {token ? errorMessage(verify.error) : 'The link has no token in it.'}{' '}
          {signedIn
            ? 'Use “Resend email” in the banner at the top of Lookout to get a new link.'
            : 'Sign in and use “Resend email” to get a new link.'}
        </p>
        {verify.isError && token ? (
          <Button
            variant="outline"
            onClick={() => {
              started.current = false;
              verify.reset();
            }}
          >
            Try again
          </Button>
        ) : null}
      </AuthCard>
    );
  }

  return <CenteredSpinner label="Verifying your email" />;
}

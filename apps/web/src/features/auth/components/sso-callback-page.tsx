import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { postExchangeSsoCode } from '../api/sso';
import { useStartSession } from '../api/use-start-session';
import { AuthCard } from './auth-card';
import { FormError } from './form-error';

/** `/login/sso?code=`: exchanges the SSO callback's one-time code for a session, then opens the app. */
export function SsoCallbackPage() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const navigate = useNavigate();
  const startSession = useStartSession();
  const started = useRef(false);
  const exchange = useMutation({
    mutationFn: postExchangeSsoCode,
    onSuccess: ({ token }) => {
      startSession(token);
      navigate('/', { replace: true });
    },
  });
  useEffect(() => {
    if (started.current || !code) return;
    started.current = true;
    exchange.mutate(code);
  }, [code, exchange]);

  return (
    <AuthCard title="Signing you in" description="Finishing single sign-on…">
      {!code ? <p className="text-sm">This sign-in link is incomplete. Sign in again.</p> : null}
      <FormError error={exchange.error} />
      {exchange.isError || !code ? (
        <Link to="/login" className="text-sm font-medium text-primary-ink hover:underline">
          Back to sign in
        </Link>
      ) : null}
    </AuthCard>
  );
}

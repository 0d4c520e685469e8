import type { DiscoverSsoResponse } from '@lookout/domain';
import { authTokenEmail, emailSchema } from '@lookout/domain';
import { Button } from '@lookout/ui';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { TextField } from '../../../components/text-field';
import { fieldError } from '../../../lib/field-error';
import { useAuthStore } from '../../../stores/auth-store';
import { useLogin } from '../api/login';
import { postDiscoverSso } from '../api/sso';
import { AuthCard } from './auth-card';
import { FormError } from './form-error';

/** /login: email (from ?email= or the stored token) and password. */
export function LoginPage() {
  const [params] = useSearchParams();
  const [email, setEmail] = useState(
    () => params.get('email') ?? authTokenEmail(useAuthStore.getState().token) ?? '',
  );
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const login = useLogin();
  const ssoError = params.get('ssoError');
  const [sso, setSso] = useState<DiscoverSsoResponse>({ sso: false });

  /** After the email is typed: whether it signs in with the organization's provider. */
  async function discover() {
    if (fieldError(emailSchema, email)) return setSso({ sso: false });
    try {
      setSso(await postDiscoverSso(email.trim()));
    } catch {
      setSso({ sso: false });
    }
  }
  const ssoRequired = sso.sso && sso.required;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (sso.sso && ssoRequired) {
      window.location.assign(sso.redirectUrl);
      return;
    }
    const next = {
      email: fieldError(emailSchema, email),
      password: password ? undefined : 'Password is required',
    };
    setErrors(next);
    if (next.email || next.password) return;
    login.mutate({ email: email.trim(), password });
  }

  const resetLink = `/request-password-reset${email ? `?email=${encodeURIComponent(email.trim())}` : ''}`;

  return (
    <AuthCard
      title="Welcome back"
      description="Sign in to your Lookout account."
      footer={
        <>
          Don't have an account?{' '}
          <Link to="/signup" className="font-medium text-primary-ink hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => void discover()}
          error={errors.email}
          autoFocus={!email}
        />
        {ssoError ? (
          <p role="alert" className="text-sm text-danger-ink">
            {ssoError}
          </p>
        ) : null}
        {!sso.sso && sso.message ? (
          <p role="status" className="text-sm text-muted-foreground">
            {sso.message}
          </p>
        ) : null}
        {sso.sso ? (
          <Button
            type="button"
            variant="secondary"
            onClick={() => window.location.assign(sso.redirectUrl)}
          >
            Continue with SSO
          </Button>
        ) : null}
        {ssoRequired ? (
          <p className="text-sm text-muted-foreground">
            Your organization signs in with single sign-on.
          </p>
        ) : (
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
            autoFocus={Boolean(email)}
            labelAction={
              <Link to={resetLink} className="text-xs text-primary-ink hover:underline">
                Forgot password?
              </Link>
            }
          />
        )}
        <FormError error={login.error} />
        {ssoRequired ? null : (
          <Button type="submit" loading={login.isPending}>
            Sign in
          </Button>
        )}
      </form>
    </AuthCard>
  );
}

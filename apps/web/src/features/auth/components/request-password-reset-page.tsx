import { emailSchema } from '@lookout/domain';
import { Alert, Button } from '@lookout/ui';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { TextField } from '../../../components/text-field';
import { fieldError } from '../../../lib/field-error';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from './auth-card';
import { FormError } from './form-error';

/** /request-password-reset: emails a link to set a new password. */
export function RequestPasswordResetPage() {
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [error, setError] = useState<string | undefined>();
  const request = useRequestPasswordReset();

  function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = fieldError(emailSchema, email);
    setError(invalid);
    if (!invalid) request.mutate(email.trim());
  }

  const backToLogin = (
    <Link
      to={`/login${email ? `?email=${encodeURIComponent(email.trim())}` : ''}`}
      className="font-medium text-primary-ink hover:underline"
    >
      Back to sign in
    </Link>
  );

  if (request.isSuccess) {
    return (
      <AuthCard title="Check your emails" footer={backToLogin}>
        <Alert variant="success" title="Reset link sent">
          If an account exists for {email.trim()}, it will receive a link to set a new password. The
          link works for one hour.
        </Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      description="Enter the email you sign in with and we will send you a reset link."
      footer={backToLogin}
    >
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
          autoFocus
        />
        <FormError error={request.error} />
        <Button type="submit" loading={request.isPending}>
          Send reset link
        </Button>
      </form>
    </AuthCard>
  );
}

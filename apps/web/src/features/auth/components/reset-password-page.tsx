import { passwordSchema } from '@lookout/domain';
import { Button } from '@lookout/ui';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { TextField } from '../../../components/text-field';
import { fieldError } from '../../../lib/field-error';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from './auth-card';
import { FormError } from './form-error';

/** /reset-password?token=: choose a new password from the emailed link; signs in. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const reset = useResetPassword();

  if (!token) {
    return (
      <AuthCard
        title="This reset link is incomplete"
        footer={
          <Link
            to="/request-password-reset"
            className="font-medium text-primary-ink hover:underline"
          >
            Ask for a new link
          </Link>
        }
      >
        <p className="text-sm" role="alert">
          Open the link from the email again, or ask for a new one.
        </p>
      </AuthCard>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!token) return;
    const next = {
      password: fieldError(passwordSchema, password),
      confirmation: confirmation === password ? undefined : 'The passwords do not match',
    };
    setErrors(next);
    if (next.password || next.confirmation) return;
    reset.mutate({ token, password });
  }

  return (
    <AuthCard
      title="Set a new password"
      footer={
        <Link to="/request-password-reset" className="font-medium text-primary-ink hover:underline">
          Ask for a new link
        </Link>
      }
    >
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
          hint="At least 8 characters."
          autoFocus
        />
        <TextField
          label="Repeat the new password"
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={errors.confirmation}
        />
        <FormError error={reset.error} />
        <Button type="submit" loading={reset.isPending}>
          Set password and sign in
        </Button>
      </form>
    </AuthCard>
  );
}

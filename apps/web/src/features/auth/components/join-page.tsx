import { displayNameSchema, passwordSchema, roleLabels } from '@lookout/domain';
import { Button } from '@lookout/ui';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-errors';
import { fieldError } from '../../../lib/field-error';
import { useJoinData } from '../api/get-join-data';
import { useJoin } from '../api/join';
import { AuthCard } from './auth-card';
import { FormError } from './form-error';

/** /join?token=: accept an invitation by choosing a name and a password. */
export function JoinPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const joinData = useJoinData(token);
  const join = useJoin();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ name?: string; password?: string }>({});

  if (!token) return <InvalidInvitation message="This link has no invitation in it." />;
  if (joinData.isPending) return <CenteredSpinner label="Loading the invitation" />;
  if (joinData.isError) return <InvalidInvitation message={errorMessage(joinData.error)} />;

  const invitation = joinData.data;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!token) return;
    const next = {
      name: fieldError(displayNameSchema, name),
      password: fieldError(passwordSchema, password),
    };
    setErrors(next);
    if (next.name || next.password) return;
    join.mutate({ token, name: name.trim(), password });
  }

  return (
    <AuthCard
      title={`Join ${invitation.orgName}`}
      description={
        <>
          {invitation.inviterName ? `${invitation.inviterName} invited you` : 'You are invited'} to
          join as{' '}
          <strong className="font-medium text-foreground">{roleLabels[invitation.role]}</strong>.
        </>
      }
    >
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <TextField label="Email" type="email" value={invitation.email} readOnly disabled />
        <TextField
          label="Full name"
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
          autoFocus
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
          hint="At least 8 characters."
        />
        <FormError error={join.error} />
        <Button type="submit" loading={join.isPending}>
          Join {invitation.orgName}
        </Button>
      </form>
    </AuthCard>
  );
}

function InvalidInvitation({ message }: { message: string }) {
  return (
    <AuthCard
      title="This invitation cannot be used"
      description="It may have expired, been withdrawn or already been accepted."
      footer={
        <Link to="/login" className="font-medium text-primary-ink hover:underline">
          Go to sign in
        </Link>
      }
    >
      <p className="text-sm" role="alert">
        {message} Ask the person who invited you to send a new invitation.
      </p>
    </AuthCard>
  );
}

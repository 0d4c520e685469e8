import { displayNameSchema, emailSchema, passwordSchema } from '@lookout/domain';
import { Button } from '@lookout/ui';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../../components/text-field';
import { fieldError } from '../../../lib/field-error';

/** What step 1 of signup collects. */
export interface AccountDetails {
  name: string;
  email: string;
  password: string;
}

interface SignupAccountStepProps {
  initial: AccountDetails | null;
  /** Why the server refused the password (a common one, or made of the email). */
  passwordProblem?: string | undefined;
  onNext: (account: AccountDetails) => void;
}

/** Signup step 1: name, email and password, checked with the server's own rules. */
export function SignupAccountStep({ initial, passwordProblem, onNext }: SignupAccountStepProps) {
  const [name, setName] = useState(initial?.name ?? '');
  const [email, setEmail] = useState(initial?.email ?? '');
  const [password, setPassword] = useState(initial?.password ?? '');
  const [errors, setErrors] = useState<Partial<Record<keyof AccountDetails, string>>>(
    passwordProblem ? { password: passwordProblem } : {},
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      name: fieldError(displayNameSchema, name),
      email: fieldError(emailSchema, email),
      password: fieldError(passwordSchema, password),
    };
    setErrors(next);
    if (next.name || next.email || next.password) return;
    onNext({ name: name.trim(), email: email.trim().toLowerCase(), password });
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <TextField
        label="Full name"
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
        autoFocus
      />
      <TextField
        label="Work email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
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
      <Button type="submit">Continue</Button>
    </form>
  );
}

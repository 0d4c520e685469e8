import { displayNameSchema } from '@lookout/domain';
import { Button } from '@lookout/ui';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../../components/text-field';
import { fieldError } from '../../../lib/field-error';
import { FormError } from './form-error';
import type { AccountDetails } from './signup-account-step';

interface SignupOrgStepProps {
  account: AccountDetails;
  pending: boolean;
  error: unknown;
  onBack: () => void;
  onSubmit: (workspace: { orgName: string; projectName: string }) => void;
}

/** Signup step 2: the org and first project names; submitting creates the account. */
export function SignupOrgStep({ account, pending, error, onBack, onSubmit }: SignupOrgStepProps) {
  const firstName = account.name.split(/\s+/)[0] ?? account.name;
  const [orgName, setOrgName] = useState(`${firstName}'s Org`);
  const [projectName, setProjectName] = useState('Project #1');
  const [errors, setErrors] = useState<{ orgName?: string; projectName?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      orgName: fieldError(displayNameSchema, orgName),
      projectName: fieldError(displayNameSchema, projectName),
    };
    setErrors(next);
    if (next.orgName || next.projectName) return;
    onSubmit({ orgName: orgName.trim(), projectName: projectName.trim() });
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <TextField
        label="Organization name"
        value={orgName}
        onChange={(event) => setOrgName(event.target.value)}
        error={errors.orgName}
        hint="Your company or team."
        autoFocus
      />
      <TextField
        label="Project name"
        value={projectName}
        onChange={(event) => setProjectName(event.target.value)}
        error={errors.projectName}
        hint="One app or environment whose logs you want to see."
      />
      <FormError error={error} />
      <div className="flex gap-2">
        <Button variant="outline" onClick={onBack} disabled={pending}>
          Back
        </Button>
        <Button type="submit" loading={pending} className="flex-1">
          Create account
        </Button>
      </div>
    </form>
  );
}

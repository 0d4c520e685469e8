import { planLimitFeature } from '@lookout/client';
import { type AssignableRole, type Edition, emailSchema, type Plan } from '@lookout/domain';
import { Alert, Button, Input, Label } from '@lookout/ui';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-errors';
import { fieldError } from '../../../lib/field-error';
import { notifications } from '../../../lib/notifications';
import { useUpgradeModalStore } from '../../../stores/upgrade-modal-store';
import { useInviteMember } from '../api/invite-member';
import { invitableRoles } from '../invitable-roles';
import { RoleSelect } from './role-select';

/**
 * Invites someone by email with a role the plan allows; on cloud, plan limits open the upgrade
 * modal. A self-hosted install has no seat or role limit, and no upgrade to offer.
 */
export function InviteMemberForm({ plan, edition }: { plan: Plan; edition: Edition }) {
  const id = useId();
  const roles = invitableRoles({ plan, edition });
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableRole>(
    roles.includes('member') ? 'member' : (roles[0] ?? 'member'),
  );
  const [error, setError] = useState<string | undefined>();
  const invite = useInviteMember();
  const showUpgrade = useUpgradeModalStore((state) => state.show);

  function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = fieldError(emailSchema, email);
    setError(invalid);
    if (invalid) return;
    invite.mutate(
      { email: email.trim(), role },
      {
        onSuccess: (invitation) => {
          setEmail('');
          notifications.show({
            title: 'Invitation sent',
            message: `${invitation.email} will receive a link to join.`,
            color: 'green',
          });
        },
        onError: (failure) => {
          const feature = planLimitFeature(failure);
          if (feature) showUpgrade(feature);
        },
      },
    );
  }

  const failure = invite.error && !planLimitFeature(invite.error) ? invite.error : null;

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-60 flex-1 flex-col gap-1.5">
          <Label htmlFor={`${id}-email`}>Email</Label>
          <Input
            id={`${id}-email`}
            type="email"
            placeholder="teammate@company.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        <div className="flex w-44 flex-col gap-1.5">
          <span className="text-sm font-medium">Role</span>
          <RoleSelect value={role} roles={roles} onChange={setRole} label="Role of the invitee" />
        </div>
        <Button type="submit" loading={invite.isPending}>
          Send invitation
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-xs text-danger-ink">
          {error}
        </p>
      ) : null}
      {failure ? (
        <Alert variant="danger" title="The invitation was not sent">
          {errorMessage(failure)}
        </Alert>
      ) : null}
      {plan === 'free' && edition === 'cloud' ? (
        <p className="text-xs text-muted-foreground">
          The free plan has 1 seat and the owner, admin and member roles.{' '}
          <button
            type="button"
            onClick={() => showUpgrade('seats')}
            className="font-medium text-primary-ink underline-offset-2 hover:underline"
          >
            Upgrade for more seats and roles
          </button>
        </p>
      ) : null}
    </form>
  );
}

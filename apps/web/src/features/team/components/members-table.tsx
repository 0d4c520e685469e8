import { planLimitFeature } from '@lookout/client';
import {
  type Edition,
  type Plan,
  type Project,
  roleLabels,
  type TeamMember,
} from '@lookout/domain';
import {
  Avatar,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@lookout/ui';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-errors';
import { notifications } from '../../../lib/notifications';
import { useUpgradeModalStore } from '../../../stores/upgrade-modal-store';
import { useRemoveMember } from '../api/remove-member';
import { useChangeMemberRole } from '../api/update-member';
import { invitableRoles } from '../invitable-roles';
import { RoleSelect } from './role-select';

interface MembersTableProps {
  members: TeamMember[];
  projects: Project[];
  plan: Plan;
  edition: Edition;
  currentUserId: string;
  canUpdate: boolean;
  canRemove: boolean;
}

function projectAccess(member: TeamMember, projects: Project[]): string {
  if (projects.length > 0 && projects.every((project) => member.projectIds.includes(project.id))) {
    return 'All projects';
  }
  const names = projects
    .filter((project) => member.projectIds.includes(project.id))
    .map((p) => p.name);
  return names.length > 0 ? names.join(', ') : 'No projects';
}

/** The org's members: who they are, their role (changeable) and projects, and removal. */
export function MembersTable({
  members,
  projects,
  plan,
  edition,
  currentUserId,
  canUpdate,
  canRemove,
}: MembersTableProps) {
  const roles = invitableRoles({ plan, edition });
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  const showUpgrade = useUpgradeModalStore((state) => state.show);
  const [removing, setRemoving] = useState<TeamMember | null>(null);

  return (
    <>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Member</TableHead>
            <TableHead>Role</TableHead>
            <TableHead>Projects</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {members.map((member) => {
            const editable = member.role !== 'owner' && member.id !== currentUserId;
            return (
              <TableRow key={member.id}>
                <TableCell>
                  <div className="flex items-center gap-2.5">
                    <Avatar name={member.name} email={member.email} src={member.avatarUrl} />
                    <div className="flex min-w-0 flex-col">
                      <span className="truncate font-medium">
                        {member.name}
                        {member.id === currentUserId ? (
                          <span className="font-normal text-muted-foreground"> (you)</span>
                        ) : null}
                      </span>
                      <span className="truncate text-xs text-muted-foreground">{member.email}</span>
                    </div>
                  </div>
                </TableCell>
                <TableCell className="w-44">
                  {editable && canUpdate ? (
                    <RoleSelect
                      value={member.role}
                      roles={roles}
                      label={`Role of ${member.name}`}
                      disabled={changeRole.isPending}
                      onChange={(role) =>
                        changeRole.mutate(
                          { memberId: member.id, role },
                          {
                            onSuccess: () =>
                              notifications.show({
                                message: `${member.name} is now ${roleLabels[role]}`,
                                color: 'green',
                              }),
                            onError: (error) => {
                              const feature = planLimitFeature(error);
                              if (feature) {
                                showUpgrade(feature);
                                return;
                              }
                              notifications.show({
                                title: 'The role was not changed',
                                message: errorMessage(error),
                                color: 'red',
                              });
                            },
                          },
                        )
                      }
                    />
                  ) : (
                    roleLabels[member.role]
                  )}
                </TableCell>
                <TableCell className="max-w-56 truncate text-muted-foreground">
                  {member.role === 'owner' || member.role === 'admin'
                    ? 'All projects'
                    : projectAccess(member, projects)}
                </TableCell>
                <TableCell className="text-right">
                  {editable && canRemove ? (
                    <Button variant="ghost" size="sm" onClick={() => setRemoving(member)}>
                      Remove
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setRemoving(null);
            remove.reset();
          }
        }}
        title={`Remove ${removing?.name ?? 'this member'}?`}
        confirmLabel="Remove member"
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSuccess: () => {
              notifications.show({ message: `${removing.name} was removed`, color: 'green' });
              setRemoving(null);
            },
          });
        }}
      >
        {removing?.email} loses access to every project of the org at once. You can invite them
        again later.
      </ConfirmDialog>
    </>
  );
}

import type { Org, User } from '@lookout/domain';
import type { GatingContext } from '@lookout/rbac';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  TableSkeleton,
} from '@lookout/ui';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { PlanReadOnlyFieldset } from '../../../components/write-controls';
import { errorMessage } from '../../../lib/api-errors';
import { useProjects } from '../../../lib/projects';
import { useWritePermission } from '../../../lib/write-permission';
import { useTeamMembers } from '../api/get-team-members';
import { InvitationsTable } from './invitations-table';
import { InviteMemberForm } from './invite-member-form';
import { MembersTable } from './members-table';

/** /team: the org's members, inviting new ones, and pending invitations. */
export function TeamPage({ user, org, context }: { user: User; org: Org; context: GatingContext }) {
  const team = useTeamMembers();
  const projects = useProjects();
  const { role } = context;
  const invite = useWritePermission(role, 'teamMembers', 'create');
  const update = useWritePermission(role, 'teamMembers', 'update');
  const remove = useWritePermission(role, 'teamMembers', 'delete');

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <PageHeader title="Team" description={`Who works in ${org.name}, and what they may do.`} />
      {invite.permitted ? (
        <PlanReadOnlyFieldset permission={invite}>
          <Card>
            <CardHeader>
              <CardTitle>Invite a teammate</CardTitle>
              <CardDescription>They receive an email with a link to join.</CardDescription>
            </CardHeader>
            <CardContent>
              <InviteMemberForm plan={org.plan} edition={context.edition} />
            </CardContent>
          </Card>
        </PlanReadOnlyFieldset>
      ) : null}
      {team.isPending ? (
        <TableSkeleton label="Loading the team" columns={['Member', 'Role', 'Projects']} />
      ) : null}
      {team.isError ? (
        <ErrorState
          title="Could not load the team"
          message={errorMessage(team.error)}
          onRetry={() => team.refetch()}
        />
      ) : null}
      {team.isSuccess ? (
        <>
          <Card>
            <CardHeader>
              <CardTitle>Members ({team.data.members.length})</CardTitle>
            </CardHeader>
            <CardContent>
              <PlanReadOnlyFieldset permission={update.permitted ? update : remove}>
                <MembersTable
                  members={team.data.members}
                  projects={projects.data ?? []}
                  plan={org.plan}
                  edition={context.edition}
                  currentUserId={user.id}
                  canUpdate={update.permitted}
                  canRemove={remove.permitted}
                />
              </PlanReadOnlyFieldset>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Pending invitations</CardTitle>
            </CardHeader>
            <CardContent>
              <PlanReadOnlyFieldset permission={remove}>
                <InvitationsTable
                  invitations={team.data.invitations}
                  canWithdraw={remove.permitted}
                />
              </PlanReadOnlyFieldset>
            </CardContent>
          </Card>
        </>
      ) : null}
    </div>
  );
}

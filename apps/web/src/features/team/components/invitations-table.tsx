import { formatRelativeTime, type Invitation, roleLabels } from '@lookout/domain';
import { Button, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@lookout/ui';
import { notifications } from '../../../lib/notifications';
import { useWithdrawInvitation } from '../api/withdraw-invitation';

/** Invitations not accepted yet, each of which can be withdrawn. */
export function InvitationsTable({
  invitations,
  canWithdraw,
}: {
  invitations: Invitation[];
  canWithdraw: boolean;
}) {
  const withdraw = useWithdrawInvitation();
  if (invitations.length === 0) {
    return <p className="text-sm text-muted-foreground">No pending invitations.</p>;
  }
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Email</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Sent</TableHead>
          <TableHead>Expires</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {invitations.map((invitation) => (
          <TableRow key={invitation.id}>
            <TableCell className="font-medium">{invitation.email}</TableCell>
            <TableCell>{roleLabels[invitation.role]}</TableCell>
            <TableCell className="text-muted-foreground">
              <time
                dateTime={invitation.createdAt}
                title={new Date(invitation.createdAt).toLocaleString()}
              >
                {formatRelativeTime(invitation.createdAt)}
              </time>
            </TableCell>
            <TableCell className="text-muted-foreground">
              <time dateTime={invitation.expiresAt}>
                {new Date(invitation.expiresAt).toLocaleDateString()}
              </time>
            </TableCell>
            <TableCell className="text-right">
              {canWithdraw ? (
                <Button
                  variant="ghost"
                  size="sm"
                  loading={withdraw.isPending && withdraw.variables === invitation.id}
                  onClick={() =>
                    withdraw.mutate(invitation.id, {
                      onSuccess: () =>
                        notifications.show({
                          message: `The invitation of ${invitation.email} was withdrawn`,
                          color: 'green',
                        }),
                    })
                  }
                >
                  Withdraw
                </Button>
              ) : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

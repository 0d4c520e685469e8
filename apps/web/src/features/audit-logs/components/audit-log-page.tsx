import { formatRelativeTime } from '@lookout/domain';
import {
  Avatar,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableSkeleton,
} from '@lookout/ui';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { SettingsTabs } from '../../../components/settings-tabs';
import { errorMessage } from '../../../lib/api-errors';
import { useAuditLogs } from '../api/get-audit-logs';
import { auditDetailsText, auditEventLabel } from '../audit-log-labels';

/** /settings/audit-logs: who did what in the org, newest first, ten at a time. */
export function AuditLogPage() {
  const logs = useAuditLogs();
  const entries = logs.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageHeader title="Settings" description="Every change made in your organization." />
      <SettingsTabs showAuditLogs />
      {logs.isPending ? (
        <TableSkeleton
          label="Loading the audit log"
          columns={['When', 'Who', 'What', 'Details', 'IP address']}
        />
      ) : null}
      {logs.isError ? (
        <ErrorState
          title="Could not load the audit log"
          message={errorMessage(logs.error)}
          onRetry={() => logs.refetch()}
        />
      ) : null}
      {logs.isSuccess && entries.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-6 py-10 text-center text-sm text-muted-foreground">
          Nothing recorded yet. Sign-ins, project changes and team changes will show here.
        </p>
      ) : null}
      {entries.length > 0 ? (
        <div className="flex flex-col gap-4">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>When</TableHead>
                <TableHead>Who</TableHead>
                <TableHead>What</TableHead>
                <TableHead>Details</TableHead>
                <TableHead>IP address</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {entries.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell className="whitespace-nowrap text-muted-foreground">
                    <time
                      dateTime={entry.createdAt}
                      title={new Date(entry.createdAt).toLocaleString()}
                    >
                      {formatRelativeTime(entry.createdAt)}
                    </time>
                  </TableCell>
                  <TableCell>
                    {entry.actor ? (
                      <div className="flex items-center gap-2">
                        <Avatar name={entry.actor.name} email={entry.actor.email} size="sm" />
                        <span className="truncate">{entry.actor.name}</span>
                      </div>
                    ) : (
                      <span className="text-muted-foreground">System</span>
                    )}
                  </TableCell>
                  <TableCell className="whitespace-nowrap font-medium">
                    {auditEventLabel(entry)}
                  </TableCell>
                  <TableCell className="max-w-72 truncate text-muted-foreground">
                    {auditDetailsText(entry.details) || '—'}
                  </TableCell>
                  <TableCell className="font-mono text-xs text-muted-foreground">
                    {entry.ip ?? '—'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {logs.hasNextPage ? (
            <Button
              variant="outline"
              className="self-center"
              onClick={() => logs.fetchNextPage()}
              loading={logs.isFetchingNextPage}
            >
              Load more
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

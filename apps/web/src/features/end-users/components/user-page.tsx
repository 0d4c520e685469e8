import { formatDuration, formatRelativeTime, formatUsd } from '@lookout/domain';
import {
  Avatar,
  Badge,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@lookout/ui';
import { IconArrowLeft, IconListSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { previewText } from '../../../components/run-view/chat/preview-text';
import { errorMessage, isApiError } from '../../../lib/api-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useWritePermission } from '../../../lib/write-permission';
import {
  useDeleteEndUser,
  useEndUser,
  useEndUserRuns,
  userRunsFilter,
} from '../api/list-end-users';
import { endUserEmail, endUserName } from '../end-user-props';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm">{value}</dd>
    </div>
  );
}

/** /users/{id}: one end user, what the app told about them, and their LLM calls. */
export function UserPage({ memberRole }: { memberRole: string }) {
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const user = useEndUser(userId);
  const removeData = useWritePermission(memberRole, 'users', 'delete');
  const runs = useEndUserRuns(user.data?.externalId);
  const remove = useDeleteEndUser(userId);
  const [confirming, setConfirming] = useState(false);
  const name = user.data ? endUserName(user.data) : null;
  useDocumentTitle(name ?? user.data?.externalId ?? 'User');

  if (user.isPending) return <CenteredSpinner label="Loading the user" />;
  if (user.isError) {
    if (isApiError(user.error) && user.error.status === 404) {
      return (
        <div className="flex flex-col items-center gap-3 py-12 text-center">
          <h1 className="text-lg font-semibold">User not found</h1>
          <Button asChild variant="outline">
            <Link to="/users">Back to users</Link>
          </Button>
        </div>
      );
    }
    return (
      <ErrorState
        title="Could not load the user"
        message={errorMessage(user.error)}
        onRetry={() => user.refetch()}
      />
    );
  }

  const data = user.data;
  const email = endUserEmail(data);
  const rows = runs.data?.pages.flatMap((page) => page.data) ?? [];
  const logsLink = `/logs?${new URLSearchParams({ type: 'llm', filters: userRunsFilter(data.externalId) })}`;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link to="/users">
          <IconArrowLeft className="size-4" aria-hidden />
          Users
        </Link>
      </Button>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex items-center gap-3">
          <Avatar name={name ?? data.externalId} email={email} size="lg" />
          <div className="flex flex-col">
            <h1 className="text-xl font-semibold">{name ?? data.externalId}</h1>
            <p className="font-mono text-xs text-muted-foreground">{data.externalId}</p>
            {email ? <p className="text-sm text-muted-foreground">{email}</p> : null}
          </div>
        </div>
        <div className="flex items-center gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={logsLink}>
              <IconListSearch className="size-4" aria-hidden />
              Open in LLM Logs
            </Link>
          </Button>
          {removeData.permitted ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setConfirming(true)}
              {...removeData.controlProps}
            >
              <IconTrash className="size-4" aria-hidden />
              Delete user data
            </Button>
          ) : null}
        </div>
      </header>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Fact label="First seen" value={new Date(data.createdAt).toLocaleString()} />
        <Fact
          label="Last seen"
          value={data.lastSeen ? new Date(data.lastSeen).toLocaleString() : '—'}
        />
        <Fact label="Runs" value={data.runCount.toLocaleString()} />
        <Fact label="Cost" value={formatUsd(data.cost)} />
      </dl>
      {data.props && Object.keys(data.props).length > 0 ? (
        <section className="flex flex-col gap-2">
          <h2 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Properties
          </h2>
          <pre className="overflow-auto rounded-md border border-border bg-muted px-3 py-2 font-mono text-xs whitespace-pre-wrap">
            {JSON.stringify(data.props, null, 2)}
          </pre>
        </section>
      ) : null}
      <section className="flex flex-col gap-3" aria-labelledby="user-runs">
        <h2 id="user-runs" className="text-base font-semibold">
          LLM calls
        </h2>
        {runs.isPending ? <CenteredSpinner label="Loading the calls" /> : null}
        {runs.isError ? (
          <ErrorState message={errorMessage(runs.error)} onRetry={() => runs.refetch()} />
        ) : null}
        {runs.isSuccess && rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">No LLM calls recorded for this user.</p>
        ) : null}
        {rows.length > 0 ? (
          <Table aria-label="LLM calls of the user">
            <TableHeader>
              <TableRow>
                <TableHead>Time</TableHead>
                <TableHead>Model</TableHead>
                <TableHead>Input</TableHead>
                <TableHead>Output</TableHead>
                <TableHead className="text-right">Cost</TableHead>
                <TableHead className="text-right">Duration</TableHead>
                <TableHead>Status</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((run) => (
                <TableRow
                  key={run.id}
                  tabIndex={0}
                  className="cursor-pointer"
                  onClick={() => navigate(`/logs/${run.id}`)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') navigate(`/logs/${run.id}`);
                  }}
                >
                  <TableCell className="whitespace-nowrap">
                    {formatRelativeTime(run.createdAt)}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{run.name ?? '—'}</TableCell>
                  <TableCell className="max-w-72 truncate">
                    {previewText(run.input) || '—'}
                  </TableCell>
                  <TableCell className="max-w-72 truncate">
                    {run.error?.message ?? (previewText(run.output) || '—')}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {run.cost === null ? '—' : formatUsd(run.cost)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {run.duration === null ? '—' : formatDuration(run.duration)}
                  </TableCell>
                  <TableCell>
                    {run.status === 'error' ? (
                      <Badge variant="danger">Failed</Badge>
                    ) : run.status === 'success' ? (
                      <Badge variant="success">Completed</Badge>
                    ) : (
                      <Badge variant="secondary">Running</Badge>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
        {runs.hasNextPage ? (
          <Button
            variant="outline"
            className="self-center"
            loading={runs.isFetchingNextPage}
            onClick={() => runs.fetchNextPage()}
          >
            Load more
          </Button>
        ) : null}
      </section>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this user's data?"
        confirmLabel="Delete"
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onConfirm={() =>
          remove.mutate(undefined, { onSuccess: () => navigate('/users', { replace: true }) })
        }
      >
        {name ?? data.externalId} and all {data.runCount.toLocaleString()} of their runs are deleted
        for good.
      </ConfirmDialog>
    </div>
  );
}

import { formatRelativeTime, formatUsd, type SortDirection } from '@lookout/domain';
import { parseSortState, serializeSortState } from '@lookout/filters';
import {
  Avatar,
  Button,
  Input,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableSkeleton,
} from '@lookout/ui';
import { IconArrowDown, IconArrowsSort, IconArrowUp, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-errors';
import { type EndUserSortField, useEndUsers } from '../api/list-end-users';
import { endUserEmail, endUserName } from '../end-user-props';

const sortFields = [
  'createdAt',
  'lastSeen',
  'runCount',
  'cost',
] as const satisfies readonly EndUserSortField[];

function isSortField(value: string): value is EndUserSortField {
  return sortFields.some((field) => field === value);
}

/** Typing in the search waits this long before the list searches. */
const searchDelayMs = 350;

function SortHeader({
  field,
  label,
  sortField,
  sortDirection,
  onSort,
  numeric = false,
}: {
  field: EndUserSortField;
  label: string;
  sortField: EndUserSortField;
  sortDirection: SortDirection;
  onSort: (field: EndUserSortField) => void;
  numeric?: boolean;
}) {
  const active = field === sortField;
  const Icon = !active ? IconArrowsSort : sortDirection === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <TableHead
      aria-sort={active ? (sortDirection === 'asc' ? 'ascending' : 'descending') : undefined}
      className={numeric ? 'text-right' : undefined}
    >
      <button
        type="button"
        onClick={() => onSort(field)}
        className={`inline-flex items-center gap-1 rounded-sm outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring ${active ? 'text-foreground' : ''}`}
      >
        {label}
        <Icon className={active ? 'size-3.5' : 'size-3.5 opacity-40'} aria-hidden />
      </button>
    </TableHead>
  );
}

/** /users: the end users of the app, searchable and sortable, with their runs and cost. */
export function UsersPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const sort = parseSortState(params, { fields: sortFields });
  const sortField = isSortField(sort.sortField) ? sort.sortField : 'createdAt';
  const search = params.get('search') ?? '';
  const [text, setText] = useState(search);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => setText(search), [search]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const users = useEndUsers({ search, sortField, sortDirection: sort.sortDirection });
  const rows = users.data?.pages.flatMap((page) => page.data) ?? [];

  function setSearch(next: string) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.trim()) updated.set('search', next.trim());
        else updated.delete('search');
        return updated;
      },
      { replace: true },
    );
  }

  function onSort(field: EndUserSortField) {
    const direction: SortDirection =
      field === sortField ? (sort.sortDirection === 'desc' ? 'asc' : 'desc') : 'desc';
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.delete('sortField');
      updated.delete('sortDirection');
      for (const [key, value] of Object.entries(
        serializeSortState({ sortField: field, sortDirection: direction }),
      )) {
        updated.set(key, value);
      }
      return updated;
    });
  }

  const headerProps = { sortField, sortDirection: sort.sortDirection, onSort };
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Users" description="The end users of your app, as your SDK names them." />
      <div className="relative w-72">
        <IconSearch
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          aria-label="Search users"
          placeholder="Search by id, name or email"
          value={text}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => setSearch(next), searchDelayMs);
          }}
          className="h-8 pl-8"
        />
      </div>
      {users.isPending ? (
        <TableSkeleton
          label="Loading users"
          columns={['User', 'Email', 'First seen', 'Last seen', 'Runs', 'Cost']}
        />
      ) : null}
      {users.isError ? (
        <ErrorState
          title="Could not load the users"
          message={errorMessage(users.error)}
          onRetry={() => users.refetch()}
        />
      ) : null}
      {users.isSuccess && rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-6 py-10 text-center text-sm text-muted-foreground">
          {search
            ? `No user matches "${search}".`
            : 'No end users yet. Send a userId with your runs to see who uses your app.'}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <div className="flex flex-col gap-3">
          <Table aria-label="Users">
            <TableHeader>
              <TableRow>
                <TableHead>User</TableHead>
                <TableHead>Email</TableHead>
                <SortHeader field="createdAt" label="First seen" {...headerProps} />
                <SortHeader field="lastSeen" label="Last seen" {...headerProps} />
                <SortHeader field="runCount" label="Runs" numeric {...headerProps} />
                <SortHeader field="cost" label="Cost" numeric {...headerProps} />
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((user) => {
                const name = endUserName(user);
                const email = endUserEmail(user);
                return (
                  <TableRow
                    key={user.id}
                    tabIndex={0}
                    className="cursor-pointer"
                    onClick={() => navigate(`/users/${user.id}`)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') navigate(`/users/${user.id}`);
                    }}
                  >
                    <TableCell>
                      <div className="flex items-center gap-2">
                        <Avatar name={name ?? user.externalId} email={email} size="sm" />
                        <div className="flex min-w-0 flex-col">
                          <span className="truncate font-medium">{name ?? user.externalId}</span>
                          {name ? (
                            <span className="truncate font-mono text-xs text-muted-foreground">
                              {user.externalId}
                            </span>
                          ) : null}
                        </div>
                      </div>
                    </TableCell>
                    <TableCell className="text-muted-foreground">{email ?? '—'}</TableCell>
                    <TableCell className="whitespace-nowrap">
                      {formatRelativeTime(user.createdAt)}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      {user.lastSeen ? formatRelativeTime(user.lastSeen) : '—'}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {user.runCount.toLocaleString()}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatUsd(user.cost)}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          {users.hasNextPage ? (
            <Button
              variant="outline"
              className="self-center"
              loading={users.isFetchingNextPage}
              onClick={() => users.fetchNextPage()}
            >
              Load more
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
